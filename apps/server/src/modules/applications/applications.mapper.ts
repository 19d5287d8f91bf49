/** Application rows → the API's Application DTO (SPEC §3), amounts in RM. */
import { senToRm, type Application } from '@sewamudah/shared';
import type { ApplicationRow } from './applications.repository.js';

export function toApplicationDto(row: ApplicationRow): Application {
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    user: {
      _id: row.userId,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      language: row.language,
    },
    property: {
      _id: row.propertyId,
      name: row.propertyName,
      address: row.propertyAddress,
      type: row.propertyType,
      price: row.propertyPriceSen === null ? null : senToRm(row.propertyPriceSen),
    },
    roomId: row.roomId,
    roomName: row.roomName,
    roomPrice: row.roomPriceSen === null ? null : senToRm(row.roomPriceSen),
    startDate: row.startDate,
    endDate: row.endDate,
    stayLength: row.stayLength,
    contract: row.contractId,
    contractEsignStatus: row.contractEsignStatus,
    screeningState: row.screeningState,
  };
}
