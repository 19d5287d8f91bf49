/** SQL of the tenant statement: a contract's charges, recorded payments and refunds (ADR 0019). */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments, refunds, transactions } from '../../db/schema/index.js';

export async function statementRows(db: DbOrTx, contractId: string) {
  const charges = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.contractId, contractId), ne(transactions.status, 'Cancelled')))
    .orderBy(asc(transactions.dueDate), asc(transactions.createdAt));
  const paid = await db
    .select({ payment: payments, transactionId: transactions.id })
    .from(payments)
    .innerJoin(transactions, eq(transactions.id, payments.transactionId))
    .where(eq(transactions.contractId, contractId))
    .orderBy(asc(payments.createdAt));
  const returned = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(and(eq(transactions.contractId, contractId), ne(refunds.status, 'failed')))
    .orderBy(asc(refunds.createdAt));
  return { charges, payments: paid.map((p) => p.payment), refunds: returned.map((r) => r.refund) };
}
