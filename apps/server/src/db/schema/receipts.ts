/** Official receipts (ADR 0019): one per settled payment and per succeeded refund, numbered per year without gaps. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { refunds } from './payment-recovery.js';
import { transactions } from './transactions.js';

/**
 * The last receipt number issued per year. A number is taken with `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`
 * inside the transaction that records the payment or refund: the row stays locked until that transaction ends, and
 * a rollback gives the number back, so the numbers of a year run 1, 2, 3 ... without a gap (a SEQUENCE would skip).
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('receipt_counters_last_number_positive', sql`${t.lastNumber} > 0`)],
);

/** What the receipt printed when it was issued (names can change later; the receipt does not). */
export interface ReceiptDetails {
  payerName: string;
  payerEmail: string;
  propertyName: string;
  propertyAddress: string;
  roomName: string | null;
  /**
   * A payment that paid several charges at once (Sign & Pay: deposit + first month and the stamp duty, ADR 0034):
   * each charge and its share, in the order the receipt prints them. Absent for a payment of one charge.
   */
  lines?: { transactionId: string; amountSen: number }[];
}

export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    /** `SM-2026-000123`. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** payment | refund. */
    kind: text('kind').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** The payer (the transaction's customer): ownership checks read it. */
    userId: uuid('user_id').notNull(),
    amountSen: integer('amount_sen').notNull(),
    /** The provider's reference: the PaymentIntent (payment) or the provider refund id, else the intent (refund). */
    providerReference: text('provider_reference').notNull(),
    details: jsonb('details').$type<ReceiptDetails>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_number_unique').on(t.number),
    uniqueIndex('receipts_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('receipts_one_per_payment')
      .on(t.transactionId)
      .where(sql`${t.kind} = 'payment'`),
    uniqueIndex('receipts_one_per_refund')
      .on(t.refundId)
      .where(sql`${t.refundId} IS NOT NULL`),
    index('receipts_transaction_idx').on(t.transactionId),
    index('receipts_user_idx').on(t.userId),
    check('receipts_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('receipts_refund_matches_kind', sql`(${t.kind} = 'refund') = (${t.refundId} IS NOT NULL)`),
    check('receipts_amount_positive', sql`${t.amountSen} > 0`),
  ],
);
