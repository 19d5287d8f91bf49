/**
 * The money of a final deposit statement (issue 25 §4, docs/decisions/0038).
 *
 * - Charges deducted on the statement (unpaid rent, repair shares) are settled by the deposit in the claim's
 *   transaction: marked Paid with the deduction's `settled_at` as the link, never collected again. One the tenant paid
 *   separately in the meantime is dropped from the statement instead (not taken twice).
 * - A positive balance goes back to the deposit's card through the refunds machinery (ADR 15; receipt with the
 *   provider's success). A deposit paid by FPX, or a refund the provider refuses, is paid by bank transfer to the
 *   account the tenant enters (settlement-transfer.ts).
 * - A negative balance becomes a Pending "Deductions above the deposit" charge.
 * Every step runs under the statement's row lock and version: two requests at once leave one (409).
 */
import { addDays, senToRm, tenancyMessages as tm, todayInMalaysia, type UserInfo } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { depositSettlements, settlementDeductions, transactions } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { recordRepairSettledByDeposit } from '../maintenance/repair-charges.js';
import { createAdminRefund } from '../transactions/refunds.service.js';
import { finalSen, lockEndedContract, statementLink, transition, type SettlementEnv } from './settlement-shared.js';
import { getSettlement } from './settlement-statement.js';
import * as repo from './settlement.repository.js';
import { notifyAccountNeeded } from './settlement-notices.js';
import { notifySettlement } from './tenancy-notices.js';
import { actorOf, recordTenancyEvent } from './tenancy-events.js';

/**
 * Settles the charges deducted on the statement by the deposit (in the claim's transaction). Returns the balance
 * after any deduction whose charge was paid or cancelled separately has been dropped.
 */
async function settleDeductedCharges(
  tx: DbOrTx,
  settlement: repo.SettlementRow,
  admin: UserInfo,
  now: Date,
): Promise<number> {
  const deductions = await repo.listDeductions(tx, settlement.id);
  for (const d of deductions) {
    if (!d.transactionId || d.settledAt || finalSen(d) === 0 || d.answer === 'reduce') continue;
    const [charge] = await tx.select().from(transactions).where(eq(transactions.id, d.transactionId)).for('update');
    if (!charge || charge.status !== 'Pending') {
      await tx
        .update(settlementDeductions)
        .set({ answer: 'drop', answerNote: tm.chargePaidSeparately, answeredAmountSen: null, answeredAt: now })
        .where(eq(settlementDeductions.id, d.id));
      continue;
    }
    await tx
      .update(transactions)
      .set({ status: 'Paid', paymentDate: now, paymentIntentId: null })
      .where(eq(transactions.id, charge.id));
    await tx.update(settlementDeductions).set({ settledAt: now }).where(eq(settlementDeductions.id, d.id));
    await recordTenancyEvent(tx, {
      contractId: settlement.contractId,
      type: 'paid',
      at: now,
      actor: actorOf(admin),
      data: { transactionId: charge.id, chargeType: charge.type, amountSen: charge.amountSen, settledByDeposit: true },
      links: [statementLink(settlement.contractId)],
    });
    await recordRepairSettledByDeposit(tx, charge, settlement.id, admin.userId, now);
  }
  const after = await repo.listDeductions(tx, settlement.id);
  return settlement.depositSen - after.reduce((sum, d) => sum + finalSen(d), 0);
}

/** Whether the deposit's payment can go back the way it came: a card yes, FPX (a bank debit) no. */
async function depositPayment(tx: DbOrTx, chargeId: string) {
  const [charge] = await tx.select().from(transactions).where(eq(transactions.id, chargeId));
  return { byProvider: charge?.paymentMethod !== 'fpx' };
}

/**
 * Admin: settles a final statement once. Deducted charges are settled by the deposit; a positive balance is refunded
 * (card: through the provider; otherwise: awaiting a bank transfer); a negative one becomes a charge.
 */
export async function settleDeposit(
  deps: AppDeps,
  env: SettlementEnv,
  admin: UserInfo,
  contractId: string,
  version: number,
) {
  const now = deps.clock();
  const db = deps.database.db;
  // Claimed first (final → refunded or awaiting_transfer under its version): a second admin gets 409 before any money.
  const claim = await db.transaction(async (tx) => {
    const contract = await lockEndedContract(tx, contractId);
    const current = await repo.findSettlement(tx, contractId);
    const row = await transition(tx, contractId, {
      version,
      status: ['final'],
      error: current?.status === 'refunded' ? tm.settlementRefunded : tm.settlementNotFinal,
    });
    const balanceSen = await settleDeductedCharges(tx, row, admin, now);
    const held = await repo.depositHeldSen(tx, contract);
    let shortfallTransactionId: string | null = null;
    if (balanceSen < 0) {
      const [charge] = await tx
        .insert(transactions)
        .values({
          userId: contract.userId,
          contractId,
          propertyId: contract.propertyId,
          roomId: contract.roomId,
          type: 'Other Fees',
          amountSen: -balanceSen,
          dueDate: addDays(todayInMalaysia(now), 14),
          status: 'Pending',
          description: tm.depositShortfall,
        })
        .returning({ id: transactions.id });
      shortfallTransactionId = charge!.id;
      await recordTenancyEvent(tx, {
        contractId,
        type: 'charge_added',
        at: now,
        actor: actorOf(admin),
        data: {
          transactionId: charge!.id,
          chargeType: 'Other Fees',
          amountSen: -balanceSen,
          reason: 'deposit_shortfall',
        },
      });
    }
    const byProvider = balanceSen > 0 && held.chargeId ? (await depositPayment(tx, held.chargeId)).byProvider : false;
    const toTransfer = balanceSen > 0 && !byProvider;
    await tx
      .update(depositSettlements)
      .set({
        status: toTransfer ? 'awaiting_transfer' : 'refunded',
        version: row.version + 1,
        refundedAt: toTransfer ? null : now,
        shortfallTransactionId,
        refundMethod: balanceSen > 0 ? (byProvider ? 'provider' : 'bank_transfer') : null,
      })
      .where(eq(depositSettlements.id, row.id));
    if (toTransfer) {
      await recordTenancyEvent(tx, {
        contractId,
        type: 'deposit_transfer_due',
        at: now,
        actor: actorOf(admin),
        data: { amountSen: balanceSen, reason: 'payment_method' },
      });
      if (!row.refundAccount) {
        await notifyAccountNeeded(tx, { contractId, balanceSen, publicUrl: env.publicUrl });
      }
    } else if (balanceSen <= 0) {
      await recordTenancyEvent(tx, {
        contractId,
        type: 'deposit_refunded',
        at: now,
        actor: actorOf(admin),
        data: { amountSen: 0, shortfallSen: Math.max(0, -balanceSen) },
        links: [statementLink(contractId)],
      });
    }
    return { row, balanceSen, chargeId: held.chargeId, byProvider, userId: contract.userId };
  });
  if (claim.balanceSen > 0 && claim.byProvider) await refundByProvider(deps, env, admin, contractId, claim);
  return getSettlement(deps, admin, contractId);
}

async function refundByProvider(
  deps: AppDeps,
  env: SettlementEnv,
  admin: UserInfo,
  contractId: string,
  claim: { row: repo.SettlementRow; balanceSen: number; chargeId: string | null; userId: string },
) {
  const db = deps.database.db;
  const now = deps.clock();
  if (!claim.chargeId) throw conflict(tm.settlementNoDeposit);
  let refund;
  try {
    refund = await createAdminRefund({ deps, publicUrl: env.publicUrl, log: env.log }, admin, claim.chargeId, {
      amount: senToRm(claim.balanceSen),
      reason: tm.depositRefundReason,
    });
  } catch (error) {
    // Nothing was refunded (refused before the provider was called): the statement is final again.
    await db
      .update(depositSettlements)
      .set({ status: 'final', refundedAt: null, refundMethod: null, version: claim.row.version + 2 })
      .where(and(eq(depositSettlements.id, claim.row.id), eq(depositSettlements.status, 'refunded')));
    throw error;
  }
  await db.transaction(async (tx) => {
    if (refund.status === 'failed') {
      // The provider refused: the balance goes by bank transfer to the account the tenant enters.
      await tx
        .update(depositSettlements)
        .set({
          status: 'awaiting_transfer',
          refundedAt: null,
          refundMethod: 'bank_transfer',
          version: claim.row.version + 2,
        })
        .where(and(eq(depositSettlements.id, claim.row.id), eq(depositSettlements.status, 'refunded')));
      await recordTenancyEvent(tx, {
        contractId,
        type: 'deposit_transfer_due',
        at: now,
        actor: actorOf(admin),
        data: { amountSen: claim.balanceSen, reason: 'provider_refused', refundId: refund.id },
      });
      const [current] = await tx
        .select({ refundAccount: depositSettlements.refundAccount })
        .from(depositSettlements)
        .where(eq(depositSettlements.id, claim.row.id));
      if (!current?.refundAccount) {
        await notifyAccountNeeded(tx, { contractId, balanceSen: claim.balanceSen, publicUrl: env.publicUrl });
      }
      return;
    }
    await tx.update(depositSettlements).set({ refundId: refund.id }).where(eq(depositSettlements.id, claim.row.id));
    await recordTenancyEvent(tx, {
      contractId,
      type: 'deposit_refunded',
      at: now,
      actor: actorOf(admin),
      data: { refundId: refund.id, amountSen: claim.balanceSen, status: refund.status, method: 'provider' },
      links: [statementLink(contractId)],
    });
    await notifySettlement(tx, claim.userId, contractId, 'depositRefunded', { amount: senToRm(claim.balanceSen) });
  });
}
