/**
 * Refunds (ADR 0015). The refund row is written first, in a database transaction (admin refunds: under a row lock
 * on the payment, with the never-more-than-paid check); the provider is called after commit with an idempotency
 * key derived from the row id, then the row's status is updated. A call that did not get an answer stays pending
 * and the reconciliation job calls again with the same key: a refund is never made twice.
 */
import {
  formatRM,
  refundMessages as rm,
  rmToSen,
  senToRm,
  transactionMessages as m,
  type CreateRefundBody,
  type Refund,
  type UserInfo,
} from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import type { PaymentsEnv } from './payments.service.js';
import { refundEmail } from './refund-email.js';
import { applyFullDepositRefund } from '../contracts/contracts.service.js';
import { issueRefundReceipt } from '../receipts/receipts.service.js';
import { actorOf, contractOfCharge, recordTenancyEvent, SYSTEM_ACTOR } from '../tenancy/tenancy-events.js';
import * as refundsRepo from './refunds.repository.js';
import type { RefundRow } from './refunds.repository.js';
import * as repo from './transactions.repository.js';

export const toRefundDto = (r: RefundRow): Refund => ({
  _id: r.id,
  id: r.id,
  // Only a deleted charge's refund has none, and those are never listed by charge (issue 22).
  transactionId: r.transactionId ?? '',
  amount: senToRm(r.amountSen),
  reason: r.reason,
  kind: r.kind as Refund['kind'],
  status: r.status as Refund['status'],
  createdAt: r.createdAt.toISOString(),
});

/**
 * Tells the payer, in the transaction that records the refund (outbox), in the payer's stored language. A deleted
 * charge's refund (issue 22) names the charge from what its intent kept.
 */
async function enqueueRefundEmail(tx: DbOrTx, publicUrl: string, refund: RefundRow, late: boolean): Promise<void> {
  if (refund.transactionId === null) {
    const party = await repo.findDeletedChargeParty(tx, refund.paymentIntentId);
    if (party) {
      const about = { transaction: { type: party.chargeType }, user: party.user, property: party.property };
      await enqueueEmail(tx, refundEmail(publicUrl, about, refund, late));
    }
    return;
  }
  const detail = await repo.findTransactionDetail(tx, refund.transactionId);
  if (detail) await enqueueEmail(tx, refundEmail(publicUrl, detail, refund, late));
}

/**
 * Late money: a succeeded intent for a charge that is already paid, cancelled or expired. Queues its full
 * refund (once per intent) and the payer's e-mail in the caller's transaction; returns the refund to execute.
 */
export async function queueLateRefund(
  tx: DbOrTx,
  env: PaymentsEnv,
  /** `transactionId` null: money for a deleted charge (issue 22). */
  input: { transactionId: string | null; paymentIntentId: string; amountSen: number; reason: string },
): Promise<RefundRow | undefined> {
  // A committed one is read first, without a lock: the insert's unique check would wait on that row while the first
  // report's refund is being executed, and that execution waits on the charge this caller holds (a deadlock).
  if (await refundsRepo.findAutomaticRefund(tx, input.paymentIntentId)) return undefined;
  const refund = await refundsRepo.insertRefund(tx, {
    transactionId: input.transactionId,
    paymentIntentId: input.paymentIntentId,
    provider: env.deps.payments.kind,
    kind: 'automatic',
    amountSen: input.amountSen,
    reason: input.reason,
    nextAttemptAt: new Date(env.deps.clock().getTime() + refundsRepo.REFUND_RETRY_GRACE_MS),
  });
  if (refund) await enqueueRefundEmail(tx, env.publicUrl, refund, true);
  const contractId = refund && input.transactionId ? await contractOfCharge(tx, input.transactionId) : null;
  if (refund && contractId) {
    await recordTenancyEvent(tx, {
      contractId,
      type: 'refund_requested',
      at: env.deps.clock(),
      actor: SYSTEM_ACTOR,
      data: { transactionId: input.transactionId, refundId: refund.id, amountSen: input.amountSen, automatic: true },
    });
  }
  return refund;
}

/** Whether a provider error means "this refund will never go through" (not a network or server failure). */
function isPermanent(error: unknown): boolean {
  if (error instanceof AppError) return error.statusCode < 500;
  const type = (error as { type?: string }).type;
  return type === 'StripeInvalidRequestError' || type === 'StripeCardError';
}

/** Calls the provider for a pending refund (idempotent per refund row); updates and returns the row. */
export async function executeRefund(env: PaymentsEnv, refundId: string): Promise<RefundRow> {
  const db = env.deps.database.db;
  const refund = await refundsRepo.findRefund(db, refundId);
  if (!refund) throw notFound(m.notFound);
  if (refund.status !== 'pending' || refund.providerRefundId) return refund;
  const now = env.deps.clock();
  try {
    const result = await env.deps.payments.createRefund({
      paymentIntentId: refund.paymentIntentId,
      amount: refund.amountSen,
      idempotencyKey: `sewamudah-refund:${refund.id}`,
      metadata: { refundId: refund.id, ...(refund.transactionId ? { transactionId: refund.transactionId } : {}) },
    });
    // The provider's answer and, for a success, the refund's receipt (its number) commit together (ADR 0019).
    await db.transaction(async (tx) => {
      await refundsRepo.updatePendingRefund(tx, refund.id, {
        providerRefundId: result.id,
        status: result.status,
        failure: result.failure,
        attempts: refund.attempts + 1,
      });
      if (result.status === 'succeeded') await issueRefundReceipt(tx, env.publicUrl, refund.id, now);
    });
  } catch (error) {
    const permanent = isPermanent(error);
    env.log.error({ err: error, refundId: refund.id, permanent }, 'refund at the provider failed');
    await refundsRepo.updatePendingRefund(db, refund.id, {
      status: permanent ? 'failed' : 'pending',
      failure: error instanceof Error ? error.message.slice(0, 500) : String(error),
      attempts: refund.attempts + 1,
      nextAttemptAt: new Date(now.getTime() + refundsRepo.checkDelayMs(refund.attempts)),
    });
  }
  return (await refundsRepo.findRefund(db, refund.id))!;
}

/** An admin refunds (part of) a paid charge; never more than was paid, once however many requests race. */
export async function createAdminRefund(
  env: PaymentsEnv,
  admin: UserInfo,
  transactionId: string,
  body: CreateRefundBody,
): Promise<RefundRow> {
  const amountSen = rmToSen(body.amount);
  const refund = await env.deps.database.db.transaction(async (tx) => {
    const t = await repo.findTransaction(tx, transactionId);
    if (!t) throw notFound(m.notFound);
    const payment = await refundsRepo.lockPaymentOfTransaction(tx, transactionId);
    if (!payment || t.status !== 'Paid') throw conflict(rm.notRefundable);
    const refunded = await refundsRepo.refundedSen(tx, payment.paymentIntentId, transactionId);
    if (refunded + amountSen > payment.amountSen) {
      throw badRequest(rm.overRefund(formatRM(senToRm(payment.amountSen - refunded))));
    }
    // The whole deposit back: the contract is cancelled before its start, refused while it runs (ADR 0028).
    if (t.type === 'Deposit' && refunded + amountSen === payment.amountSen) {
      await applyFullDepositRefund(tx, t.contractId, env.deps.clock(), admin.userId);
    }
    const row = await refundsRepo.insertRefund(tx, {
      transactionId,
      paymentIntentId: payment.paymentIntentId,
      provider: payment.provider,
      kind: 'admin',
      amountSen,
      reason: body.reason,
      createdBy: admin.userId,
      nextAttemptAt: new Date(env.deps.clock().getTime() + refundsRepo.REFUND_RETRY_GRACE_MS),
    });
    await enqueueRefundEmail(tx, env.publicUrl, row!, false);
    await recordTenancyEvent(tx, {
      contractId: t.contractId,
      type: 'refund_requested',
      at: env.deps.clock(),
      actor: actorOf(admin),
      data: { transactionId, refundId: row!.id, chargeType: t.type, amountSen, reason: body.reason },
    });
    return row!;
  });
  return executeRefund(env, refund.id);
}

/** The refunds of a charge: its payer or an admin. */
export async function listRefunds(env: PaymentsEnv, user: UserInfo, transactionId: string): Promise<Refund[]> {
  const db = env.deps.database.db;
  const t = await repo.findTransaction(db, transactionId);
  if (!t || (user.userType !== 'admin' && t.userId !== user.userId)) throw notFound(m.notFound);
  return (await refundsRepo.listRefundsOfTransaction(db, transactionId)).map(toRefundDto);
}
