/**
 * What viewings tell people (issue 28 §4, ADR 29): every news goes through notify() in the change's transaction, in
 * the app and by e-mail in the reader's language. The customer's link is My viewings (the nudge: the listing's apply
 * panel); an admin's is the day's viewings. Admin notices go to every active admin (at most 50).
 */
import { formatDate } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { NoticeValue } from '../../db/schema/index.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { findRecipient, listAdminRecipients } from '../../lib/mailer/recipients.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import type { NotificationCategory } from '@sewamudah/shared';
import { renderNotice, type NoticeKind } from '../notifications/notices.js';
import { notify } from '../notifications/notify.js';
import { localDateTime } from './viewing-time.js';

export const MY_VIEWINGS_PATH = '/my-viewings';
export const adminDayPath = (date: string) => `/manage-viewings?date=${date}`;
export const applyPath = (propertyId: string) => `/listing/${propertyId}#apply`;

export interface ViewingNews {
  kind: NoticeKind;
  category: NotificationCategory;
  /** Unique per news; the reader's id is appended. */
  dedupeKey: string;
  slot: { startsAt: Date };
  place: string;
  customer?: string;
  /** The earlier time of a rescheduled viewing. */
  from?: { startsAt: Date };
}

function valuesOf(news: ViewingNews): Record<string, NoticeValue> {
  const at = localDateTime(news.slot.startsAt);
  const values: Record<string, NoticeValue> = { place: news.place, date: formatDate(at.date), time: at.time };
  if (news.customer) values.customer = news.customer;
  if (news.from) {
    const from = localDateTime(news.from.startsAt);
    values.fromDate = formatDate(from.date);
    values.fromTime = from.time;
  }
  return values;
}

async function emailOf(
  tx: DbOrTx,
  publicUrl: string,
  userId: string,
  news: ViewingNews,
  values: Record<string, NoticeValue>,
  link: string,
): Promise<OutboxEmail | undefined> {
  const to = await findRecipient(tx, userId);
  if (!to) return undefined;
  const t = translator(to.language);
  const { title, text } = renderNotice(to.language, news.kind, values);
  return {
    kind: 'viewing',
    dedupeKey: `${news.dedupeKey}:${userId}`,
    to: to.email,
    ...renderEmail({
      language: to.language,
      subject: title,
      greeting: t('email.greeting', { name: to.firstname }),
      paragraphs: [text],
      action: {
        label: t(news.kind === 'viewingApply' ? 'viewingsServer.applyAction' : 'viewingsServer.openAction'),
        url: `${publicUrl}${link}`,
      },
    }),
  };
}

/** Tells one reader; answers whether it was news (false: its dedupe key was used before). */
export async function tellViewing(
  tx: DbOrTx,
  publicUrl: string,
  userId: string,
  news: ViewingNews,
  link: string,
): Promise<boolean> {
  const values = valuesOf(news);
  const email = await emailOf(tx, publicUrl, userId, news, values, link);
  const id = await notify(tx, {
    userId,
    category: news.category,
    kind: news.kind,
    values,
    link,
    dedupeKey: `${news.dedupeKey}:${userId}`,
    ...(email ? { email } : {}),
  });
  return id !== null;
}

/** Tells every active admin (the admin side of a viewing), linking to that day's viewings. */
export async function tellAdmins(tx: DbOrTx, publicUrl: string, news: ViewingNews): Promise<number> {
  const admins = (await listAdminRecipients(tx)).slice(0, 50);
  const link = adminDayPath(localDateTime(news.slot.startsAt).date);
  let told = 0;
  for (const admin of admins) if (await tellViewing(tx, publicUrl, admin.id, news, link)) told++;
  return told;
}
