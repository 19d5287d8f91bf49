/** Transaction rows → the API's DTO (RM amounts, calendar due dates, ISO timestamps, overdue as its own flag). */
import { overdueOf, senToRm, type Transaction } from '@sewamudah/shared';
import { paymentMethodOf, type TransactionDetail } from './transactions.repository.js';

/** `today` is the Malaysian calendar date (todayInMalaysia) that decides `isOverdue`. */
export function toTransactionDto(detail: TransactionDetail, today: string): Transaction {
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
    ...overdueOf(t, today),
    description: t.description,
    paymentDate: t.paymentDate ? t.paymentDate.toISOString() : null,
    createdAt: t.createdAt.toISOString(),
    refundedAmount: senToRm(Number(detail.refundedSen ?? 0)),
    paymentMethod: paymentMethodOf(t),
    lateForTransactionId: t.lateForTransactionId,
    waiver: t.waivedAt ? { waivedAt: t.waivedAt.toISOString(), reason: t.waiverReason ?? '' } : null,
  };
}
