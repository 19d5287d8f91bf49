/** The only SQL of receipts (ADR 0019): the per-year counter, issuing, and reading receipts back. */
import { todayInMalaysia, type Language } from '@sewamudah/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import {
  contracts,
  payments,
  properties,
  receipts,
  refunds,
  rooms,
  transactions,
  users,
  type ReceiptDetails,
} from '../../db/schema/index.js';

export type ReceiptRow = typeof receipts.$inferSelect;
export type ReceiptKind = 'payment' | 'refund';

/** `SM-2026-000123`: the year of issue (Malaysian calendar) and the receipt's place in that year. */
export const formatReceiptNumber = (year: number, sequence: number): string =>
  `SM-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of `year`, taken inside the caller's transaction: the counter row stays locked until that
 * transaction ends, and a rollback returns the number, so a year's numbers have no gap and no duplicate.
 */
export async function allocateReceiptNumber(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into receipt_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = receipt_counters.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}

export interface IssueReceiptInput {
  kind: ReceiptKind;
  transactionId: string;
  refundId?: string;
  amountSen: number;
  providerReference: string;
  issuedAt: Date;
  /** A payment of several charges (ADR 0034): its lines, the receipt's own transaction first. */
  lines?: ReceiptDetails['lines'];
}

/** Issues a receipt in the caller's transaction, with the payer's and property's names as they are now. */
export async function issueReceipt(tx: DbOrTx, input: IssueReceiptInput): Promise<ReceiptRow> {
  const [party] = await tx
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      propertyName: properties.name,
      propertyAddress: properties.address,
      roomName: rooms.name,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(properties, eq(properties.id, transactions.propertyId))
    .leftJoin(rooms, eq(rooms.id, transactions.roomId))
    .where(eq(transactions.id, input.transactionId));
  if (!party) throw new Error(`receipt for unknown transaction ${input.transactionId}`);
  const year = Number(todayInMalaysia(input.issuedAt).slice(0, 4));
  const sequence = await allocateReceiptNumber(tx, year);
  const [row] = await tx
    .insert(receipts)
    .values({
      number: formatReceiptNumber(year, sequence),
      year,
      sequence,
      kind: input.kind,
      transactionId: input.transactionId,
      refundId: input.refundId ?? null,
      userId: party.userId,
      amountSen: input.amountSen,
      providerReference: input.providerReference,
      details: {
        payerName: `${party.firstname} ${party.lastname}`.trim(),
        payerEmail: party.email,
        propertyName: party.propertyName,
        propertyAddress: party.propertyAddress,
        roomName: party.roomName,
        ...(input.lines ? { lines: input.lines } : {}),
      },
      issuedAt: input.issuedAt,
    })
    .returning();
  return row!;
}

/** Locks a refund row; its receipt is issued at most once under this lock. */
export async function lockRefund(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function findRefundReceipt(db: DbOrTx, refundId: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.refundId, refundId));
  return row;
}

export async function findReceipt(db: DbOrTx, id: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  return row;
}

/**
 * The receipts of these transactions, oldest first (the payment's, then its refunds'), each with the transaction it
 * is listed under: a payment that paid several charges (ADR 0034) has one receipt, listed under each of them.
 */
export async function receiptsOfTransactions(
  db: DbOrTx,
  transactionIds: string[],
): Promise<(ReceiptRow & { listedUnder: string })[]> {
  if (transactionIds.length === 0) return [];
  const own = await db.select().from(receipts).where(inArray(receipts.transactionId, transactionIds));
  const shared = await db
    .select({ receipt: receipts, listedUnder: payments.transactionId })
    .from(payments)
    .innerJoin(
      receipts,
      and(
        eq(receipts.providerReference, payments.paymentIntentId),
        eq(receipts.kind, 'payment'),
        ne(receipts.transactionId, payments.transactionId),
      ),
    )
    .where(inArray(payments.transactionId, transactionIds));
  return [
    ...own.map((r) => ({ ...r, listedUnder: r.transactionId })),
    ...shared.map((r) => ({ ...r.receipt, listedUnder: r.listedUnder })),
  ].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.year - b.year || a.sequence - b.sequence);
}

/** The charges a payment receipt's lines name (ADR 0034), by id. */
export async function findLineCharges(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(transactions).where(inArray(transactions.id, ids));
}

/** What a receipt prints beside its own row: the charge, its contract's dates and, for a refund, its reason. */
export async function findReceiptContext(db: DbOrTx, receipt: ReceiptRow) {
  const [row] = await db
    .select({ transaction: transactions, startDate: contracts.startDate, endDate: contracts.endDate })
    .from(transactions)
    .innerJoin(contracts, eq(contracts.id, transactions.contractId))
    .where(eq(transactions.id, receipt.transactionId));
  const [refund] = receipt.refundId ? await db.select().from(refunds).where(eq(refunds.id, receipt.refundId)) : [];
  return row ? { ...row, refund } : undefined;
}

/** A payer's stored language (issue 16): their receipts and e-mails follow it; English if the user is gone. */
export async function findUserLanguage(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}
