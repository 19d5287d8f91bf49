/**
 * Authentication guard. `request.user` is the verified access-token identity (or null).
 * No token → 401; an invalid or expired token → 403 (the web app then refreshes once and retries).
 */
import { messages, type UserInfo, type UserType } from '@sewamudah/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { AccessTokens } from '../lib/jwt.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook when a valid bearer token is present. */
    user: UserInfo | null;
    /** The login session (refresh-token family) of that token, when it names one. */
    sessionId: string | null;
    /** Whether a bearer token was sent but failed verification. */
    authTokenInvalid: boolean;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    requireCustomer: preHandlerAsyncHookHandler;
  }
}

/** The logged-in user of a guarded route (guards guarantee it is set). */
export function currentUser(request: FastifyRequest): UserInfo {
  if (!request.user) throw new AppError(401, messages.session.notLoggedIn);
  return request.user;
}

function requireRole(role?: UserType): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) {
      if (request.authTokenInvalid) throw new AppError(403, messages.session.tokenInvalid);
      throw new AppError(401, messages.session.notLoggedIn);
    }
    if (role && request.user.userType !== role) throw new AppError(403, messages.session.forbidden);
  };
}

export default fp(
  async function auth(app: FastifyInstance, opts: { tokens: AccessTokens }) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('authTokenInvalid', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const verified = await opts.tokens.verify(header.slice('Bearer '.length).trim());
      if (verified) {
        request.user = verified.user;
        request.sessionId = verified.sessionId;
      } else {
        request.authTokenInvalid = true;
      }
    });
    app.decorate('requireUser', requireRole());
    app.decorate('requireAdmin', requireRole('admin'));
    app.decorate('requireCustomer', requireRole('customer'));
  },
  { name: 'auth' },
);
