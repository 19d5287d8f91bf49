/**
 * Authentication guard. `request.user` is the identity of a verified access token whose user and session are
 * still valid in the database (ADR 9), with the role and name read from there, not from the token.
 * No token → 401; an invalid or expired token → 403 (the web app then refreshes once and retries); a token of
 * a session that has ended (logout, deleted or suspended user, changed role or password) → 401.
 *
 * Guards run in `onRequest`, before the body is parsed or validated, whichever hook a route declares them in:
 * an anonymous call to a guarded route is a 401, never a 400 listing the form's fields.
 */
import { messages, type Language, type UserInfo, type UserType } from '@sewamudah/shared';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { AccessTokens, VerifiedAccess } from '../lib/jwt.js';
import type { SessionCheck, SessionStates } from './session-state.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook when a valid bearer token of an open session is present. */
    user: UserInfo | null;
    /** The login session (refresh-token family) of that token, when it names one. */
    sessionId: string | null;
    /** That token's version (`ver`), so that a long-lived stream can check its session again later. */
    tokenVersion: number | null;
    /** The logged-in user's language setting (issue 16), read with the session state. */
    userLanguage: Language | null;
    /** Whether a bearer token was sent but failed verification. */
    authTokenInvalid: boolean;
    /** Whether a valid bearer token was sent whose session has since ended (ADR 9). */
    authSessionEnded: boolean;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    requireCustomer: preHandlerAsyncHookHandler;
    /** Session state cache; routes that change a user's access call `forgetUser` after committing. */
    sessionStates: SessionStates;
    /** Every route guarded by one of the guards above (method and full URL), for tests and docs. */
    guardedRoutes: Array<{ method: string; url: string }>;
  }
}

/** The logged-in user of a guarded route (guards guarantee it is set). */
export function currentUser(request: FastifyRequest): UserInfo {
  if (!request.user) throw new AppError(401, messages.session.notLoggedIn);
  return request.user;
}

/**
 * For routes open to visitors that behave differently for a logged-in user: a token that was sent must be a
 * usable one, or the request is refused rather than served as a visitor's.
 */
export function assertNoStaleToken(request: FastifyRequest): void {
  if (request.authSessionEnded) throw new AppError(401, messages.session.ended);
  if (request.authTokenInvalid) throw new AppError(403, messages.session.tokenInvalid);
}

function requireRole(role?: UserType): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) {
      assertNoStaleToken(request);
      throw new AppError(401, messages.session.notLoggedIn);
    }
    if (role && request.user.userType !== role) throw new AppError(403, messages.session.forbidden);
  };
}

type Hooks = onRequestHookHandler | onRequestHookHandler[] | undefined;
const asArray = (hooks: unknown): onRequestHookHandler[] => {
  const value = hooks as Hooks;
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** Moves the guards a route declares in `preValidation` or `preHandler` to the front of its `onRequest`. */
function guardsFirst(route: RouteOptions, guards: ReadonlySet<unknown>): boolean {
  const moved: onRequestHookHandler[] = [];
  for (const hook of ['preValidation', 'preHandler'] as const) {
    const declared = asArray(route[hook]);
    const kept = declared.filter((handler) => !guards.has(handler));
    if (kept.length === declared.length) continue;
    moved.push(...declared.filter((handler) => guards.has(handler)));
    (route as unknown as Record<string, unknown>)[hook] = kept.length > 0 ? kept : undefined;
  }
  const onRequest = asArray(route.onRequest);
  if (moved.length > 0) route.onRequest = [...moved, ...onRequest];
  return moved.length > 0 || onRequest.some((handler) => guards.has(handler));
}

export default fp(
  async function auth(app: FastifyInstance, opts: { tokens: AccessTokens; sessions: SessionStates }) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('tokenVersion', null);
    app.decorateRequest('userLanguage', null);
    app.decorateRequest('authTokenInvalid', false);
    app.decorateRequest('authSessionEnded', false);
    const settle = (request: FastifyRequest, access: VerifiedAccess, session: SessionCheck) => {
      if (!session.ok) {
        request.authSessionEnded = true;
        return;
      }
      request.user = session.user;
      request.userLanguage = session.language;
      request.sessionId = access.sessionId;
      request.tokenVersion = access.tokenVersion;
    };
    const authenticate = async (request: FastifyRequest, token: string) => {
      const verified = await opts.tokens.verify(token);
      if (!verified) {
        request.authTokenInvalid = true;
        return;
      }
      settle(request, verified, await opts.sessions.check(verified));
    };
    // Not an async hook: a token seen before whose session state this process may still reuse (ADR 9's bound) is
    // settled at once, without a promise; anything else waits for the verification and the session query.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return done();
      const token = header.slice('Bearer '.length).trim();
      const known = opts.tokens.verifyKnown(token);
      if (known === null) {
        request.authTokenInvalid = true;
        return done();
      }
      const session = known && opts.sessions.checkKnown(known);
      if (known && session) {
        settle(request, known, session);
        return done();
      }
      authenticate(request, token).then(() => done(), done);
    });

    const guards = {
      requireUser: requireRole(),
      requireAdmin: requireRole('admin'),
      requireCustomer: requireRole('customer'),
    };
    const guardSet = new Set<unknown>(Object.values(guards));
    const guardedRoutes: Array<{ method: string; url: string }> = [];
    app.addHook('onRoute', (route) => {
      if (!guardsFirst(route, guardSet)) return;
      for (const method of [route.method].flat()) guardedRoutes.push({ method, url: route.url });
    });
    app.decorate('requireUser', guards.requireUser);
    app.decorate('requireAdmin', guards.requireAdmin);
    app.decorate('requireCustomer', guards.requireCustomer);
    app.decorate('sessionStates', opts.sessions);
    app.decorate('guardedRoutes', guardedRoutes);
  },
  { name: 'auth' },
);
