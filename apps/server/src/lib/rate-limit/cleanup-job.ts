/** Deletes rate-limit windows that have ended (rows of `rate_limit_counters`), every 10 minutes, on one replica. */
import type { Job } from '../jobs/runner.js';
import { deleteExpiredCounters } from './counters.js';

export const rateLimitCleanupJob: Job = {
  name: 'rate-limits.cleanup',
  intervalMs: 10 * 60_000,
  async run(tx, ctx) {
    return { details: { deleted: await deleteExpiredCounters(tx, ctx.clock()) } };
  },
};
