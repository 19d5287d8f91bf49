/** Background jobs of the rental lifecycle: expiring unpaid acceptances and ending contracts past their end date. */
import { todayInMalaysia } from '@sewamudah/shared';
import type { Job } from '../../lib/jobs/runner.js';
import { enqueueEmails } from '../../lib/mailer/outbox.js';
import { acceptanceExpiredEmail } from '../applications/applications.emails.js';
import { paymentsEnvOf, reconcileIntent, unsettledDepositIntents } from '../transactions/reconciliation.js';
import * as repo from './contracts.repository.js';

/**
 * An accepted application whose deposit is unpaid at its deadline: application and deposit Cancelled,
 * contract Cancelled (so the unit/room is free again), tenant told by e-mail. Idempotent.
 * Expiry asks first (ADR 0015): a deposit with an intent not yet settled is not expired in this run; after
 * commit the provider is asked: succeeded → recorded, processing → it waits, otherwise the intent is cancelled
 * and released, and the next run expires the acceptance.
 */
export const expireUnpaidAcceptancesJob: Job = {
  name: 'applications.expire-unpaid-acceptances',
  intervalMs: 10 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const due = await repo.lockExpiredAcceptances(tx, now);
    const unsettled = await unsettledDepositIntents(
      tx,
      due.map((row) => row.contractId),
    );
    const asking = new Set(unsettled.map((row) => row.contractId));
    const expired = due.filter((row) => !asking.has(row.contractId));
    await repo.cancelAcceptances(tx, expired, now);
    // Queued in this transaction: the tenant is told exactly when the cancellation commits (outbox).
    await enqueueEmails(
      tx,
      expired.map((row) => acceptanceExpiredEmail({ ...row, id: row.applicationId }, `${ctx.publicUrl}/listing`)),
    );
    if (unsettled.length === 0) return { details: { expired: expired.length } };
    const env = paymentsEnvOf(ctx);
    return {
      details: { expired: expired.length, asked: unsettled.length },
      afterCommit: async () => {
        for (const { intent } of unsettled) await reconcileIntent(env, intent, { expiring: true });
      },
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
