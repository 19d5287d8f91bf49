/**
 * What maintenance tickets tell people (issue 26): each news goes to the other side of the ticket through notify()
 * in the change's transaction, with an e-mail that says the same as the notification, in the reader's language.
 * The tenant's link is their ticket page; an admin's is the board's ticket page.
 */
import { translator } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { NoticeValue } from '../../db/schema/index.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { findRecipient, listAdminRecipients } from '../../lib/mailer/recipients.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { renderNotice, type NoticeKind } from './notices.js';
import { notify } from './notify.js';

export const tenantTicketPath = (id: string) => `/complaint/${id}`;
export const adminTicketPath = (id: string) => `/manage-complaints/${id}`;

export interface TicketNotice {
  kind: NoticeKind;
  values: Record<string, NoticeValue>;
  /** Unique per news and reader: the reader's id is appended. */
  dedupeKey: string;
}

async function noticeEmail(
  tx: DbOrTx,
  publicUrl: string,
  userId: string,
  notice: TicketNotice,
  link: string,
): Promise<OutboxEmail | undefined> {
  const to = await findRecipient(tx, userId);
  if (!to) return undefined;
  const t = translator(to.language);
  const { title, text } = renderNotice(to.language, notice.kind, notice.values);
  return {
    kind: 'maintenance-update',
    dedupeKey: `${notice.dedupeKey}:${userId}`,
    to: to.email,
    ...renderEmail({
      language: to.language,
      subject: title,
      greeting: t('email.greeting', { name: to.firstname }),
      paragraphs: [text],
      action: { label: t('maintenanceServer.openAction'), url: `${publicUrl}${link}` },
    }),
  };
}

async function tell(tx: DbOrTx, publicUrl: string, userId: string, notice: TicketNotice, link: string) {
  const email = await noticeEmail(tx, publicUrl, userId, notice, link);
  await notify(tx, {
    userId,
    category: 'complaints',
    kind: notice.kind,
    values: notice.values,
    link,
    dedupeKey: `${notice.dedupeKey}:${userId}`,
    ...(email ? { email } : {}),
  });
}

export const notifyTenant = (
  tx: DbOrTx,
  publicUrl: string,
  ticket: { id: string; userId: string },
  notice: TicketNotice,
) => tell(tx, publicUrl, ticket.userId, notice, tenantTicketPath(ticket.id));

/** The handling admin when there is one, else every active admin (a new ticket has no handler yet). */
export async function notifyAdmins(
  tx: DbOrTx,
  publicUrl: string,
  ticket: { id: string; adminId: string | null },
  notice: TicketNotice,
): Promise<void> {
  const ids = ticket.adminId ? [ticket.adminId] : (await listAdminRecipients(tx)).map((a) => a.id).slice(0, 50);
  for (const id of ids) await tell(tx, publicUrl, id, notice, adminTicketPath(ticket.id));
}
