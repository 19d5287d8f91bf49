/**
 * Late charges (issue 24 §3, docs/decisions/0031): only under the contract's late-payment clause, exactly once per
 * overdue rent (unique `late_for_transaction_id`), by the job or in the transaction that records the rent's payment;
 * an admin can waive one with a reason, and the tenant is told both.
 */
import {
  formatDate,
  formatRM,
  lateChargeMessages as lm,
  senToRm,
  todayInMalaysia,
  transactionMessages as m,
  type LatePaymentClause,
  type Transaction,
} from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { notify } from '../notifications/notify.js';
import type { PaymentsEnv } from '../transactions/payments.service.js';
import { payPath } from '../transactions/reminder-ladder.js';
import { getTransaction, retireIntent } from '../transactions/transactions.service.js';
import * as transactionsRepo from '../transactions/transactions.repository.js';
import { lateChargeSen, settlesToday } from './late-charge-rules.js';
import * as repo from './late-charges.repository.js';

/** How many overdue rents one job run settles (the next run takes the rest). */
export const LATE_CHARGE_BATCH = 200;

const placeOf = (detail: transactionsRepo.TransactionDetail) =>
  detail.roomName ? `${detail.roomName}, ${detail.property.name}` : detail.property.name;

/**
 * Creates the late charge of `rent` settled on `settledOn` (its amount under the clause), due that day, and tells
 * the tenant; null when the clause owes nothing or the rent already has its late charge.
 */
export async function createLateCharge(
  tx: DbOrTx,
  rent: repo.OverdueRent,
  clause: LatePaymentClause,
  settledOn: string,
): Promise<string | null> {
  if (clause.type === 'none') return null;
  const amountSen = lateChargeSen(clause, rent, settledOn);
  if (amountSen <= 0) return null;
  const id = await repo.insertLateCharge(tx, rent, { amountSen, dueDate: settledOn });
  if (!id) return null;
  const detail = await transactionsRepo.findTransactionDetail(tx, id);
  if (detail) {
    await notify(tx, {
      userId: rent.userId,
      category: 'payments',
      kind: 'lateChargeAdded',
      values: { amount: formatRM(senToRm(amountSen)), place: placeOf(detail), date: formatDate(rent.dueDate) },
      link: payPath(id),
      dedupeKey: `late-charge:${rent.id}`,
    });
  }
  return id;
}

/** The job's work for today: every overdue rent whose late charge is due now (fixed fee; interest at month end). */
export async function createDueLateCharges(tx: DbOrTx, now: Date): Promise<{ checked: number; created: number }> {
  const today = todayInMalaysia(now);
  const candidates = await repo.lateRentCandidates(tx, today, LATE_CHARGE_BATCH);
  let created = 0;
  for (const { clause, ...rent } of candidates) {
    if (clause.type === 'none' || !settlesToday(clause, rent.dueDate, today)) continue;
    if (await createLateCharge(tx, rent, clause, today)) created++;
  }
  return { checked: candidates.length, created };
}

/**
 * In the transaction that records a payment: paid rent that was late under its contract's clause gets its late
 * charge now (interest up to the payment's day), unless it already has one.
 */
export async function chargeLateOnPayment(tx: DbOrTx, paid: transactionsRepo.TransactionRow, now: Date): Promise<void> {
  if (paid.type !== 'Monthly Rental') return;
  const clause = await repo.findContractLateClause(tx, paid.contractId);
  if (clause.type === 'none') return;
  await createLateCharge(tx, paid, clause, todayInMalaysia(now));
}

/** An admin waives an unpaid late charge: it becomes Cancelled with the reason, and the tenant is told. */
export async function waiveLateCharge(
  env: PaymentsEnv,
  adminId: string,
  id: string,
  reason: string,
): Promise<Transaction> {
  const now = env.deps.clock();
  const retired = await env.deps.database.db.transaction(async (tx) => {
    const t = await transactionsRepo.lockTransaction(tx, id);
    if (!t) throw notFound(m.notFound);
    if (t.type !== 'Late Charge') throw conflict(lm.notLateCharge);
    if (t.waivedAt) throw conflict(lm.alreadyWaived);
    if (t.status === 'Paid' || (await transactionsRepo.hasPayment(tx, t.id))) throw conflict(lm.paidCannotWaive);
    if (t.status !== 'Pending') throw conflict(lm.cancelledCannotWaive);
    await repo.markWaived(tx, t.id, { at: now, reason, by: adminId });
    const detail = await transactionsRepo.findTransactionDetail(tx, t.id);
    if (detail) {
      await notify(tx, {
        userId: t.userId,
        category: 'payments',
        kind: 'lateChargeWaived',
        values: { amount: formatRM(senToRm(t.amountSen)), place: placeOf(detail), reason },
        link: '/payment-history',
        dedupeKey: `late-charge-waived:${t.id}`,
      });
    }
    return t.paymentIntentId;
  });
  // A payment started before the waiver is cancelled at the provider; money that still arrives is refunded (ADR 15).
  await retireIntent(env, retired);
  return getTransaction(env, null, id);
}
