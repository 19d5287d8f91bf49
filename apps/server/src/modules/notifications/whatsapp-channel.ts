/**
 * The WhatsApp channel of `notify` (issue 24 §5, docs/decisions/0029): a notice with a WhatsApp template, for a
 * reader with an open opt-in, gets a `whatsapp` delivery: `queued` with its message in the WhatsApp outbox when the
 * reader's preference for the category allows it (on by default once opted in), else `disabled`. Readers who never
 * opted in (or whose opt-in ended) get no WhatsApp delivery at all. The message is in the reader's language.
 */
import { isWhatsappCategory, type NotificationCategory } from '@sewamudah/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  notificationPreferences,
  users,
  whatsappMessages,
  whatsappOptIns,
  type NoticeValue,
} from '../../db/schema/index.js';
import { templateParams, whatsappTemplateFor } from '../../lib/whatsapp/templates.js';
import { WHATSAPP_CHANNEL } from '../../lib/whatsapp/whatsapp-worker.js';

interface Notice {
  userId: string;
  category: NotificationCategory;
  kind: string;
  values?: Record<string, NoticeValue>;
  link: string;
  dedupeKey: string;
}

export type WhatsappMessageDraft = Omit<typeof whatsappMessages.$inferInsert, 'deliveryId'>;

/** The WhatsApp delivery this notice gets: none, `disabled`, or `queued` with its message. */
export async function whatsappDeliveryFor(
  tx: DbOrTx,
  notice: Notice,
): Promise<null | { status: 'disabled' } | { status: 'queued'; message: WhatsappMessageDraft }> {
  const template = whatsappTemplateFor(notice.kind);
  if (!template || !isWhatsappCategory(notice.category)) return null;
  const [optIn] = await tx
    .select({ phone: whatsappOptIns.phone, language: users.language })
    .from(whatsappOptIns)
    .innerJoin(users, eq(users.id, whatsappOptIns.userId))
    .where(and(eq(whatsappOptIns.userId, notice.userId), isNull(whatsappOptIns.endedAt)));
  if (!optIn) return null;
  const [preference] = await tx
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, notice.userId),
        eq(notificationPreferences.category, notice.category),
        eq(notificationPreferences.channel, 'whatsapp'),
      ),
    );
  if (preference?.enabled === false) return { status: 'disabled' };
  const params = templateParams(template, notice.values ?? {}, optIn.language);
  if (!params) return null;
  return {
    status: 'queued',
    message: {
      dedupeKey: `${notice.dedupeKey}:whatsapp`,
      toPhone: optIn.phone,
      template,
      language: optIn.language,
      params,
      link: notice.link,
    },
  };
}

/** Queues the message of a `queued` WhatsApp delivery and wakes the WhatsApp workers at commit. */
export async function queueWhatsappMessage(tx: DbOrTx, deliveryId: string, message: WhatsappMessageDraft) {
  await tx
    .insert(whatsappMessages)
    .values({ ...message, deliveryId })
    .onConflictDoNothing({ target: whatsappMessages.dedupeKey });
  await tx.execute(sql`select pg_notify(${WHATSAPP_CHANNEL}, '')`);
}
