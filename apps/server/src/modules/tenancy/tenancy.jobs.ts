/** The tenancy lifecycle's job (issue 25): renewal reminders, lapsed offers, unanswered deposit statements. */
import type { Job } from '../../lib/jobs/runner.js';
import { lapseOffers, remindRenewals } from './renewal.service.js';
import { finaliseUnansweredSettlements } from './settlement.service.js';

export const tenancyLifecycleJob: Job = {
  name: 'tenancy-lifecycle',
  intervalMs: 15 * 60 * 1000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const lapsed = await lapseOffers(tx, now);
    const reminded = await remindRenewals(tx, now);
    const finalised = await finaliseUnansweredSettlements(tx, now);
    return { details: { lapsed, reminded, finalised } };
  },
};
