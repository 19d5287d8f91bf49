/** Complaint row → the SPEC §3 Complaint DTO (never a raw row). */
import type { Complaint } from '@sewamudah/shared';
import type { ComplaintRow } from './complaints.repository.js';

export function toComplaintDto(row: ComplaintRow): Complaint {
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
  };
}
