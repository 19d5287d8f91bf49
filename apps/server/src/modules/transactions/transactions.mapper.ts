/** Transaction rows → the API's DTO (RM amounts, calendar due dates, ISO timestamps). */
import { senToRm, type Transaction } from '@sewamudah/shared';
import type { TransactionDetail } from './transactions.repository.js';

export function toTransactionDto(detail: TransactionDetail): Transaction {
  const t = detail.transaction;
  return {
    _id: t.id,
    id: t.id,
    user: {
      _id: detail.user.id,
      firstname: detail.user.firstname,
      lastname: detail.user.lastname,
      email: detail.user.email,
    },
    property: { _id: detail.property.id, name: detail.property.name },
    contractId: t.contractId,
    roomName: detail.roomName,
    type: t.type,
    amount: senToRm(t.amountSen),
    dueDate: t.dueDate,
    status: t.status,
    description: t.description,
    paymentDate: t.paymentDate ? t.paymentDate.toISOString() : null,
    createdAt: t.createdAt.toISOString(),
  };
}
