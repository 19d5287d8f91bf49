/**
 * The notification centre's API (issue 24 §1, docs/decisions/0029): the inbox (paged, with `unreadCount`), marking
 * read, preferences, and the SSE stream: Bearer header, or `?ticket=` from POST /notifications/stream-ticket (a
 * browser's EventSource sends no headers). Streams are fed by this process's one LISTEN (notification-hub.ts).
 */
import type { ServerResponse } from 'node:http';
import {
  apiErrorSchema,
  markReadBodySchema,
  messages,
  markReadResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  preferencesResponseSchema,
  streamTicketResponseSchema,
  updatePreferencesBodySchema,
  type Language,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { setTotalHeaders } from '../../lib/lists/paging.js';
import { requestLanguage } from '../../lib/request-language.js';
import { assertNoStaleToken, currentUser } from '../../plugins/auth.js';
import { NotificationHub } from './notification-hub.js';
import * as repo from './notifications.repository.js';
import * as service from './notifications.service.js';

/** A comment line this often keeps proxies and browsers from dropping an idle stream. */
export const HEARTBEAT_MS = 25_000;

const streamQuerySchema = z.object({
  ticket: z
    .string()
    .max(200)
    .optional()
    .describe(
      'A single-use ticket from POST /api/notifications/stream-ticket (for EventSource, which sends no headers)',
    ),
});

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const hub = new NotificationHub(app.deps.database, app.log, (userId) => app.sessionStates.forgetLocally(userId));
  const open = new Set<ServerResponse>();
  app.addHook('onReady', async () => {
    await hub.start();
  });
  // Every change of a user's access (forgetUser) is told to every replica's streams of that user.
  app.sessionStates.onForget((userId) => {
    repo.announceAccessChanged(db, userId).catch((error: unknown) => {
      app.log.warn({ err: error }, 'notification stream: announcing an access change failed');
    });
  });
  // Open streams would hold the server's close forever: end them first.
  app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
  });
  app.addHook('onClose', async () => {
    await hub.stop();
  });

  app.get(
    '/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const user = currentUser(request);
      const result = await service.listInbox(db, user.userId, requestLanguage(request), page, limit);
      setTotalHeaders(reply, { total: result.total, estimated: false });
      return result;
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        description: 'Marks the given notifications (`ids`) or every one (`all: true`) read.',
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => service.markRead(db, currentUser(request).userId, request.body, app.deps.clock()),
  );

  app.get(
    '/notification-preferences',
    {
      onRequest: app.requireUser,
      schema: { tags: ['notifications'], security: [{ bearer: [] }], response: { 200: preferencesResponseSchema } },
    },
    async (request) => ({ preferences: await service.preferences(db, currentUser(request).userId) }),
  );

  app.put(
    '/notification-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        description: 'Switches channels per category; security and legal categories cannot be switched off.',
        body: updatePreferencesBodySchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => ({
      preferences: await service.updatePreferences(db, currentUser(request).userId, request.body, app.deps.clock()),
    }),
  );

  app.post(
    '/notifications/stream-ticket',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        description: 'A single-use ticket valid for one minute: `GET /api/notifications/stream?ticket=…`.',
        response: { 201: streamTicketResponseSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const session = { sessionId: request.sessionId, tokenVersion: request.tokenVersion ?? 0 };
      return service.createTicket(db, currentUser(request).userId, session, app.deps.clock());
    },
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        description:
          'Server-Sent Events: `ready` (unreadCount), `notification` (one notification), `resync` (refetch). ' +
          'Authenticate with the Bearer header or `?ticket=`.',
        querystring: streamQuerySchema,
        response: {
          200: {
            description:
              'An endless `text/event-stream`: `retry: 3000`, then `event: ready` with `{ unreadCount }`, ' +
              '`event: notification` with one notification (as in GET /api/notifications, in the reader’s ' +
              'language) as each arrives, `event: resync` (`{}`) when the client should refetch the inbox, and a ' +
              'comment line every 25 s.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      let userId: string;
      let language: Language;
      let session: service.StreamSession;
      if (request.query.ticket !== undefined) {
        const used = await service.useTicket(db, request.query.ticket, app.deps.clock());
        userId = used.userId;
        language = used.language;
        session = used.session;
      } else {
        assertNoStaleToken(request);
        userId = currentUser(request).userId;
        language = requestLanguage(request);
        session = { sessionId: request.sessionId, tokenVersion: request.tokenVersion ?? 0 };
      }
      // The stream's access, checked again whenever the user's access changes (sign-out, password, role, status).
      const access = { user: { userId, userType: 'customer' as const, userName: '' }, ...session };
      const stillAllowed = async () => (await app.sessionStates.check(access)).ok;
      if (!(await stillAllowed())) throw new AppError(401, messages.session.notLoggedIn);
      const unreadCount = await repo.countUnread(db, userId);
      reply.hijack();
      const raw = reply.raw;
      // The client left while its ticket and count were read: its 'close' has fired already, so a stream opened now
      // would never be unsubscribed (a hub entry and a heartbeat timer for good).
      if (request.raw.socket.destroyed) {
        raw.destroy();
        return;
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      raw.write('retry: 3000\n\n');
      send('ready', { unreadCount });
      open.add(raw);
      const unsubscribe = hub.subscribe({
        userId,
        onNotification: (row) => send('notification', service.toNotificationDto(row, language)),
        onResync: () => send('resync', {}),
        // A signed-out session (on this replica or another) ends its streams at once: no news after sign-out.
        onAccessChanged: () => {
          stillAllowed().then(
            (allowed) => {
              if (!allowed) raw.end();
            },
            (error: unknown) => request.log.warn({ err: error }, 'notification stream: checking the session failed'),
          );
        },
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(raw);
      });
    },
  );
};

export default notificationsRoutes;
