/** Catalogue keys of the reasons and statuses (the `listingReport` area: register it where these are shown). */
import type { ListingReportReason, ListingReportStatus } from '@sewamudah/shared';
import type { MessageKey } from '@/lib/i18n';

const camel = (value: string) => value.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const reasonKey = (reason: ListingReportReason): MessageKey =>
  `listingReportDialog.reasons.${camel(reason)}` as MessageKey;

export const statusKey = (status: ListingReportStatus): MessageKey =>
  `listingReportDialog.statuses.${status}` as MessageKey;

/** The badge colour each status borrows (StatusBadge colours by SPEC status): open waits, resolved is done. */
export const STATUS_BADGE: Record<ListingReportStatus, string> = {
  open: 'pending',
  resolved: 'handled',
  dismissed: 'waived',
};
