/**
 * A repair share paid (issue 26 §4): the payment path (record-payment.ts) calls this in the transaction that records
 * the payment, so the ticket's log says when the tenant paid, like every other change of the ticket.
 */
import type { DbOrTx } from '../../db/client.js';
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
