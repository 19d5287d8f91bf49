/** Contract rows → the API's Contract DTO (SPEC §3): RM amounts, private file links, never storage keys. */
import { senToRm, type Contract } from '@sewamudah/shared';
import type { ContractRow } from './contracts.repository.js';

export const contractFileUrl = (id: string) => `/api/contracts/${id}/file`;
export const signedContractFileUrl = (id: string) => `/api/contracts/${id}/signed-file`;

export function toContractDto(row: ContractRow): Contract {
  const rentAmount = senToRm(row.rentSen);
  const depositAmount = senToRm(row.depositSen);
  const isRoom = row.roomId !== null;
  return {
    _id: row.id,
    id: row.id,
    applicationId: row.applicationId,
    status: row.status,
    isActive: row.status === 'Active',
    user: { _id: row.userId, firstname: row.firstname, lastname: row.lastname, email: row.email },
    property: { _id: row.propertyId, name: row.propertyName, address: row.propertyAddress, type: row.propertyType },
    roomId: row.roomId,
    roomName: row.roomName,
    startDate: row.startDate,
    endDate: row.endDate,
    stayLength: row.stayLength,
    rentAmount,
    depositAmount,
    roomPrice: isRoom ? rentAmount : null,
    roomDepositAmount: isRoom ? depositAmount : null,
    contractFile: row.contractFileKey ? contractFileUrl(row.id) : null,
    signedContractFile: row.signedFileKey ? signedContractFileUrl(row.id) : null,
    hasSignedCopy: row.signedFileKey !== null,
    signedAt: row.signedAt?.toISOString() ?? null,
    depositPayment:
      row.depositTransactionId && row.depositTransactionStatus && row.depositTransactionDueDate
        ? {
            _id: row.depositTransactionId,
            amount: senToRm(row.depositTransactionSen ?? 0),
            status: row.depositTransactionStatus,
            dueDate: row.depositTransactionDueDate,
          }
        : null,
    paymentDueAt: row.status === 'Awaiting Payment' ? (row.paymentDueAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
