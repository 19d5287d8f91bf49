/** The only SQL of late charges (docs/decisions/0031). Functions take a Db or a Tx. */
import { NO_LATE_CLAUSE, type LatePaymentClause } from '@sewamudah/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contracts, properties, transactions } from '../../db/schema/index.js';

export interface OverdueRent {
  id: string;
  userId: string;
  contractId: string;
  propertyId: string;
  roomId: string | null;
  amountSen: number;
  dueDate: string;
}

export async function findPropertyLateClause(db: DbOrTx, propertyId: string): Promise<LatePaymentClause> {
  const [row] = await db
    .select({ clause: properties.latePaymentClause })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.clause ?? NO_LATE_CLAUSE;
}

export async function findContractLateClause(db: DbOrTx, contractId: string): Promise<LatePaymentClause> {
  const [row] = await db
    .select({ clause: contracts.latePaymentClause })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row?.clause ?? NO_LATE_CLAUSE;
}

/**
 * Unpaid rent past its grace days under a contract with a late-payment clause and no late charge yet, oldest first
 * (a bounded batch: the next run takes the rest). Walks `transactions_status_due_idx`.
 */
export async function lateRentCandidates(
  tx: DbOrTx,
  today: string,
  limit: number,
): Promise<(OverdueRent & { clause: LatePaymentClause })[]> {
  const clause = contracts.latePaymentClause;
  return tx
    .select({
      id: transactions.id,
      userId: transactions.userId,
      contractId: transactions.contractId,
      propertyId: transactions.propertyId,
      roomId: transactions.roomId,
      amountSen: transactions.amountSen,
      dueDate: transactions.dueDate,
      clause,
    })
    .from(transactions)
    .innerJoin(contracts, eq(contracts.id, transactions.contractId))
    .where(
      and(
        eq(transactions.status, 'Pending'),
        eq(transactions.type, 'Monthly Rental'),
        sql`${transactions.dueDate} < ${today}`,
        sql`${clause}->>'type' in ('fixed', 'interest')`,
        sql`${transactions.dueDate} + ((${clause}->>'graceDays')::int) < ${today}::date`,
        sql`not exists (select 1 from transactions l where l.late_for_transaction_id = ${transactions.id})`,
      ),
    )
    .orderBy(transactions.dueDate, transactions.id)
    .limit(limit);
}

/** Inserts the late charge of an overdue charge; null when it already has one (unique per overdue charge). */
export async function insertLateCharge(
  tx: DbOrTx,
  rent: OverdueRent,
  values: { amountSen: number; dueDate: string },
): Promise<string | null> {
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: rent.userId,
      contractId: rent.contractId,
      propertyId: rent.propertyId,
      roomId: rent.roomId,
      type: 'Late Charge',
      amountSen: values.amountSen,
      dueDate: values.dueDate,
      status: 'Pending',
      description: null,
      lateForTransactionId: rent.id,
    })
    .onConflictDoNothing({ target: transactions.lateForTransactionId })
    .returning({ id: transactions.id });
  return row?.id ?? null;
}

export async function markWaived(
  tx: DbOrTx,
  id: string,
  waiver: { at: Date; reason: string; by: string },
): Promise<void> {
  await tx
    .update(transactions)
    .set({
      status: 'Cancelled',
      waivedAt: waiver.at,
      waiverReason: waiver.reason,
      waivedBy: waiver.by,
      paymentIntentId: null,
    })
    .where(eq(transactions.id, id));
}
