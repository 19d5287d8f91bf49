/**
 * Reconciliation (ADR 0015): every PaymentIntent the server created and has not settled is checked with the
 * provider on a schedule (recent ones often, older ones with backoff). A succeeded one is recorded exactly once
 * (or refunded when its charge is no longer payable); a failed, cancelled or abandoned one is released. Refunds
 * the provider has not confirmed are retried with their own idempotency key; refunds it left pending are asked
 * about (refund-updates.ts). The job's transaction only claims
 * work (advisory lock + SKIP LOCKED, next check pushed back); the provider is called after commit.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentIntents, transactions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Job, JobContext } from '../../lib/jobs/runner.js';
import { REUSABLE_INTENT_STATUSES } from '../../lib/payments/provider.js';
import type { PaymentsEnv } from './payments.service.js';
import { isPayable, recordSucceededPayment, type RegisteredIntent } from './record-payment.js';
import * as refundsRepo from './refunds.repository.js';
import { checkPendingRefund } from './refund-updates.js';
import { executeRefund } from './refunds.service.js';
import * as repo from './transactions.repository.js';

/** An intent still confirmable this long after its creation is abandoned: cancelled at the provider, released. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export type ReconcileOutcome = 'recorded' | 'refunded' | 'released' | 'waiting';

export function paymentsEnvOf(ctx: JobContext): PaymentsEnv {
  if (!ctx.payments) throw new Error('this job needs the payment provider in its context');
  const { database, storage, mailer, clock, payments } = ctx;
  return { deps: { database, storage, mailer, clock, payments }, publicUrl: ctx.publicUrl, log: ctx.log };
}

async function recordOrRefund(env: PaymentsEnv, pi: Parameters<typeof recordSucceededPayment>[1]) {
  try {
    await recordSucceededPayment(env, pi, 'job');
    return 'recorded' as const;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) {
      const row = await repo.findRegisteredIntent(env.deps.database.db, pi.id);
      if (row?.settlement === 'refunded') return 'refunded' as const;
      if (row?.settlement === 'recorded') return 'recorded' as const;
    }
    throw error;
  }
}

/**
 * Asks the provider about one registered intent and settles it when it can. `expiring`: the charge's deadline
 * has passed, so a still-confirmable intent is abandoned now (cancelled, so it can never be paid later).
 */
export async function reconcileIntent(
  env: PaymentsEnv,
  intent: RegisteredIntent,
  options: { expiring?: boolean } = {},
): Promise<ReconcileOutcome> {
  const db = env.deps.database.db;
  const now = env.deps.clock();
  const pi = await env.deps.payments.retrievePaymentIntent(intent.providerId);
  if (!pi) {
    await refundsRepo.settleIntent(db, intent.providerId, 'released', now);
    return 'released';
  }
  await refundsRepo.noteIntentStatus(db, pi.id, pi.status);
  if (pi.status === 'succeeded') return recordOrRefund(env, pi);
  if (pi.status === 'canceled') {
    await refundsRepo.settleIntent(db, pi.id, 'released', now);
    return 'released';
  }
  if (!REUSABLE_INTENT_STATUSES.includes(pi.status)) return 'waiting'; // processing, requires_capture
  // A deleted charge's intent (issue 22) is abandoned: nothing can take its money any more.
  const t = intent.transactionId ? await repo.findTransaction(db, intent.transactionId) : undefined;
  const abandoned =
    options.expiring || !t || !isPayable(t) || now.getTime() - intent.createdAt.getTime() > ABANDONED_AFTER_MS;
  if (!abandoned) return 'waiting';
  try {
    await env.deps.payments.cancelPaymentIntent(pi.id);
  } catch (error) {
    // It may have been paid a moment ago: ask again.
    const again = await env.deps.payments.retrievePaymentIntent(pi.id);
    if (again?.status === 'succeeded') return recordOrRefund(env, again);
    throw error;
  }
  await refundsRepo.settleIntent(db, pi.id, 'released', now);
  return 'released';
}

/** Unsettled intents of the deposits of these contracts (expiry asks the provider about them first). */
export async function unsettledDepositIntents(tx: DbOrTx, contractIds: string[]) {
  if (contractIds.length === 0) return [];
  return tx
    .select({ intent: paymentIntents, contractId: transactions.contractId })
    .from(paymentIntents)
    .innerJoin(transactions, eq(transactions.id, paymentIntents.transactionId))
    .where(
      and(
        inArray(transactions.contractId, contractIds),
        eq(transactions.type, 'Deposit'),
        isNull(paymentIntents.settledAt),
      ),
    );
}

const BATCH = 50;

export const reconcilePaymentsJob: Job = {
  name: 'payments.reconcile',
  intervalMs: 60_000,
  async run(tx, ctx) {
    const env = paymentsEnvOf(ctx);
    const now = ctx.clock();
    const intents = await refundsRepo.claimDueIntents(tx, now, BATCH);
    const refundIds = await refundsRepo.claimDueRefunds(tx, now, 5 * 60_000, BATCH);
    const pendingRefunds = await refundsRepo.claimPendingProviderRefunds(tx, now, BATCH);
    return {
      details: { intents: intents.length, refunds: refundIds.length, pendingRefunds: pendingRefunds.length },
      afterCommit: async () => {
        for (const intent of intents) {
          await reconcileIntent(env, intent).catch((error: unknown) =>
            ctx.log.error({ err: error, paymentIntentId: intent.providerId }, 'reconciliation check failed'),
          );
        }
        for (const id of refundIds) await executeRefund(env, id);
        for (const refund of pendingRefunds) {
          await checkPendingRefund(env, refund).catch((error: unknown) =>
            ctx.log.error({ err: error, refundId: refund.id }, 'refund status check failed'),
          );
        }
      },
    };
  },
};
