/** Complaint row → the SPEC §3 Complaint DTO (never a raw row). */
import type { Complaint, MaintenanceCategory, MaintenanceUrgency } from '@sewamudah/shared';
import type { ComplaintRow } from './complaints.repository.js';

/** The board's view of a ticket (issue 26, a new key): overdue when its open promise passed at `now`. */
export function ticketSummary(row: ComplaintRow, now: Date): NonNullable<Complaint['ticket']> {
  return {
    kind: row.kind === 'maintenance' ? 'maintenance' : 'complaint',
    category: (row.category as MaintenanceCategory | null) ?? null,
    urgency: (row.urgency as MaintenanceUrgency | null) ?? null,
    nextDueAt: row.nextDueAt?.toISOString() ?? null,
    overdue: row.nextDueAt !== null && row.nextDueAt.getTime() < now.getTime(),
    reopenCount: row.reopenCount,
  };
}

export function toComplaintDto(row: ComplaintRow, now: Date): Complaint {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    customer: { _id: row.userId, firstname: row.customerFirstname, lastname: row.customerLastname },
    property: { _id: row.propertyId, name: row.propertyName },
    admin: row.adminFirstname === null ? null : { firstname: row.adminFirstname, lastname: row.adminLastname ?? '' },
    resolutionDetails: row.resolutionDetails,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ticket: ticketSummary(row, now),
  };
}
