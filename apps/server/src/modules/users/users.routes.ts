/** /api/users (SPEC §7): registration, Manage Users and Profile. HTTP only; rules live in the service. */
import {
  apiErrorSchema,
  createUserBodySchema,
  idParamsSchema,
  messages,
  updateUserBodySchema,
  userMessageResponseSchema,
  userMutationResponseSchema,
  userResponseSchema,
  userSchema,
  usersQuerySchema,
  usersResponseSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../lib/request-language.js';
import { replyList } from '../../lib/lists/list-result.js';
import { assertNoStaleToken, currentUser } from '../../plugins/auth.js';
import { byBodyEmail, byIp, MINUTE_MS, rateLimited, type RateLimitRule } from '../auth/rate-limit.js';
import * as service from './users.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearer: [] }];

/**
 * Password changes per account: a stolen session must not turn `currentPassword` into an unlimited password oracle
 * (ADR 10). Counted per user whether or not the guess was right; a person changes their password a few times at most.
 */
const passwordChangeLimits: RateLimitRule[] = [
  {
    name: 'password-change-user',
    max: 10,
    timeWindowMs: 15 * MINUTE_MS,
    key: (request) => {
      const body = request.body as { password?: unknown } | undefined;
      return body && typeof body.password === 'string' && body.password ? request.user?.userId : undefined;
    },
  },
];

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = (log: service.UsersDeps['log']): service.UsersDeps => ({
    db: db(),
    clock: app.deps.clock,
    publicUrl: app.config.publicUrl,
    log,
  });
  /** Registration is limited; an admin adding users is not. */
  const unlessAdmin =
    (key: (request: Parameters<typeof byIp>[0]) => string | undefined) => (request: Parameters<typeof byIp>[0]) =>
      request.user?.userType === 'admin' ? undefined : key(request);

  app.get(
    '/users',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'All users, newest first (admins); a customer gets only their own record (ADR 0008). ' +
          '`X-Total-Count` holds the total',
        security,
        querystring: usersQuerySchema,
        response: { 200: usersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.listUsers(db(), currentUser(request), request.query);
      return replyList(reply, 'users', userSchema, result);
    },
  );

  app.get(
    '/users/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'One user: yourself, or anyone for admins',
        security,
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await service.getUser(db(), currentUser(request), request.params.id) }),
  );

  app.post(
    '/users',
    {
      // A stale admin token must not turn "add user" into a registration: an expired one is a 403 (the client
      // refreshes), one of an ended session a 401 (ADR 9).
      onRequest: async (request) => assertNoStaleToken(request),
      preHandler: [
        rateLimited(app, [
          { name: 'register-ip', max: 10, timeWindowMs: 60 * MINUTE_MS, key: unlessAdmin(byIp) },
          { name: 'register-email', max: 5, timeWindowMs: 60 * MINUTE_MS, key: unlessAdmin(byBodyEmail) },
        ]),
      ],
      schema: {
        tags: ['users'],
        summary: 'Register (visitors: a pending customer + verification e-mail) or add a user (admins)',
        body: createUserBodySchema,
        response: { 201: userMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A registration takes the visitor's language (switch cookie, else Accept-Language) unless the body names one.
      const language = request.body.language ?? (request.user ? undefined : preferredLanguage(request));
      const result = await service.createUser(deps(request.log), request.user, {
        ...request.body,
        ...(language ? { language } : {}),
      });
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/users/:id',
    {
      preHandler: [app.requireUser, rateLimited(app, passwordChangeLimits)],
      schema: {
        tags: ['users'],
        summary:
          'Edit a user: admins every field; customers their own name, phone and password. A new password for ' +
          'yourself needs `currentPassword`; a new e-mail set by an admin returns the account to pending (ADR 9)',
        security,
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const result = await service.updateUser(
        deps(request.log),
        actor,
        request.params.id,
        request.body,
        request.sessionId,
      );
      app.sessionStates.forgetUser(request.params.id);
      return result;
    },
  );

  app.delete(
    '/users/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Delete a user without rental history (admins; not yourself)',
        security,
        params: idParamsSchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteUser(db(), currentUser(request), request.params.id);
      app.sessionStates.forgetUser(request.params.id);
      return { message: messages.users.deleted };
    },
  );
};

export default usersRoutes;
