/**
 * Recording a succeeded PaymentIntent exactly once, whoever reports it first (browser, webhook, reconciliation
 * job, expiry, status check), only for an intent the server created for that transaction (ADR 0015). One intent may
 * pay several charges (Sign & Pay: deposit + first month and the stamp duty, ADR 0034): all are recorded together or
 * none. A succeeded intent whose charges can no longer take it (paid with another intent, cancelled, expired, amount
 * changed, deleted) is refunded whole automatically instead: the refund row and the payer's e-mail commit together, then the provider is called.
 */
import { CURRENCY, PAYABLE_TRANSACTION_STATUSES, transactionMessages as m } from '@sewamudah/shared';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { PaymentIntent } from '../../lib/payments/index.js';
import { activateIfSignedAndPaid } from '../contracts/contracts.repository.js';
import { chargeLateOnPayment } from '../late-charges/late-charges.service.js';
import { recordRepairPaid } from '../maintenance/repair-charges.js';
import type { PaymentsEnv } from './payments.service.js';
import { DELETED_CHARGE_REASON } from '../receipts/document-text.js';
import { issuePaymentReceipt } from '../receipts/receipts.service.js';
import { enqueueReceipt } from './receipts.js';
import { settleIntent } from './refunds.repository.js';
import { executeRefund, queueLateRefund } from './refunds.service.js';
import * as repo from './transactions.repository.js';
import type { TransactionRow } from './transactions.repository.js';

export const isPayable = (t: TransactionRow) => (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(t.status);

export type RegisteredIntent = NonNullable<Awaited<ReturnType<typeof repo.findRegisteredIntent>>>;

/** The intent must be the server's own for this transaction (registry) and its metadata must agree. */
export function verifyIntentIdentity(pi: PaymentIntent, t: TransactionRow, registered: RegisteredIntent | undefined) {
  if (pi.status !== 'succeeded') throw badRequest(m.paymentNotSucceeded);
  if (registered?.transactionId !== t.id) throw badRequest(m.paymentMismatch);
  const md = pi.metadata;
  if (md.transactionId !== t.id || md.userId !== t.userId || md.contractId !== t.contractId) {
    throw badRequest(m.paymentMismatch);
  }
  if (pi.amount !== registered.amountSen || pi.currency !== registered.currency) throw badRequest(m.amountMismatch);
}

/**
 * Checks a PaymentIntent against the transaction it claims to pay, the amount included: the intent's share for
 * this charge (`chargeSen`, its whole amount unless it pays several charges, ADR 0034) must still be its amount.
 */
export function verifyIntent(
  pi: PaymentIntent,
  t: TransactionRow,
  registered: RegisteredIntent | undefined,
  chargeSen: number = pi.amount,
): void {
  verifyIntentIdentity(pi, t, registered);
  if (chargeSen !== t.amountSen || pi.currency !== CURRENCY) throw badRequest(m.amountMismatch);
}

/** Why a succeeded intent can no longer pay its charges (late money, refunded), or null when it can. */
function lateReasonOf(
  pi: PaymentIntent,
  lines: readonly { charge: TransactionRow | undefined; amountSen: number }[],
  contract: repo.ContractRow | undefined,
): string | null {
  for (const { charge, amountSen } of lines) {
    if (!charge) return 'a charge it pays was deleted';
    if (charge.status === 'Paid') return 'it was already paid';
    if (!isPayable(charge)) return `it is ${charge.status.toLowerCase()}`;
    if (amountSen !== charge.amountSen) return 'its amount changed';
  }
  if (contract && contract.status !== 'Awaiting Payment') return `the contract is ${contract.status.toLowerCase()}`;
  const total = lines.reduce((sum, line) => sum + line.amountSen, 0);
  if (pi.amount !== total || pi.currency !== CURRENCY) return 'its amount changed';
  return null;
}

type Outcome = { kind: 'recorded' } | { kind: 'duplicate' } | { kind: 'late'; refundId: string | null; paid: boolean };

/**
 * Records a succeeded PaymentIntent in one DB transaction: a payment row per charge it pays (unique per intent and
 * charge, and per charge), each charge Paid, intent settled; for the deposit the contract becomes Active when its signed copy
 * is in, else it stays awaiting that copy. Returns whether this call recorded it (false: recorded before).
 * Late money is refunded, and the caller gets 409 (already paid / not payable).
 */
export async function recordSucceededPayment(env: PaymentsEnv, pi: PaymentIntent, source: string): Promise<boolean> {
  const registered = await repo.findRegisteredIntent(env.deps.database.db, pi.id);
  if (!registered) throw badRequest(m.paymentMismatch);
  const transactionId = registered.transactionId;
  if (transactionId === null) return refundDeletedChargePayment(env, pi, registered, source);
  // Stripe's events name the PaymentMethod only by id: ask the provider which method it was (ADR 0018).
  const method =
    pi.paymentMethod ?? (await env.deps.payments.retrievePaymentIntent(pi.id).catch(() => null))?.paymentMethod ?? null;
  const now = env.deps.clock();
  const charges = await repo.chargesOfIntent(env.deps.database.db, registered);
  const outcome = await env.deps.database.db.transaction(async (tx): Promise<Outcome> => {
    // Every charge the intent pays is locked, always in the same order (by id), so two recordings of one intent
    // (two webhooks, browser and job) wait for each other instead of deadlocking (ADR 0034).
    const locked = new Map<string, TransactionRow>();
    const ids = charges.flatMap((c) => (c.transactionId ? [c.transactionId] : []));
    for (const id of [...new Set(ids)].sort()) {
      const row = await repo.lockTransaction(tx, id);
      if (row) locked.set(id, row);
    }
    const t = locked.get(transactionId);
    if (!t) throw notFound(m.notFound);
    const recorded = await repo.findPaymentByIntent(tx, pi.id);
    if (recorded && locked.has(recorded.transactionId)) return { kind: 'duplicate' };
    verifyIntentIdentity(pi, t, registered);
    const contract = t.type === 'Deposit' ? await repo.lockContract(tx, t.contractId) : undefined;
    const lines = charges.map((c) => ({
      charge: c.transactionId ? locked.get(c.transactionId) : undefined,
      amountSen: c.amountSen,
    }));
    const lateReason = lateReasonOf(pi, lines, contract);
    if (lateReason) {
      // All or nothing: the one payment is returned whole, and each charge stays payable on its own.
      const refund = await queueLateRefund(tx, env, {
        transactionId: t.id,
        paymentIntentId: pi.id,
        amountSen: pi.amount,
        reason: `late payment: ${lateReason}`,
      });
      await settleIntent(tx, pi.id, 'refunded', now);
      env.log.warn({ paymentIntentId: pi.id, transactionId, source }, `late payment refunded: ${lateReason}`);
      return { kind: 'late', refundId: refund?.id ?? null, paid: t.status === 'Paid' };
    }
    // One payment row per charge, with its share; each charge Paid exactly once (payments unique per charge).
    for (const line of lines) {
      const charge = line.charge!;
      const inserted = await repo.insertPayment(tx, {
        transactionId: charge.id,
        provider: env.deps.payments.kind,
        paymentIntentId: pi.id,
        amountSen: line.amountSen,
        currency: pi.currency,
        source,
      });
      if (!inserted) throw conflict(m.alreadyPaid);
      await repo.markTransactionPaid(tx, charge.id, pi.id, now, method);
      // Rent paid late under the contract's clause gets its late charge with the payment (ADR 0031).
      await chargeLateOnPayment(tx, charge, now);
      // A repair share's ticket logs the payment (issue 26 §4).
      await recordRepairPaid(tx, charge, now);
    }
    await settleIntent(tx, pi.id, 'recorded', now);
    const contractActive = t.type === 'Deposit' ? await activateIfSignedAndPaid(tx, t.contractId, now) : undefined;
    // The receipt commits with the payment (outbox): recorded means the customer will be told.
    // Its official receipt's number is taken here, so a rolled-back recording leaves no gap (ADR 0019); one
    // receipt for the one payment, a line per charge when it paid several (ADR 0034).
    const receipt = await issuePaymentReceipt(tx, {
      transactionId: t.id,
      amountSen: pi.amount,
      paymentIntentId: pi.id,
      at: now,
      lines:
        lines.length > 1
          ? lines.map((line) => ({ transactionId: line.charge!.id, amountSen: line.amountSen }))
          : undefined,
    });
    const detail = await repo.findTransactionDetail(tx, t.id);
    if (detail) {
      const others = lines.slice(1).map((line) => line.charge!);
      await enqueueReceipt(tx, env.publicUrl, detail, pi.id, { contractActive, receipt, alsoPaid: others });
    }
    return { kind: 'recorded' };
  });
  if (outcome.kind === 'late') {
    // After commit: a failure here leaves the refund pending for the reconciliation job (same idempotency key).
    if (outcome.refundId) {
      await executeRefund(env, outcome.refundId).catch((error: unknown) =>
        env.log.error({ err: error, refundId: outcome.refundId }, 'late refund not executed yet'),
      );
    }
    throw conflict(outcome.paid ? m.alreadyPaid : m.notPayable);
  }
  return outcome.kind === 'recorded';
}

/**
 * Money for a charge deleted after its intent was created (issue 22): the registry kept the intent and what it was
 * for. Refunded in full exactly once (the intent row is locked, and an automatic refund is unique per intent), the
 * payer e-mailed in the same transaction, and needs-attention lists it; the caller gets 409 (not payable).
 */
async function refundDeletedChargePayment(
  env: PaymentsEnv,
  pi: PaymentIntent,
  registered: RegisteredIntent,
  source: string,
): Promise<never> {
  if (pi.status !== 'succeeded') throw badRequest(m.paymentNotSucceeded);
  const md = pi.metadata;
  if (md.transactionId !== registered.chargeId || md.userId !== registered.payerId) throw badRequest(m.paymentMismatch);
  if (md.contractId !== registered.contractId) throw badRequest(m.paymentMismatch);
  if (pi.amount !== registered.amountSen || pi.currency !== registered.currency) throw badRequest(m.amountMismatch);
  const refundId = await env.deps.database.db.transaction(async (tx) => {
    const intent = await repo.lockRegisteredIntent(tx, pi.id);
    if (!intent || intent.settledAt) return null;
    const refund = await queueLateRefund(tx, env, {
      transactionId: null,
      paymentIntentId: pi.id,
      amountSen: pi.amount,
      reason: DELETED_CHARGE_REASON,
    });
    await settleIntent(tx, pi.id, 'refunded', env.deps.clock());
    return refund?.id ?? null;
  });
  if (refundId) {
    env.log.warn(
      { paymentIntentId: pi.id, chargeId: registered.chargeId, source },
      'payment for a deleted charge refunded',
    );
    await executeRefund(env, refundId).catch((error: unknown) =>
      env.log.error({ err: error, refundId }, 'late refund not executed yet'),
    );
  }
  throw conflict(m.notPayable);
}
