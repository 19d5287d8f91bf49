/**
 * What a notification says, in the reader's language at read time: `notice.<kind>.title|text` of the catalogue with
 * the stored values; a value `{ key }` (a SPEC value such as a status or charge type) is itself translated.
 */
import type { Language } from '@sewamudah/shared';
import { translate, type MessageKey } from '@sewamudah/shared/i18n';
import type { NoticeValue } from '../../db/schema/index.js';

export const NOTICE_KINDS = [
  'paymentReceived',
  'paymentDue',
  'paymentDueToday',
  'paymentOverdue',
  'lateChargeAdded',
  'lateChargeWaived',
  'applicationAccepted',
  'applicationRejected',
  // Saved searches (issue 28 §5): modules/saved-searches/search-alerts.ts
  'searchAlert',
  'searchDigest',
  // The tenancy lifecycle (issue 25): modules/tenancy/tenancy-notices.ts
  'tenancyNoticeGiven',
  'renewalReminder',
  'renewalOffered',
  'renewalAnswered',
  'settlementIssued',
  'settlementAnswered',
  'depositRefunded',
  'depositAccountNeeded',
  'complaintStatus',
  // Maintenance tickets (issue 26): modules/notifications/maintenance-notices.ts
  'ticketComment',
  'visitProposed',
  'visitConfirmed',
  'visitRescheduleRequested',
  'visitReminder',
  'visitOutcome',
  'repairCharge',
  'costDisputed',
  'ticketReopened',
  'ticketRated',
  'upkeepScheduled',
  'autopayNotice',
  'autopayOverCap',
  'autopayFailed',
  'autopayEnded',
  'inspectionReview',
  'inspectionReminder',
  'inspectionFinal',
  'moveInAppointment',
  'moveInReminder',
  'keysHandedOver',
  // Tenant screening (issue 27): modules/screening/screening-changes.ts, screening-retention.ts
  'screeningChangesRequested',
  'screeningDocumentsUnused',
  'screeningProfileIncomplete',
  // Viewings (issue 28 §4): modules/viewings/viewings-notices.ts
  'viewingBooked',
  'viewingBookedAdmin',
  'viewingCancelled',
  'viewingCancelledAdmin',
  'viewingRescheduled',
  'viewingRescheduledAdmin',
  'viewingReminder',
  'viewingReminderAdmin',
  'viewingApply',
  // Listing reports (issue 28 §6): modules/listing-reports/listing-reports-notices.ts
  'listingReported',
  'listingReportResolved',
  'listingReportDismissed',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const camel = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/** A SPEC value kept as its catalogue key (`status.handled`), shown in the reader's language. */
export const specValue = (namespace: 'status' | 'transactionType', value: string): NoticeValue => ({
  key: `${namespace}.${camel(value)}`,
});

export function renderNotice(
  language: Language,
  kind: string,
  values: Record<string, NoticeValue>,
): { title: string; text: string } {
  const resolved: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    resolved[name] = typeof value === 'object' ? translate(language, value.key as MessageKey) : value;
  }
  return {
    title: translate(language, `notice.${kind}.title` as MessageKey, resolved),
    text: translate(language, `notice.${kind}.text` as MessageKey, resolved),
  };
}
