import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { contracts } from './contracts.js';
import { transactions } from './transactions.js';
import { users } from './users.js';

/**
 * Autopay mandates (issue 24 §4, docs/decisions/0033): a tenant's consent to charge a saved card for the charges of
 * one contract, never above `cap_sen`, `days_before` (0..3) days before each due date. At most one live (pending,
 * active or paused) mandate per contract. The card lives at the provider: only its ids, brand and last four here.
 */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'paused', 'revoked', 'ended'] })
      .notNull()
      .default('pending'),
    capSen: integer('cap_sen').notNull(),
    daysBefore: integer('days_before').notNull().default(0),
    /** The provider's SetupIntent, customer and saved PaymentMethod. */
    setupIntentId: text('setup_intent_id').notNull(),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The consent text the tenant accepted, in their language, and when. */
    consentText: text('consent_text').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Charges due before this Malaysian date are not paid by the mandate (it pays from its start on). */
    startsOn: date('starts_on', { mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_mandates_live_unique')
      .on(t.contractId)
      .where(sql`${t.status} in ('pending', 'active', 'paused')`),
    index('payment_mandates_user_idx').on(t.userId, t.createdAt),
    index('payment_mandates_status_idx').on(t.status),
    check('payment_mandates_days_before', sql`${t.daysBefore} between 0 and 3`),
    check('payment_mandates_cap_positive', sql`${t.capSen} > 0`),
  ],
);

/**
 * What a mandate did about a charge: one row per try (1..3, unique per charge, due date and try: the dedupe key of
 * a run) or per decision not to charge (try 0: skipped by the tenant, above the cap). A try is written `pending`
 * before the provider is called and finished after; a run killed in between resumes it with the same idempotency
 * keys (docs/decisions/0033).
 */
export const autopayAttempts = pgTable(
  'autopay_attempts',
  {
    id: id(),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => paymentMandates.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    tryNumber: integer('try_number').notNull(),
    status: text('status', {
      enum: ['pending', 'succeeded', 'declined', 'authentication_required', 'not_needed', 'skipped', 'over_cap'],
    }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    paymentIntentId: text('payment_intent_id'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('autopay_attempts_try_unique').on(t.transactionId, t.dueDate, t.tryNumber),
    index('autopay_attempts_mandate_idx').on(t.mandateId, t.createdAt),
    index('autopay_attempts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The sandbox's saved cards (its SetupIntents): last four digits and the test card's behaviour only. */
export const sandboxSetupIntents = pgTable(
  'sandbox_setup_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** How charges of the saved card end: succeed, decline, or ask for authentication. */
    behaviour: text('behaviour', { enum: ['succeed', 'decline', 'authenticate'] }),
    lastSetupError: jsonb('last_setup_error').$type<{ code: string; message: string } | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_setup_intents_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('sandbox_setup_intents_method_unique').on(t.paymentMethodId),
  ],
);
