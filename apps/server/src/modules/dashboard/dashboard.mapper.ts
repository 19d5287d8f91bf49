/** Dashboard rows → the DTOs of `@sewamudah/shared` dashboard schemas (money in RM, timestamps ISO). */
import {
  overdueOf,
  senToRm,
  type DashboardPayment,
  type DashboardPendingApplication,
  type DashboardRental,
  type DashboardTransaction,
} from '@sewamudah/shared';
import type { PendingApplicationRow, RentalRow, TransactionRow } from './dashboard.repository.js';

export function toPendingApplicationDto(row: PendingApplicationRow): DashboardPendingApplication {
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    customer: { _id: row.userId, firstname: row.firstname, lastname: row.lastname },
    property: { _id: row.propertyId, name: row.propertyName },
    roomName: row.roomName,
  };
}

/** `today` (Malaysia) decides `isOverdue`; the status of an unpaid charge stays 'Pending'. */
export function toTransactionDto(row: TransactionRow, today: string): DashboardTransaction {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    status: row.status,
    ...overdueOf(row, today),
    amount: senToRm(row.amountSen),
    paymentDate: row.paymentDate?.toISOString() ?? null,
    dueDate: row.dueDate,
    createdAt: row.createdAt.toISOString(),
    property: { _id: row.propertyId, name: row.propertyName },
    roomName: row.roomName,
  };
}

export function toPaymentDto(row: TransactionRow, today: string): DashboardPayment {
  return {
    ...toTransactionDto(row, today),
    customer: { _id: row.userId, firstname: row.firstname, lastname: row.lastname },
  };
}

export function toRentalDto(row: RentalRow): DashboardRental {
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    isActive: row.status === 'Active',
    property: { _id: row.propertyId, name: row.propertyName },
    roomName: row.roomName,
    startDate: row.startDate,
    endDate: row.endDate,
    rentAmount: senToRm(row.rentSen),
  };
}
