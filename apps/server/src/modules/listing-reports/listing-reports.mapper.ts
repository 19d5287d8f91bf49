import type { ListingReport, ListingReportReason, ListingReportStatus, OwnListingReport } from '@sewamudah/shared';
import type { ReportRecord, ReportRow } from './listing-reports.repository.js';

export function toOwnReportDto(row: ReportRecord): OwnListingReport {
  return {
    _id: row.id,
    id: row.id,
    propertyId: row.propertyId,
    reason: row.reason as ListingReportReason,
    note: row.note,
    status: row.status as ListingReportStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function toReportDto(row: ReportRow): ListingReport {
  return {
    ...toOwnReportDto(row),
    property: { id: row.propertyId, name: row.propertyName, address: row.propertyAddress },
    reporter: { id: row.userId, name: row.reporterName, email: row.reporterEmail },
    adminNote: row.adminNote,
    decidedBy: row.decidedBy && row.deciderName ? { id: row.decidedBy, name: row.deciderName } : null,
  };
}
