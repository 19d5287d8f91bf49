/**
 * A repair share paid (issue 26 §4): the payment path (record-payment.ts) calls this in the transaction that records
 * the payment, so the ticket's log says when the tenant paid, like every other change of the ticket.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { settlementDeductions } from '../../db/schema/index.js';
import { appendEvent, findCostOfTransaction } from './maintenance.repository.js';

export async function recordRepairPaid(
  tx: DbOrTx,
  charge: { id: string; type: string; userId: string; amountSen: number },
  now: Date,
): Promise<void> {
  if (charge.type !== 'Repair') return;
  const cost = await findCostOfTransaction(tx, charge.id);
  if (!cost) return;
  await appendEvent(tx, {
    complaintId: cost.complaintId,
    type: 'chargePaid',
    actorId: charge.userId,
    at: now,
    data: { transactionId: charge.id, amountRm: charge.amountSen / 100 },
  });
}

/**
 * A repair share deducted from the deposit instead of paid (issue 26 §4, ADR 0038): the deposit settlement marks the
 * charge Paid when the balance is settled, in its transaction, and the ticket's log says how it was paid.
 */
export async function recordRepairSettledByDeposit(
  tx: DbOrTx,
  charge: { id: string; type: string; amountSen: number },
  settlementId: string,
  actorId: string | null,
  now: Date,
): Promise<void> {
  if (charge.type !== 'Repair') return;
  const cost = await findCostOfTransaction(tx, charge.id);
  if (!cost) return;
  await appendEvent(tx, {
    complaintId: cost.complaintId,
    type: 'chargePaid',
    actorId,
    at: now,
    data: { transactionId: charge.id, amountRm: charge.amountSen / 100, settledByDeposit: true, settlementId },
  });
}

/** Whether a charge is on a deposit statement (its amount is then fixed there: the cost is not revised). */
export async function chargeInDepositSettlement(tx: DbOrTx, transactionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: settlementDeductions.id })
    .from(settlementDeductions)
    .where(eq(settlementDeductions.transactionId, transactionId))
    .limit(1);
  return Boolean(row);
}
