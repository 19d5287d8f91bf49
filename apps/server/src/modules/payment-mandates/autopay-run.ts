/**
 * The autopay run (issue 24 §4, docs/decisions/0033), in two halves like reconciliation (ADR 0015):
 * - `planAutopay`, in the job's advisory-locked transaction: ends mandates whose tenancy ended, sends the pre-debit
 *   notices (3 days before), records the charges above the cap (try 0, the tenant told), and claims the tries that are
 *   due: an `autopay_attempts` row per charge, due date and try (1..3) — the run's dedupe key — written `pending`.
 *   Tries left pending by a run that stopped (kill -9) are picked up again.
 * - `executeAttempt`, after commit, outside any transaction: the provider is called with idempotency keys derived
 *   from the try (`autopay:<attempt id>`), the intent is registered before it is confirmed, and the outcome goes
 *   through the one recording path (`recordSucceededPayment`: payment, receipt, e-mail exactly once). A try resumed
 *   after a kill finds the same intent and never charges twice; a charge paid by hand is never charged (checked
 *   under its row lock), and money that raced a hand payment is refunded by the recording path.
 * A declined try, or one the bank wants to authenticate, tells the tenant with the pay link (FPX first); the
 * reminder ladder keeps reminding until the charge is paid. At most two retries, a day apart; none after an
 * authentication need (only the tenant can give it).
 */
import {
  addDays,
  AUTOPAY_MAX_TRIES,
  AUTOPAY_NOTICE_DAYS,
  AUTOPAY_RETRY_AFTER_DAYS,
  CURRENCY,
  todayInMalaysia,
  type AutopayAttemptStatus,
} from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Job } from '../../lib/jobs/runner.js';
import type { PaymentIntent } from '../../lib/payments/index.js';
import type { PaymentsEnv } from '../transactions/payments.service.js';
import { recordSucceededPayment } from '../transactions/record-payment.js';
import { paymentsEnvOf } from '../transactions/reconciliation.js';
import { settleIntent } from '../transactions/refunds.repository.js';
import * as txRepo from '../transactions/transactions.repository.js';
import { sendEndedNotice, sendFailedNotice, sendOverCapNotice, sendPreDebitNotice } from './autopay-notices.js';
import * as repo from './payment-mandates.repository.js';
import type { AttemptRow, ChargeRow, MandateRow } from './payment-mandates.repository.js';

const MANDATES_PER_RUN = 500;
const RESUMED_PER_RUN = 100;

/** The day a mandate pays a charge: its due date, or up to 3 days before. */
export const payDateOf = (mandate: Pick<MandateRow, 'daysBefore'>, dueDate: string) =>
  addDays(dueDate, -mandate.daysBefore);

/** Statuses after which a charge needs no more tries. */
const SETTLED: readonly AutopayAttemptStatus[] = ['pending', 'succeeded', 'not_needed'];

export type NextTry =
  { kind: 'try'; tryNumber: number } | { kind: 'none'; why: 'busy' | 'decided' | 'exhausted' | 'wait' };

/** Whether a charge may be tried now (`ignoreWait`: the tenant asked to pay now). */
export function nextTry(attempts: AttemptRow[], today: string, ignoreWait = false): NextTry {
  if (attempts.some((a) => a.tryNumber === 0)) return { kind: 'none', why: 'decided' };
  if (attempts.some((a) => SETTLED.includes(a.status))) return { kind: 'none', why: 'busy' };
  const tries = attempts.filter((a) => a.tryNumber > 0);
  const last = tries.at(-1);
  if (tries.length >= AUTOPAY_MAX_TRIES) return { kind: 'none', why: 'exhausted' };
  if (last && !ignoreWait) {
    if (last.status === 'authentication_required') return { kind: 'none', why: 'exhausted' };
    const finished = todayInMalaysia(last.finishedAt ?? last.createdAt);
    if (addDays(finished, AUTOPAY_RETRY_AFTER_DAYS) > today) return { kind: 'none', why: 'wait' };
  }
  return { kind: 'try', tryNumber: tries.length + 1 };
}

async function tenantOf(tx: DbOrTx, mandate: MandateRow) {
  const detail = await repo.findMandateDetail(tx, mandate.id);
  if (!detail) return null;
  const place = detail.roomName ? `${detail.roomName}, ${detail.propertyName}` : detail.propertyName;
  const to = {
    id: mandate.userId,
    email: detail.tenant.email,
    firstname: detail.tenant.firstname,
    language: detail.tenant.language ?? 'en',
  };
  return { to, place };
}

/** Ends a mandate (tenancy over, or revoked) and tells the tenant, once. */
export async function endMandate(
  tx: DbOrTx,
  publicUrl: string,
  mandate: MandateRow,
  status: 'ended' | 'revoked',
  now: Date,
): Promise<MandateRow> {
  const ended = await repo.updateMandate(tx, mandate.id, {
    status,
    endedAt: now,
    endReason: status === 'ended' ? 'contract' : 'revoked',
  });
  const tenant = await tenantOf(tx, mandate);
  if (tenant) {
    await sendEndedNotice(tx, publicUrl, ended, tenant.to, tenant.place, status === 'ended' ? 'contract' : 'revoked');
  }
  return ended;
}

/** Claims the try of a charge that is due now, or records it above the cap; answers the claimed try. */
export async function claimCharge(
  tx: DbOrTx,
  publicUrl: string,
  mandate: MandateRow,
  charge: ChargeRow,
  today: string,
  ignoreWait = false,
): Promise<{ attempt: AttemptRow | null; why?: string }> {
  const attempts = await repo.attemptsOfCharge(tx, charge.id, charge.dueDate);
  if (charge.amountSen > mandate.capSen) {
    if (!attempts.some((a) => a.tryNumber === 0)) {
      const decided = await repo.claimAttempt(tx, {
        mandateId: mandate.id,
        transactionId: charge.id,
        dueDate: charge.dueDate,
        tryNumber: 0,
        status: 'over_cap',
        amountSen: charge.amountSen,
        finishedAt: new Date(`${today}T00:00:00+08:00`),
      });
      if (decided) await sendOverCapNotice(tx, publicUrl, mandate, charge);
    }
    return { attempt: null, why: 'over_cap' };
  }
  const next = nextTry(attempts, today, ignoreWait);
  if (next.kind === 'none') return { attempt: null, why: next.why };
  const attempt = await repo.claimAttempt(tx, {
    mandateId: mandate.id,
    transactionId: charge.id,
    dueDate: charge.dueDate,
    tryNumber: next.tryNumber,
    status: 'pending',
    amountSen: charge.amountSen,
  });
  return { attempt, why: attempt ? undefined : 'busy' };
}

export async function planAutopay(tx: DbOrTx, publicUrl: string, now: Date) {
  const today = todayInMalaysia(now);
  const claimed: string[] = [];
  let notices = 0;
  let ended = 0;
  for (const { mandate, contract } of await repo.runnableMandates(tx, MANDATES_PER_RUN)) {
    if (contract.status !== 'Active' || contract.endDate < today) {
      await endMandate(tx, publicUrl, mandate, 'ended', now);
      ended++;
      continue;
    }
    if (mandate.status !== 'active') continue;
    const horizon = addDays(today, mandate.daysBefore + AUTOPAY_NOTICE_DAYS);
    for (const charge of await repo.payableCharges(tx, mandate, contract.endDate, horizon)) {
      const payDate = payDateOf(mandate, charge.dueDate);
      const attempts = await repo.attemptsOfCharge(tx, charge.id, charge.dueDate);
      if (attempts.some((a) => a.tryNumber === 0)) continue; // skipped, or above the cap (told already)
      if (charge.amountSen <= mandate.capSen && attempts.length === 0) {
        // The pre-debit notice: from 3 days before the pay date (once; on the day itself if set up later).
        if (await sendPreDebitNotice(tx, publicUrl, mandate, charge, payDate)) notices++;
      }
      if (charge.amountSen > mandate.capSen && today < addDays(payDate, -AUTOPAY_NOTICE_DAYS)) continue;
      if (charge.amountSen <= mandate.capSen && today < payDate) continue;
      const { attempt } = await claimCharge(tx, publicUrl, mandate, charge, today);
      if (attempt) claimed.push(attempt.id);
    }
  }
  // Tries a stopped run left pending (the new ones are pending too: each is executed once below).
  const resumed = (await repo.pendingAttempts(tx, RESUMED_PER_RUN))
    .map((a) => a.id)
    .filter((id) => !claimed.includes(id));
  return { attemptIds: [...claimed, ...resumed], claimed: claimed.length, resumed: resumed.length, notices, ended };
}

/** How a try ended, for the caller (pay now answers it). */
export type TryOutcome = AttemptRow | undefined;

/** Runs one pending try at the provider (see the file's comment); safe to call again for the same try. */
export async function executeAttempt(env: PaymentsEnv, attemptId: string): Promise<TryOutcome> {
  const db = env.deps.database.db;
  const attempt = await repo.findAttempt(db, attemptId);
  if (!attempt || attempt.status !== 'pending') return attempt;
  const now = env.deps.clock();
  const ready = await db.transaction(async (tx) => {
    const t = await txRepo.lockTransaction(tx, attempt.transactionId);
    const mandate = await repo.lockMandate(tx, attempt.mandateId);
    const contract = t ? await txRepo.findContract(tx, t.contractId) : undefined;
    if (!t || !mandate || !contract) return null;
    if (!attempt.paymentIntentId) {
      // Nothing is at the provider yet: a charge no longer wanted is not charged at all.
      const reason =
        t.status !== 'Pending'
          ? `charge ${t.status.toLowerCase()}`
          : mandate.status !== 'active'
            ? `mandate ${mandate.status}`
            : contract.status !== 'Active'
              ? `contract ${contract.status.toLowerCase()}`
              : t.amountSen !== attempt.amountSen || t.amountSen > mandate.capSen
                ? 'amount changed'
                : null;
      if (reason) {
        await repo.finishAttempt(tx, attempt.id, { status: 'not_needed', error: reason }, now);
        return null;
      }
    }
    return { t, mandate };
  });
  if (!ready) return repo.findAttempt(db, attemptId);
  const { t, mandate } = ready;
  const mandates = env.deps.payments.mandates;
  const pi = await mandates.createOffSessionIntent({
    amount: attempt.amountSen,
    currency: CURRENCY,
    customerId: mandate.customerId!,
    paymentMethodId: mandate.paymentMethodId!,
    metadata: {
      transactionId: t.id,
      contractId: t.contractId,
      userId: t.userId,
      type: t.type,
      mandateId: mandate.id,
      autopayAttemptId: attempt.id,
    },
    description: `SewaMudah autopay ${t.type}`,
    idempotencyKey: `sewamudah:autopay:${attempt.id}`,
  });
  // Registered before any money moves: reconciliation and the webhook know it from here on (ADR 0015).
  await txRepo.registerPaymentIntent(db, t, { providerId: pi.id, amountSen: attempt.amountSen, currency: CURRENCY });
  await repo.setAttemptIntent(db, attempt.id, pi.id);
  let current: PaymentIntent = pi;
  // Not confirmed yet: Stripe's intent of a saved card waits in requires_confirmation, the sandbox's in
  // requires_payment_method without an error.
  if (pi.status === 'requires_confirmation' || (pi.status === 'requires_payment_method' && !pi.lastPaymentError)) {
    // The last moment to notice a hand payment before the card is charged.
    const fresh = await txRepo.findTransaction(db, t.id);
    if (fresh?.status !== 'Pending') {
      await env.deps.payments.cancelPaymentIntent(pi.id).catch(() => undefined);
      await db.transaction(async (tx) => {
        await settleIntent(tx, pi.id, 'released', now);
        await repo.finishAttempt(tx, attempt.id, { status: 'not_needed', error: 'charge paid meanwhile' }, now);
      });
      return repo.findAttempt(db, attemptId);
    }
    current = await mandates.confirmOffSession(pi.id, mandate.paymentMethodId!);
  }
  return settleTry(env, attempt, mandate, current);
}

async function settleTry(env: PaymentsEnv, attempt: AttemptRow, mandate: MandateRow, pi: PaymentIntent) {
  const db = env.deps.database.db;
  const now = env.deps.clock();
  if (pi.status === 'succeeded') {
    let status: AutopayAttemptStatus = 'succeeded';
    let error: string | null = null;
    try {
      await recordSucceededPayment(env, pi, 'autopay');
    } catch (e) {
      // Paid by hand a moment before: the recording path refunded this money (ADR 0015).
      if (!(e instanceof AppError && e.statusCode === 409)) throw e;
      status = 'not_needed';
      error = 'paid by hand meanwhile: refunded';
    }
    await repo.finishAttempt(db, attempt.id, { status, error, paymentIntentId: pi.id }, now);
    return repo.findAttempt(db, attempt.id);
  }
  const failed = pi.status === 'requires_action' || (pi.status === 'requires_payment_method' && pi.lastPaymentError);
  if (!failed) return repo.findAttempt(db, attempt.id); // processing: the next run asks again
  const code = pi.lastPaymentError?.code ?? 'authentication_required';
  const status: AutopayAttemptStatus =
    code === 'authentication_required' || pi.status === 'requires_action' ? 'authentication_required' : 'declined';
  // Never payable later: the tenant pays with a new intent of their own (FPX first).
  await env.deps.payments.cancelPaymentIntent(pi.id).catch((e: unknown) => env.log.warn({ err: e }, 'cancel failed'));
  await db.transaction(async (tx) => {
    await settleIntent(tx, pi.id, 'released', now);
    const finished = await repo.finishAttempt(tx, attempt.id, { status, error: code, paymentIntentId: pi.id }, now);
    if (!finished) return;
    const retry =
      status === 'declined' && attempt.tryNumber < AUTOPAY_MAX_TRIES
        ? addDays(todayInMalaysia(now), AUTOPAY_RETRY_AFTER_DAYS)
        : null;
    await sendFailedNotice(tx, env.publicUrl, mandate, finished, retry);
  });
  return repo.findAttempt(db, attempt.id);
}

export const autopayJob: Job = {
  name: 'payments.autopay',
  // Hourly: a try is due from the start of its pay date; notices go out the day they are reached.
  intervalMs: 60 * 60 * 1000,
  async run(tx, ctx) {
    const env = paymentsEnvOf(ctx);
    const plan = await planAutopay(tx, ctx.publicUrl, ctx.clock());
    return {
      details: { claimed: plan.claimed, resumed: plan.resumed, notices: plan.notices, ended: plan.ended },
      afterCommit: async () => {
        for (const id of plan.attemptIds) {
          await executeAttempt(env, id).catch((error: unknown) =>
            ctx.log.error({ err: error, attemptId: id }, 'autopay try not finished (the next run resumes it)'),
          );
        }
      },
    };
  },
};
