/** Refunds and the sandbox's webhook event queue (ADR 0015). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { transactions } from './transactions.js';
import { users } from './users.js';

/**
 * Money returned through the provider: an admin's refund of a paid charge (`kind` admin), or late money for a
 * charge no longer payable (`kind` automatic, one per PaymentIntent). The row is written before the provider is
 * called; its id is the provider idempotency key, so a retry never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    /** Null only for money that arrived for a deleted charge (issue 22): its intent's row names the charge. */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'restrict' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    providerRefundId: text('provider_refund_id'),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').notNull(),
    /** pending (not yet confirmed by the provider), succeeded, failed. */
    status: text('status').notNull().default('pending'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_transaction_idx').on(t.transactionId),
    index('refunds_open_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} <> 'succeeded'`),
    uniqueIndex('refunds_one_automatic_per_intent')
      .on(t.paymentIntentId)
      .where(sql`${t.kind} = 'automatic'`),
    check('refunds_amount_positive', sql`${t.amountSen} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_kind_check', sql`${t.kind} in ('admin', 'automatic')`),
  ],
);

/** Refunds of the embedded sandbox card processor (its side of a refund; idempotent per key). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_unique').on(t.idempotencyKey)],
);

/**
 * Signed events the sandbox delivers to the server's webhook endpoint, as Stripe does: written in the same
 * transaction as the sandbox intent's state change, delivered over HTTP, retried with backoff until answered 2xx.
 */
export const sandboxWebhookEvents = pgTable(
  'sandbox_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_webhook_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('sandbox_webhook_events_status_check', sql`${t.status} in ('pending', 'delivered')`),
  ],
);
