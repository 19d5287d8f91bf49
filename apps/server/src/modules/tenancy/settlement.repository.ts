/** The deposit settlement's SQL (ADR 0038). */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  depositSettlements,
  inspectionItems,
  inspections,
  payments,
  refunds,
  settlementDeductions,
  transactions,
} from '../../db/schema/index.js';

export type SettlementRow = typeof depositSettlements.$inferSelect;
export type DeductionRow = typeof settlementDeductions.$inferSelect;

export async function findSettlement(db: DbOrTx, contractId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(depositSettlements).where(eq(depositSettlements.contractId, contractId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listDeductions(db: DbOrTx, settlementId: string): Promise<DeductionRow[]> {
  return db
    .select()
    .from(settlementDeductions)
    .where(eq(settlementDeductions.settlementId, settlementId))
    .orderBy(asc(settlementDeductions.position));
}

/**
 * The deposit held, from the ledger: the paid Deposit charge carries the security deposit and the first month's
 * rent; the deposit part is what remains of it after refunds already made on that charge beyond the rent.
 */
export async function depositHeldSen(db: DbOrTx, contract: { id: string; depositSen: number; rentSen: number }) {
  const [charge] = await db
    .select({ id: transactions.id, amountSen: transactions.amountSen })
    .from(transactions)
    .innerJoin(payments, eq(payments.transactionId, transactions.id))
    .where(
      and(eq(transactions.contractId, contract.id), eq(transactions.type, 'Deposit'), eq(transactions.status, 'Paid')),
    )
    .limit(1);
  if (!charge) return { sen: 0, chargeId: null };
  const [refunded] = await db
    .select({ sen: sql<number>`coalesce(sum(${refunds.amountSen}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, charge.id), ne(refunds.status, 'failed')));
  const depositPart = Math.min(contract.depositSen, charge.amountSen);
  return { sen: Math.max(0, depositPart - Number(refunded?.sen ?? 0)), chargeId: charge.id };
}

/**
 * Unpaid charges of the tenancy (rent and other charges; not the deposit itself, and not a repair share: the admin
 * chooses to deduct one, with its ticket as the evidence, settlement-repairs.ts).
 */
export async function unpaidCharges(db: DbOrTx, contractId: string) {
  return db
    .select({
      id: transactions.id,
      type: transactions.type,
      amountSen: transactions.amountSen,
      dueDate: transactions.dueDate,
      description: transactions.description,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.contractId, contractId),
        eq(transactions.status, 'Pending'),
        ne(transactions.type, 'Deposit'),
        ne(transactions.type, 'Repair'),
      ),
    )
    .orderBy(asc(transactions.dueDate), asc(transactions.id));
}

/**
 * A move-out report item of this tenancy and its move-in twin (same area and item position), with conditions.
 * Null when the item is not on this tenancy's move-out report.
 */
export async function reportItemPair(db: DbOrTx, contractId: string, itemId: string) {
  const [moveOut] = await db
    .select({
      id: inspectionItems.id,
      areaPosition: inspectionItems.areaPosition,
      position: inspectionItems.position,
      condition: inspectionItems.condition,
    })
    .from(inspectionItems)
    .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
    .where(
      and(eq(inspectionItems.id, itemId), eq(inspections.contractId, contractId), eq(inspections.kind, 'move_out')),
    )
    .limit(1);
  if (!moveOut) return null;
  const [moveIn] = await db
    .select({ condition: inspectionItems.condition })
    .from(inspectionItems)
    .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
    .where(
      and(
        eq(inspections.contractId, contractId),
        eq(inspections.kind, 'move_in'),
        eq(inspectionItems.areaPosition, moveOut.areaPosition),
        eq(inspectionItems.position, moveOut.position),
      ),
    )
    .limit(1);
  return { moveOut: moveOut.condition, moveIn: moveIn?.condition ?? null };
}

export async function deductionsByIds(db: DbOrTx, settlementId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(settlementDeductions)
    .where(and(eq(settlementDeductions.settlementId, settlementId), inArray(settlementDeductions.id, ids)));
}
