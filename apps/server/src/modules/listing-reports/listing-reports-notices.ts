/**
 * What listing reports tell people (issue 28 §6, ADR 29), through notify() in the change's transaction, in the app and
 * by e-mail in the reader's language: every active admin (at most 50, as viewings do) hears of a new report, linking
 * to the queue; the reporter hears once that their report was resolved or dismissed, linking to the listing.
 */
import type { ListingReportReason } from '@sewamudah/shared';
import { translator, type MessageKey } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { NoticeValue } from '../../db/schema/index.js';
import { findRecipient, listAdminRecipients } from '../../lib/mailer/recipients.js';
import { isDeleted } from '../data-rights/data-rights.repository.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { renderNotice } from '../notifications/notices.js';
import { notify } from '../notifications/notify.js';

export const QUEUE_PATH = '/manage-listing-reports';
export const listingPath = (propertyId: string) => `/listing/${propertyId}`;

const camel = (value: string) => value.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** The reason's name, translated in the reader's language when the notice is shown. */
export const reasonValue = (reason: ListingReportReason): NoticeValue => ({
  key: `listingReportDialog.reasons.${camel(reason)}`,
});

interface ReportNews {
  kind: 'listingReported' | 'listingReportResolved' | 'listingReportDismissed';
  dedupeKey: string;
  values: Record<string, NoticeValue>;
  link: string;
  actionKey: MessageKey;
}

async function tell(tx: DbOrTx, publicUrl: string, userId: string, news: ReportNews): Promise<boolean> {
  const to = await findRecipient(tx, userId);
  if (!to) return false;
  const t = translator(to.language);
  const { title, text } = renderNotice(to.language, news.kind, news.values);
  const dedupeKey = `${news.dedupeKey}:${userId}`;
  const id = await notify(tx, {
    userId,
    category: 'complaints',
    kind: news.kind,
    values: news.values,
    link: news.link,
    dedupeKey,
    email: {
      kind: 'listing-report',
      dedupeKey,
      to: to.email,
      ...renderEmail({
        language: to.language,
        subject: title,
        greeting: t('email.greeting', { name: to.firstname }),
        paragraphs: [text],
        action: { label: t(news.actionKey), url: `${publicUrl}${news.link}` },
      }),
    },
  });
  return id !== null;
}

export async function tellAdminsOfReport(
  tx: DbOrTx,
  publicUrl: string,
  report: { id: string; reason: ListingReportReason; place: string; customer: string },
): Promise<void> {
  const admins = (await listAdminRecipients(tx)).slice(0, 50);
  for (const admin of admins) {
    await tell(tx, publicUrl, admin.id, {
      kind: 'listingReported',
      dedupeKey: `listing-report:${report.id}:new`,
      values: { customer: report.customer, place: report.place, reason: reasonValue(report.reason) },
      link: QUEUE_PATH,
      actionKey: 'listingReportServer.openQueueAction',
    });
  }
}

/**
 * Tells the reporter the outcome (once: the dedupe key is the report's). A reporter who deleted their account (ADR 42:
 * the report stays, under "Deleted user #n") is told nothing: no notice is kept for them and no mail is queued.
 */
export async function tellReporter(
  tx: DbOrTx,
  publicUrl: string,
  report: { id: string; userId: string; propertyId: string; reason: ListingReportReason; place: string },
  outcome: 'resolved' | 'dismissed',
): Promise<boolean> {
  if (await isDeleted(tx, report.userId)) return false;
  return tell(tx, publicUrl, report.userId, {
    kind: outcome === 'resolved' ? 'listingReportResolved' : 'listingReportDismissed',
    dedupeKey: `listing-report:${report.id}:decided`,
    values: { place: report.place, reason: reasonValue(report.reason) },
    link: listingPath(report.propertyId),
    actionKey: 'listingReportServer.openListingAction',
  });
}
