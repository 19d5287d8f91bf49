import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { emailOutbox } from './email-outbox.js';
import { users } from './users.js';

/** A value of a notification's text: plain, or a catalogue key rendered in the reader's language (`{ key }`). */
export type NoticeValue = string | number | { key: string };

/**
 * The notification centre (issue 24 §1, docs/decisions/0029): one row per notification, written by `notify(tx, …)` in
 * the transaction of the change it announces. Title and text are catalogue keys (`notice.<kind>.title|text`) with
 * values, rendered in the reader's language when read. `shown`: false when the reader switched in-app off for
 * the category (the row still anchors the other channels' deliveries).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    values: jsonb('values').$type<Record<string, NoticeValue>>().notNull().default({}),
    link: text('link').notNull(),
    /** One per logical notification (e.g. `receipt:<transactionId>`): notifying twice is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    shown: boolean('shown').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key_unique').on(t.dedupeKey),
    index('notifications_inbox_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.shown}`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.shown} and ${t.readAt} is null`),
  ],
);

/**
 * Each channel of a notification and how it went: in-app `sent` when written; e-mail `queued` with its outbox row,
 * then `sent`/`failed` as the outbox worker marks that row (trigger of migration 0020); `disabled` when the reader
 * switched the channel off for the category.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    emailOutboxId: uuid('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_channel_unique').on(t.notificationId, t.channel),
    index('notification_deliveries_outbox_idx').on(t.emailOutboxId),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('inApp', 'email', 'whatsapp')`),
    check('notification_deliveries_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'disabled')`),
  ],
);

/** A reader's choice per category and channel; no row: the default (on, WhatsApp off until opted in). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category, t.channel] })],
);

/** Short-lived single-use tickets for the SSE stream (a browser's EventSource sends no Authorization header). */
export const notificationStreamTickets = pgTable(
  'notification_stream_tickets',
  {
    /** SHA-256 of the ticket; the ticket itself is never stored. */
    hash: text('hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('notification_stream_tickets_expires_idx').on(t.expiresAt)],
);
