import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

export const EMAIL_OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];

/** A file to send with a mail, by reference: the outbox worker renders it at send time (ADR 0011). */
export type OutboxAttachmentRef = { kind: 'receipt'; receiptId: string };

/**
 * Transactional e-mail outbox (docs/decisions/0011): a row is written in the same transaction as the state change
 * it announces; the outbox worker claims due rows (FOR UPDATE SKIP LOCKED + lease), sends and marks them.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** One per logical mail (e.g. `reminder:<transactionId>:<dueDate>`): enqueueing twice is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    textBody: text('text_body').notNull(),
    /** Files to attach, by reference (rendered when sent, so the recording transaction and the row stay small). */
    attachments: jsonb('attachments').$type<OutboxAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: EMAIL_OUTBOX_STATUSES }).notNull().default('queued'),
    /** Claims so far (a claim counts even if the worker dies before it finishes). */
    attempts: integer('attempts').notNull().default(0),
    /** Not before (retry backoff); null: due now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Lease of the worker that claimed the row; after it the row may be claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key_unique').on(t.dedupeKey),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('email_outbox_status_created_idx').on(t.status, t.createdAt),
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
