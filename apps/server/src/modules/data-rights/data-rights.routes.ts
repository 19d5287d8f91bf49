/**
 * Data rights (issue 27 §4, ADR 41): GET /api/me/export (the ZIP, streamed), DELETE /api/me (password required),
 * GET /api/me/consent and POST /api/me/consent-withdrawal (the screening consent), and the admins' log of those
 * requests, GET /api/data-rights-requests (paged).
 */
import {
  apiErrorSchema,
  consentStatusResponseSchema,
  consentWithdrawalBodySchema,
  consentWithdrawalResponseSchema,
  dataRightsRequestSchema,
  deleteAccountBodySchema,
  EXPORT_MAX_PER_WINDOW,
  EXPORT_WINDOW_MS,
  listQuerySchema,
  todayInMalaysia,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setTotalHeaders } from '../../lib/lists/paging.js';
import { currentUser } from '../../plugins/auth.js';
import { byUser, MINUTE_MS, rateLimited } from '../auth/rate-limit.js';
import { clearRefreshCookie } from '../auth/refresh-cookie.js';
import { exportZip } from './data-export.js';
import * as service from './data-rights.service.js';

const security = [{ bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const secureCookie = app.config.isProduction;

  app.get(
    '/me/export',
    {
      onRequest: app.requireUser,
      preHandler: rateLimited(app, [
        { name: 'data-export-user', max: EXPORT_MAX_PER_WINDOW, timeWindowMs: EXPORT_WINDOW_MS, key: byUser },
      ]),
      schema: {
        tags: ['data rights'],
        summary:
          'Download my data: a ZIP (streamed) with data/*.json (everything held about the caller) and files/ (their own files). At most 3 an hour (429 with Retry-After); each export is logged for the admins.',
        security,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.logExport(app.deps, user, request.ip);
      const stream = await exportZip(app.deps, user.userId, request.log);
      const name = `sewamudah-my-data-${todayInMalaysia(app.deps.clock())}.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream);
    },
  );

  app.delete(
    '/me',
    {
      onRequest: app.requireUser,
      preHandler: rateLimited(app, [
        { name: 'delete-account-user', max: 5, timeWindowMs: 15 * MINUTE_MS, key: byUser },
      ]),
      schema: {
        tags: ['data rights'],
        summary:
          'Deletes the caller’s account with their current password (400 when wrong). 409 while a tenancy is live, an accepted application waits for its deposit or a charge is unpaid, and for the last admin. Personal data erased or anonymised, financial records kept under "Deleted user #n", every session ended.',
        security,
        body: deleteAccountBodySchema,
        response: { 200: z.object({ deleted: z.literal(true) }), 409: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { storageKeys } = await service.deleteAccount(app.deps, user, request.body.password, request.ip);
      app.sessionStates.forgetUser(user.userId);
      await service.removeFiles(app.deps, storageKeys, request.log);
      clearRefreshCookie(reply, secureCookie);
      return { deleted: true as const };
    },
  );

  app.get(
    '/me/consent',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['data rights'],
        summary: 'The caller’s applications that still share their tenant profile (consent that can be withdrawn)',
        security,
        response: { 200: consentStatusResponseSchema, ...errors },
      },
    },
    async (request) => service.consentStatus(db(), currentUser(request).userId),
  );

  app.post(
    '/me/consent-withdrawal',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['data rights'],
        summary:
          'Withdraws the screening consent of one application (`applicationId`) or of all that share the profile: admins lose access at once (404), waiting applications become Cancelled with the reason in their trail. 409 when nothing is shared or the application led to a tenancy.',
        security,
        body: consentWithdrawalBodySchema,
        response: { 200: consentWithdrawalResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.withdrawConsent(app.deps, currentUser(request), request.body.applicationId, request.ip),
  );

  app.get(
    '/data-rights-requests',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data rights'],
        summary: 'Admins: every data export, account deletion and consent withdrawal, newest first (paged)',
        security,
        querystring: listQuerySchema(['newest']),
        response: { 200: z.object({ requests: z.array(dataRightsRequestSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listRequests(db(), request.query);
      setTotalHeaders(reply, total);
      return { requests: items };
    },
  );
};

export default dataRightsRoutes;
