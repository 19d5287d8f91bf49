/** The timeline's SQL. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { receipts, tenancyEvents } from '../../db/schema/index.js';

export type TenancyEventRow = typeof tenancyEvents.$inferSelect;

/** A tenancy's events in the order they happened (ties in the order they were written). Bounded per tenancy. */
export const MAX_TIMELINE_EVENTS = 2000;

export async function listTenancyEvents(db: DbOrTx, contractId: string): Promise<TenancyEventRow[]> {
  return db
    .select()
    .from(tenancyEvents)
    .where(eq(tenancyEvents.contractId, contractId))
    .orderBy(asc(tenancyEvents.at), asc(tenancyEvents.seq))
    .limit(MAX_TIMELINE_EVENTS);
}

/** The payment receipt of each charge (ADR 0019), by charge id. */
export async function paymentReceiptsOf(db: DbOrTx, transactionIds: string[]): Promise<Map<string, string>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: receipts.id, transactionId: receipts.transactionId })
    .from(receipts)
    .where(and(inArray(receipts.transactionId, transactionIds), eq(receipts.kind, 'payment')));
  return new Map(rows.map((row) => [row.transactionId, row.id]));
}
