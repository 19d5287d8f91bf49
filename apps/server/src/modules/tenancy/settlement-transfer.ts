/**
 * A deposit balance paid by bank transfer (issue 25 §4, docs/decisions/0038): when the deposit was paid by FPX or the
 * provider refused the refund, the tenant enters the bank account and the admin records the transfer (reference,
 * date), which lands in `refunds` as a succeeded refund with its receipt in the same transaction. Every step runs
 * under the statement's row lock and version: two requests at once leave one (409).
 */
import {
  formatRM,
  refundMessages as rm,
  rmToSen,
  senToRm,
  tenancyMessages as tm,
  todayInMalaysia,
  type RecordTransferBody,
  type RefundAccount,
  type UserInfo,
} from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { depositSettlements, refunds } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { issueRefundReceipt } from '../receipts/receipts.service.js';
import { lockPaymentOfTransaction, refundedSen } from '../transactions/refunds.repository.js';
import {
  assertTenant,
  finalSen,
  lockEndedContract,
  statementLink,
  transition,
  type SettlementEnv,
} from './settlement-shared.js';
import { getSettlement } from './settlement-statement.js';
import * as repo from './settlement.repository.js';
import { notifySettlement } from './tenancy-notices.js';
import { actorOf, recordTenancyEvent } from './tenancy-events.js';
import { findVisibleTenancy } from './tenancy.service.js';

/** The tenant: the bank account a refund by transfer goes to (from the statement's issue until the refund). */
export async function saveRefundAccount(deps: AppDeps, user: UserInfo, contractId: string, account: RefundAccount) {
  const contract = await findVisibleTenancy(deps, user, contractId);
  assertTenant(user, contract);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const row = await transition(tx, contractId, {
      status: ['issued', 'disputed', 'final', 'awaiting_transfer'],
      error: tm.accountNotOpen,
    });
    await tx
      .update(depositSettlements)
      .set({ refundAccount: account, refundAccountAt: now, version: row.version + 1 })
      .where(eq(depositSettlements.id, row.id));
    await recordTenancyEvent(tx, {
      contractId,
      type: 'refund_account_saved',
      at: now,
      actor: actorOf(user),
      data: { bank: account.bank, last4: account.accountNumber.slice(-4) },
    });
  });
  return getSettlement(deps, user, contractId);
}

/**
 * Admin: records the bank transfer of the balance (exactly the balance; reference and date). The refund lands in the
 * ledger (`refunds`, succeeded, provider 'bank_transfer', against the deposit's payment: never more than was paid)
 * with its receipt, in one transaction under the statement's lock and version.
 */
export async function recordTransfer(
  deps: AppDeps,
  env: SettlementEnv,
  admin: UserInfo,
  contractId: string,
  body: RecordTransferBody,
) {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const contract = await lockEndedContract(tx, contractId);
    const current = await repo.findSettlement(tx, contractId);
    const row = await transition(tx, contractId, {
      version: body.version,
      status: ['awaiting_transfer'],
      error: current?.status === 'refunded' ? tm.settlementRefunded : tm.notAwaitingTransfer,
    });
    if (!row.refundAccount) throw conflict(tm.noAccount);
    const balanceSen = row.depositSen - (await repo.listDeductions(tx, row.id)).reduce((s, d) => s + finalSen(d), 0);
    const amountSen = rmToSen(body.amount);
    if (amountSen > balanceSen) throw badRequest(tm.transferAboveBalance, { amount: tm.transferAboveBalance });
    if (amountSen !== balanceSen) throw badRequest(tm.transferNotBalance, { amount: tm.transferNotBalance });
    if (body.transferDate > todayInMalaysia(now)) {
      throw badRequest(tm.transferDateFuture, { transferDate: tm.transferDateFuture });
    }
    const held = await repo.depositHeldSen(tx, contract);
    if (!held.chargeId) throw conflict(tm.settlementNoDeposit);
    const payment = await lockPaymentOfTransaction(tx, held.chargeId);
    if (!payment) throw conflict(tm.settlementNoDeposit);
    const refunded = await refundedSen(tx, payment.paymentIntentId, held.chargeId);
    if (refunded + amountSen > payment.amountSen) {
      throw badRequest(rm.overRefund(formatRM(senToRm(payment.amountSen - refunded))));
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        transactionId: held.chargeId,
        paymentIntentId: payment.paymentIntentId,
        provider: 'bank_transfer',
        kind: 'admin',
        providerRefundId: body.reference,
        amountSen,
        reason: tm.depositTransferReason,
        status: 'succeeded',
        attempts: 1,
        createdBy: admin.userId,
        nextAttemptAt: now,
      })
      .returning();
    await tx
      .update(depositSettlements)
      .set({
        status: 'refunded',
        version: row.version + 1,
        refundId: refund!.id,
        refundedAt: now,
        transferReference: body.reference,
        transferDate: body.transferDate,
      })
      .where(eq(depositSettlements.id, row.id));
    const receipt = await issueRefundReceipt(tx, env.publicUrl, refund!.id, now);
    await recordTenancyEvent(tx, {
      contractId,
      type: 'deposit_refunded',
      at: now,
      actor: actorOf(admin),
      data: {
        refundId: refund!.id,
        amountSen,
        method: 'bank_transfer',
        bank: row.refundAccount.bank,
        reference: body.reference,
        transferDate: body.transferDate,
      },
      links: [statementLink(contractId), ...(receipt ? [{ kind: 'receipt', id: receipt.id }] : [])],
    });
    await notifySettlement(tx, contract.userId, contractId, 'depositRefunded', { amount: senToRm(amountSen) });
  });
  return getSettlement(deps, admin, contractId);
}
