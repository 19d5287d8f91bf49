/** The late-charge job (docs/decisions/0031): in the advisory-locked runner, idempotent (one late charge per rent). */
import type { Job } from '../../lib/jobs/runner.js';
import { createDueLateCharges } from './late-charges.service.js';

export const lateChargesJob: Job = {
  name: 'late-charges.apply',
  intervalMs: 60 * 60 * 1000,
  async run(tx, ctx) {
    return { details: await createDueLateCharges(tx, ctx.clock()) };
  },
};
