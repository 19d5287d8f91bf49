/** Background jobs of the rental lifecycle: expiring unpaid acceptances and ending contracts past their end date. */
import { todayInMalaysia } from '@sewamudah/shared';
import type { Job } from '../../lib/jobs/runner.js';
import { acceptanceExpiredEmail, sendAll } from '../applications/applications.emails.js';
import * as repo from './contracts.repository.js';

/**
 * An accepted application whose deposit is unpaid at its deadline: application and deposit Cancelled,
 * contract Cancelled (so the unit/room is free again), tenant told by e-mail. Idempotent.
 */
export const expireUnpaidAcceptancesJob: Job = {
  name: 'applications.expire-unpaid-acceptances',
  intervalMs: 10 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const expired = await repo.lockExpiredAcceptances(tx, now);
    await repo.cancelAcceptances(tx, expired, now);
    return {
      details: { expired: expired.length },
      afterCommit: () =>
        sendAll(
          ctx.mailer,
          ctx.log,
          expired.map((row) => acceptanceExpiredEmail(row, `${ctx.publicUrl}/listing`)),
        ),
    };
  },
};

/** An active contract whose last day (its end date) has passed becomes Ended, freeing its unit/room. Idempotent. */
export const endFinishedContractsJob: Job = {
  name: 'contracts.end-finished',
  intervalMs: 60 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const due = await repo.lockContractsPastEnd(tx, todayInMalaysia(now));
    await repo.markContractsEnded(
      tx,
      due.map((row) => row.id),
      now,
    );
    return { details: { ended: due.length } };
  },
};
