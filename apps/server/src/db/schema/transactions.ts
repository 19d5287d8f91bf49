import type { PaymentMethodDetails } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { contracts } from './contracts.js';
import { transactionStatusEnum, transactionTypeEnum } from './enums.js';
import { properties, rooms } from './properties.js';
import { users } from './users.js';

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    type: transactionTypeEnum('type').notNull(),
    amountSen: integer('amount_sen').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: transactionStatusEnum('status').notNull().default('Pending'),
    /** For Monthly Rental: the month of the tenancy it pays (2..N). */
    periodMonth: integer('period_month'),
    description: text('description'),
    /** The provider PaymentIntent currently used to pay this transaction. */
    paymentIntentId: text('payment_intent_id'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    /** How it was paid (ADR 0018), set with the payment: 'card' (brand, last 4) or 'fpx' (bank code). */
    paymentMethod: text('payment_method'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    fpxBank: text('fpx_bank'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** A 'Late Charge': the overdue charge it is for, at most one each (ADR 0031). */
    lateForTransactionId: uuid('late_for_transaction_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'set null',
    }),
    /** A waived late charge (status 'Cancelled'): when, why and by whom. */
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waiverReason: text('waiver_reason'),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_user_created_idx').on(t.userId, t.createdAt),
    index('transactions_property_idx').on(t.propertyId, t.createdAt),
    index('transactions_contract_idx').on(t.contractId),
    index('transactions_status_payment_date_idx').on(t.status, t.paymentDate),
    index('transactions_status_due_idx').on(t.status, t.dueDate),
    index('transactions_type_idx').on(t.type),
    index('transactions_created_idx').on(t.createdAt),
    index('transactions_created_due_id_idx').on(t.createdAt, t.dueDate, t.id),
    index('transactions_due_id_idx').on(t.dueDate, t.id),
    index('transactions_paid_idx').on(t.paymentDate.desc().nullsLast(), t.id.desc()),
    index('transactions_status_paid_idx').on(t.status, t.paymentDate.desc().nullsLast(), t.id.desc()),
    // Migration 0016: the Overdue filter's page (in the newest order) and its count (an index-only scan).
    index('transactions_overdue_idx')
      .on(t.createdAt, t.dueDate, t.id)
      .where(sql`${t.status} = 'Pending' and ${t.type} <> 'Deposit'`),
    // Migration 0024: the dashboard's unpaid sums (outstanding and by age) as an index-only scan.
    index('transactions_pending_due_amount_idx')
      .on(t.dueDate, t.amountSen)
      .where(sql`${t.status} = 'Pending' and ${t.type} <> 'Deposit'`),
    check('transactions_amount_positive', sql`${t.amountSen} > 0`),
    uniqueIndex('transactions_one_deposit_per_contract')
      .on(t.contractId)
      .where(sql`${t.type} = 'Deposit'`),
    uniqueIndex('transactions_one_rent_per_month')
      .on(t.contractId, t.periodMonth)
      .where(sql`${t.type} = 'Monthly Rental'`),
    // ADR 0031: one late charge per overdue charge, ever.
    uniqueIndex('transactions_one_late_charge').on(t.lateForTransactionId),
    // As text: the enum value is added in the same migration, and PostgreSQL refuses a new value's use before commit.
    check('transactions_late_charge_link', sql`${t.lateForTransactionId} IS NULL OR ${t.type}::text = 'Late Charge'`),
    check(
      'transactions_waiver',
      sql`${t.waivedAt} IS NULL OR (${t.status} = 'Cancelled' AND ${t.waiverReason} IS NOT NULL)`,
    ),
  ],
);

/**
 * A succeeded provider payment, recorded exactly once per PaymentIntent and charge: one row per charge the intent
 * paid (Sign & Pay's one payment pays the deposit and the stamp duty, ADR 0034), each with its share.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull(),
    /** Who reported it first: browser, webhook, job. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_intent_charge_unique').on(t.paymentIntentId, t.transactionId),
    uniqueIndex('payments_transaction_unique').on(t.transactionId),
  ],
);

/**
 * Every PaymentIntent the server created, for the transaction and amount it was created for. A payment is
 * recorded only for an intent found here (a transaction's current `payment_intent_id` can be replaced).
 * The registry outlives its charge (issue 22): deleting the charge only empties `transaction_id`; the charge's id,
 * payer, contract, type and property stay, so money that still arrives is refunded, the payer told, and the admin
 * sees it (record-payment.ts `refundDeletedChargePayment`).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    providerId: text('provider_id').primaryKey(),
    /** Null once the charge is deleted; `charge_id` keeps its id. */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /** The charge as it was when the intent was created (no foreign keys: they outlive the charge). */
    chargeId: uuid('charge_id').notNull(),
    payerId: uuid('payer_id').notNull(),
    contractId: uuid('contract_id').notNull(),
    chargeType: text('charge_type').notNull(),
    propertyId: uuid('property_id').notNull(),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull(),
    /** Set once the intent needs no more checks: recorded, refunded (late money) or released (failed/abandoned). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlement: text('settlement'),
    /** Reconciliation (ADR 0015): when the provider is next asked, how often it was, what it said last. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    checks: integer('checks').notNull().default(0),
    lastStatus: text('last_status'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_intents_transaction_idx').on(t.transactionId),
    index('payment_intents_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.settledAt} IS NULL`),
  ],
);

/**
 * The charges one PaymentIntent pays when it pays more than one (ADR 0034: Sign & Pay's deposit + first month and
 * the stamp duty), each with its amount as it was when the intent was created. The intent's own `transaction_id`
 * is the first of them (the deposit); an intent with no rows here pays that one charge. Like the registry, a row
 * outlives its charge (`transaction_id` set null, `charge_id` kept): money that still arrives is refunded.
 */
export const paymentIntentCharges = pgTable(
  'payment_intent_charges',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => paymentIntents.providerId, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    chargeId: uuid('charge_id').notNull(),
    amountSen: integer('amount_sen').notNull(),
    /** The line's place on the receipt and e-mail (0: the deposit). */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.chargeId] }),
    index('payment_intent_charges_transaction_idx').on(t.transactionId),
    check('payment_intent_charges_amount_positive', sql`${t.amountSen} > 0`),
  ],
);

/** State of the embedded sandbox card processor (Stripe's PaymentIntent lifecycle, kept in the database). */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    lastPaymentError: jsonb('last_payment_error').$type<{ code: string; message: string } | null>(),
    paymentMethodLast4: text('payment_method_last4'),
    /** The methods it accepts (card; FPX within its limits) and the one the payer used (ADR 0018). */
    paymentMethodTypes: jsonb('payment_method_types').$type<string[]>().notNull().default(['card']),
    paymentMethod: jsonb('payment_method').$type<PaymentMethodDetails | null>(),
    /** FPX's processing test path: the approval settles at this time. */
    processingUntil: timestamp('processing_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_payment_intents_idempotency_unique').on(t.idempotencyKey)],
);
