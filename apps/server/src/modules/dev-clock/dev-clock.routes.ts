/**
 * The dev clock (ARCHITECTURE §9): with DEV_CLOCK=true (refused in production) an admin reads and moves the server's
 * clock forward, and the jobs then run at once, so a demo or a browser test walks weeks in minutes. Off: 404.
 */
import { translate } from '@sewamudah/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runJobsNow } from '../../lib/jobs/runner.js';
import { currentUser } from '../../plugins/auth.js';
import { backgroundJobs } from '../jobs.js';
import { startDevClockSync, type DevClockSync } from './dev-clock-sync.js';
import { type DevClockMove, moveClock, requireDevClock, stateOf } from './dev-clock.service.js';

const devClockSchema = z.object({
  now: z.string().describe('The server’s time (ISO 8601)'),
  realNow: z.string().describe('Real time'),
  offsetMs: z.number().describe('How far the server’s clock runs ahead of real time'),
});

const moveBodySchema = z
  .object({
    advanceDays: z.number().positive().max(3650).optional(),
    advanceHours: z.number().positive().max(87_600).optional(),
    now: z.iso.datetime({ offset: true }).optional(),
    /** Run every background job once after the move (default), so what fell due happens now. */
    runJobs: z.boolean().default(true),
  })
  .strict()
  .refine((body) => [body.advanceDays, body.advanceHours, body.now].filter((v) => v !== undefined).length === 1, {
    message: translate('en', 'devClockServer.oneTarget', {}),
  });

const moveResponseSchema = devClockSchema.extend({
  jobs: z.record(z.string(), z.enum(['ran', 'busy', 'failed'])).describe('What each background job did after the move'),
});

const serialize = (state: ReturnType<typeof stateOf>) => ({
  now: state.now.toISOString(),
  realNow: state.realNow.toISOString(),
  offsetMs: state.offsetMs,
});

const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const devClock = app.deps.devClock;
  let sync: DevClockSync | null = null;
  if (devClock) {
    app.addHook('onReady', async () => {
      sync = await startDevClockSync({ database: app.deps.database, devClock, log: app.log });
    });
    app.addHook('onClose', async () => {
      await sync?.stop();
    });
  }

  app.get(
    '/dev/clock',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['dev'], security: [{ bearer: [] }], response: { 200: devClockSchema } },
    },
    async () => serialize(stateOf(requireDevClock(devClock))),
  );

  app.put(
    '/dev/clock',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dev'],
        security: [{ bearer: [] }],
        description: 'Moves the server’s clock forward (DEV_CLOCK=true only; never backwards), then runs the jobs.',
        body: moveBodySchema,
        response: { 200: moveResponseSchema },
      },
    },
    async (request) => {
      const clock = requireDevClock(devClock);
      const { advanceDays, advanceHours, now, runJobs } = request.body;
      const move: DevClockMove =
        now !== undefined
          ? { now: new Date(now) }
          : advanceDays !== undefined
            ? { advanceDays }
            : { advanceHours: advanceHours ?? 0 };
      const state = await moveClock(app.deps.database.db, clock, move, currentUser(request).userId);
      const jobs = runJobs
        ? await runJobsNow(backgroundJobs, {
            ...app.deps,
            log: request.log,
            publicUrl: app.config.publicUrl,
            reminders: app.config.reminders,
            maintenanceSla: app.config.maintenanceSla,
          })
        : {};
      return { ...serialize(state), jobs };
    },
  );
};

export default devClockRoutes;
