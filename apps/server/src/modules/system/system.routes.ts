import { healthResponseSchema, messages, publicConfigSchema } from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-unavailable.js';
import { AppError } from '../../lib/errors.js';

/** Liveness with a database check, and the public runtime config the web app reads. */
const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: healthResponseSchema } } }, async (request) => {
    try {
      await pingDatabase(app.deps.database.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      // The one error path answers 503 with Retry-After, as for every other call.
      throw Object.assign(new AppError(503, messages.generic.serviceUnavailable), {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get('/config', { schema: { tags: ['system'], response: { 200: publicConfigSchema } } }, async () => {
    const payments = app.config.payments;
    return {
      payments: payments.kind,
      stripePublishableKey: payments.kind === 'stripe' ? payments.publishableKey : null,
      stampDutyPayer: app.config.stampDutyPayer,
    };
  });
};

export default systemRoutes;
