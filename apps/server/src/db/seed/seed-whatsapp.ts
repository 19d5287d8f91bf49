/**
 * Demo WhatsApp channel (issue 24 §5): Aisyah opted in from her profile a month ago (her number in E.164, the consent
 * text in her language), and a few of her notifications went out on WhatsApp through `notify`: a receipt and an
 * overdue reminder sent, an earlier reminder that failed for good, and a receipt while she had WhatsApp off for
 * receipts (disabled). New reminders the jobs write for her are queued for the WhatsApp outbox
 * (DATA_DIR/outbox/whatsapp).
 */
import { addDays, formatDate, formatRM, senToRm, todayInMalaysia, type Language } from '@sewamudah/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { displayWhatsAppNumber, toWhatsAppNumber } from '../../lib/whatsapp/phone.js';
import { specValue } from '../../modules/notifications/notices.js';
import { notify } from '../../modules/notifications/notify.js';
import { consentText } from '../../modules/whatsapp/whatsapp.service.js';
import type { Db } from '../client.js';
import {
  notificationDeliveries,
  notificationPreferences,
  properties,
  rooms,
  transactions,
  users,
  whatsappMessages,
  whatsappOptIns,
} from '../schema/index.js';

export async function seedWhatsappDemo(db: Db, userId: string, now: Date): Promise<void> {
  const [user] = await db
    .select({ phone: users.phone, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const number = user ? toWhatsAppNumber(user.phone) : null;
  if (!user || !number) return;
  const language = user.language as Language;
  await db.insert(whatsappOptIns).values({
    userId,
    phone: number.e164,
    language,
    consentText: consentText(language, displayWhatsAppNumber(number.e164)),
    optedInAt: new Date(now.getTime() - 30 * 86_400_000),
  });

  const charges = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      amountSen: transactions.amountSen,
      dueDate: transactions.dueDate,
      status: transactions.status,
      propertyName: properties.name,
      roomName: rooms.name,
    })
    .from(transactions)
    .innerJoin(properties, eq(properties.id, transactions.propertyId))
    .leftJoin(rooms, eq(rooms.id, transactions.roomId))
    .where(and(eq(transactions.userId, userId), sql`${transactions.dueDate} is not null`))
    .orderBy(desc(transactions.dueDate));
  type Charge = (typeof charges)[number];
  const valuesOf = (t: Charge) => ({
    amount: formatRM(senToRm(t.amountSen)),
    type: specValue('transactionType', t.type),
    place: t.roomName ? `${t.roomName}, ${t.propertyName}` : t.propertyName,
    date: formatDate(t.dueDate!),
    days: Math.abs(Math.round((Date.parse(today) - Date.parse(t.dueDate!)) / 86_400_000)),
  });
  const today = todayInMalaysia(now);
  const paid = charges.filter((t) => t.status === 'Paid' && t.type === 'Monthly Rental');
  const overdue = charges.find((t) => t.status === 'Pending' && t.dueDate! < today);

  const say = (t: Charge, kind: 'paymentReceived' | 'paymentDue' | 'paymentOverdue', dedupeKey: string) =>
    db.transaction((tx) =>
      notify(tx, {
        userId,
        category: kind === 'paymentReceived' ? 'receipts' : 'reminders',
        kind,
        values: valuesOf(t),
        link: kind === 'paymentReceived' ? '/payment-history' : `/payment/${t.id}`,
        dedupeKey,
      }),
    );
  /** Marks a seeded message as the worker would have. */
  const settle = async (dedupeKey: string, status: 'sent' | 'failed', at: Date, error?: string) => {
    const [message] = await db
      .update(whatsappMessages)
      .set({
        status,
        attempts: status === 'sent' ? 1 : 8,
        sentAt: status === 'sent' ? at : null,
        providerMessageId: status === 'sent' ? `seed-${dedupeKey.replace(/[^a-z0-9]/gi, '-')}` : null,
        lastError: error ?? null,
      })
      .where(eq(whatsappMessages.dedupeKey, `${dedupeKey}:whatsapp`))
      .returning({ deliveryId: whatsappMessages.deliveryId });
    if (message) {
      await db
        .update(notificationDeliveries)
        .set({ status, updatedAt: at })
        .where(eq(notificationDeliveries.id, message.deliveryId));
    }
  };

  const latest = paid[0];
  const earlier = paid[1];
  if (latest) {
    const due = `reminder:${latest.id}:${latest.dueDate}:seed-7`;
    await say(latest, 'paymentDue', due);
    await settle(
      due,
      'failed',
      new Date(`${addDays(latest.dueDate!, -7)}T08:05:00+08:00`),
      'WhatsApp Cloud API answered 400 (#131026) Message undeliverable (code 131026)',
    );
    await say(latest, 'paymentReceived', `receipt:${latest.id}`);
    await settle(`receipt:${latest.id}`, 'sent', new Date(`${addDays(latest.dueDate!, -2)}T20:16:00+08:00`));
  }
  if (overdue) {
    const key = `reminder:${overdue.id}:${overdue.dueDate}:seed+3`;
    await say(overdue, 'paymentOverdue', key);
    await settle(key, 'sent', new Date(`${addDays(overdue.dueDate!, 3)}T08:00:00+08:00`));
  }
  if (earlier) {
    // Sent while she had WhatsApp off for receipts: the delivery is kept, disabled.
    await db
      .insert(notificationPreferences)
      .values({ userId, category: 'receipts', channel: 'whatsapp', enabled: false });
    await say(earlier, 'paymentReceived', `receipt:${earlier.id}`);
    await db
      .delete(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.channel, 'whatsapp')));
  }
}
