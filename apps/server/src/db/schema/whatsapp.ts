import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { notificationDeliveries } from './notifications.js';
import { users } from './users.js';

/**
 * WhatsApp opt-ins (issue 24 §5, docs/decisions/0029): the channel is used only after an explicit opt-in in the
 * profile, kept with its time, the number (E.164) and the exact text shown, in the language shown. Ending it (the
 * profile's switch, or a STOP reply through the Cloud API's webhook) stamps `ended_at`; a new opt-in is a new row, so
 * the history stays. At most one open row per user.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164, e.g. `+60123456789`. */
    phone: text('phone').notNull(),
    /** The language the consent text was shown in. */
    language: text('language').notNull(),
    /** The consent text exactly as shown (with the number in it). */
    consentText: text('consent_text').notNull(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `profile` (switched off) or `stop` (replied STOP on WhatsApp). */
    endedBy: text('ended_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_opt_ins_open_unique')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    index('whatsapp_opt_ins_phone_open_idx')
      .on(t.phone)
      .where(sql`${t.endedAt} is null`),
    check('whatsapp_opt_ins_language_check', sql`${t.language} in ('en', 'ms')`),
    check('whatsapp_opt_ins_ended_by_check', sql`${t.endedBy} is null or ${t.endedBy} in ('profile', 'stop')`),
  ],
);

/** `cancelled`: the opt-in ended or the topic was switched off before it was sent (its delivery: `disabled`). */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;

/**
 * The WhatsApp outbox: one template message per WhatsApp delivery of a notification, written by `notify` in the
 * change's transaction and sent by the WhatsApp worker (lib/whatsapp/whatsapp-worker.ts) with the e-mail outbox's
 * claim pattern: `FOR UPDATE SKIP LOCKED` + a lease, backoff between attempts, `failed` after the last one. The
 * worker marks this row and its delivery row in one statement.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => notificationDeliveries.id, { onDelete: 'cascade' }),
    /** `<notification's dedupe key>:whatsapp`: queueing twice is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    /** E.164 at the time of queueing. */
    toPhone: text('to_phone').notNull(),
    /** `reminder`, `receipt` or `visitReminder` (lib/whatsapp/templates.ts). */
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** The template's body parameters in order, and the pay/see button's path. */
    params: jsonb('params').$type<string[]>().notNull(),
    link: text('link').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The Cloud API's message id (`wamid…`), or the file written by the embedded default. */
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_dedupe_key_unique').on(t.dedupeKey),
    uniqueIndex('whatsapp_messages_delivery_unique').on(t.deliveryId),
    index('whatsapp_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check('whatsapp_messages_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'cancelled')`),
    check('whatsapp_messages_language_check', sql`${t.language} in ('en', 'ms')`),
  ],
);
