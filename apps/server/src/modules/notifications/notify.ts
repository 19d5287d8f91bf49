/**
 * `notify(tx, …)`: the one way to tell someone something (issue 24 §1, docs/decisions/0029). Called in the transaction
 * of the change it announces, it writes the in-app notification and fans out to the channels the reader allows, each
 * with a delivery row: in-app `sent`, e-mail `queued` through the outbox (ADR 11; its status then follows the
 * outbox row), WhatsApp `queued` in the WhatsApp outbox for an opted-in reader (whatsapp-channel.ts; the WhatsApp
 * worker marks it), `disabled` where the reader switched the channel off; no e-mail delivery for an undeliverable
 * address (an erased account's, ADR 42). The dedupe key makes a second call a no-op,
 * and `NOTIFY notifications` at commit wakes the SSE streams of every replica.
 */
import { isLockedCategory, type NotificationCategory, type NotificationChannel } from '@sewamudah/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  emailOutbox,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  type NoticeValue,
} from '../../db/schema/index.js';
import { enqueueEmail, isDeliverableAddress, type OutboxEmail } from '../../lib/mailer/outbox.js';
import type { NoticeKind } from './notices.js';
import { queueWhatsappMessage, whatsappDeliveryFor } from './whatsapp-channel.js';

export const NOTIFICATIONS_CHANNEL = 'notifications';

export interface NotifyInput {
  userId: string;
  category: NotificationCategory;
  kind: NoticeKind;
  values?: Record<string, NoticeValue>;
  /** A path of the web app, e.g. `/payment-history`. */
  link: string;
  dedupeKey: string;
  /** The e-mail of this news, as it was before the notification centre: queued unless the reader switched it off. */
  email?: OutboxEmail;
}

/** Whether the reader allows a channel for a category (locked categories: always; WhatsApp: only when opted in). */
export async function channelEnabled(
  tx: DbOrTx,
  userId: string,
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<boolean> {
  if (isLockedCategory(category) && channel !== 'whatsapp') return true;
  const [row] = await tx
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.category, category),
        eq(notificationPreferences.channel, channel),
      ),
    );
  return row?.enabled ?? channel !== 'whatsapp';
}

/** Writes the notification and its deliveries; answers its id, or null when its dedupe key was already used. */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<string | null> {
  const inApp = await channelEnabled(tx, input.userId, input.category, 'inApp');
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      category: input.category,
      kind: input.kind,
      values: input.values ?? {},
      link: input.link,
      dedupeKey: input.dedupeKey,
      shown: inApp,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (!row) return null;
  const deliveries: (typeof notificationDeliveries.$inferInsert)[] = [
    { notificationId: row.id, channel: 'inApp', status: inApp ? 'sent' : 'disabled' },
  ];
  // An undeliverable address (an erased account's `.invalid` one) has no e-mail channel: no delivery row, as a
  // reader without a WhatsApp opt-in has no WhatsApp delivery, so it is neither queued nor counted as failed.
  if (input.email && isDeliverableAddress(input.email.to)) {
    const emailOn = await channelEnabled(tx, input.userId, input.category, 'email');
    let outboxId: string | null = null;
    if (emailOn) {
      await enqueueEmail(tx, input.email);
      const [queued] = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, input.email.dedupeKey));
      outboxId = queued?.id ?? null;
    }
    deliveries.push({
      notificationId: row.id,
      channel: 'email',
      status: emailOn ? 'queued' : 'disabled',
      emailOutboxId: outboxId,
    });
  }
  const whatsapp = await whatsappDeliveryFor(tx, input);
  if (whatsapp) deliveries.push({ notificationId: row.id, channel: 'whatsapp', status: whatsapp.status });
  const written = await tx
    .insert(notificationDeliveries)
    .values(deliveries)
    .returning({ id: notificationDeliveries.id, channel: notificationDeliveries.channel });
  const whatsappDelivery = written.find((delivery) => delivery.channel === 'whatsapp');
  if (whatsapp?.status === 'queued' && whatsappDelivery) {
    await queueWhatsappMessage(tx, whatsappDelivery.id, whatsapp.message);
  }
  if (inApp) await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${input.userId}:${row.id}`})`);
  return row.id;
}
