/** Transactions: listing (own for customers, all for admins) and the admin's charges (add, edit, cancel, delete). */
import {
  rmToSen,
  todayInMalaysia,
  transactionMessages as m,
  type CreateTransactionBody,
  type ListTransactionsQuery,
  type Transaction,
  type UpdateTransactionBody,
  type UserInfo,
} from '@sewamudah/shared';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { PaymentsEnv } from './payments.service.js';
import { toTransactionDto } from './transactions.mapper.js';
import * as repo from './transactions.repository.js';

export async function listTransactions(
  env: PaymentsEnv,
  user: UserInfo,
  query: ListTransactionsQuery,
): Promise<{ transactions: Transaction[]; total: number }> {
  const today = todayInMalaysia(env.deps.clock());
  const filters = {
    today,
    propertyId: query.propertyId,
    contractId: query.contractId,
    status: query.status,
    type: query.type,
    // A customer only ever sees their own.
    userId: user.userType === 'admin' ? query.userId : user.userId,
  };
  const page =
    query.page || query.limit
      ? { limit: query.limit ?? 20, offset: ((query.page ?? 1) - 1) * (query.limit ?? 20) }
      : null;
  const { rows, total } = await repo.listTransactions(env.deps.database.db, filters, page);
  return { transactions: rows.map((row) => toTransactionDto(row, today)), total };
}

/** A customer asking for another customer's transaction gets 404, as for an unknown id. */
export async function getTransaction(env: PaymentsEnv, user: UserInfo | null, id: string): Promise<Transaction> {
  const detail = await repo.findTransactionDetail(env.deps.database.db, id);
  if (!detail || (user && user.userType !== 'admin' && detail.transaction.userId !== user.userId))
    throw notFound(m.notFound);
  return toTransactionDto(detail, todayInMalaysia(env.deps.clock()));
}

export async function createCharge(env: PaymentsEnv, body: CreateTransactionBody): Promise<Transaction> {
  const db = env.deps.database.db;
  const contract = await repo.findContract(db, body.contractId);
  if (!contract) throw notFound(m.contractNotFound);
  if (contract.status !== 'Active') throw badRequest(m.contractNotActive);
  const row = await repo.insertTransaction(db, {
    userId: contract.userId,
    contractId: contract.id,
    propertyId: contract.propertyId,
    roomId: contract.roomId,
    type: body.type,
    amountSen: rmToSen(body.amount),
    dueDate: body.dueDate,
    // Unpaid charges stay 'Pending' even when already late (the DTO flags isOverdue).
    status: 'Pending',
    description: body.description || null,
  });
  return getTransaction(env, null, row.id);
}

/** Cancels a PaymentIntent that must no longer be paid (after the change committed). */
async function retireIntent(env: PaymentsEnv, paymentIntentId: string | null): Promise<void> {
  if (!paymentIntentId) return;
  await env.deps.payments
    .cancelPaymentIntent(paymentIntentId)
    .catch((error: unknown) => env.log.warn({ err: error, paymentIntentId }, 'could not cancel PaymentIntent'));
}

export async function updateCharge(env: PaymentsEnv, id: string, body: UpdateTransactionBody): Promise<Transaction> {
  const retired = await env.deps.database.db.transaction(async (tx) => {
    const t = await repo.lockTransaction(tx, id);
    if (!t) throw notFound(m.notFound);
    if (t.status === 'Paid' || (await repo.hasPayment(tx, t.id))) throw conflict(m.paidCannotChange);
    if (t.status === 'Cancelled') throw conflict(m.notPayable);
    if (body.status === 'Cancelled' && t.type === 'Deposit') throw badRequest(m.depositCannotDelete);
    const amountSen = body.amount !== undefined ? rmToSen(body.amount) : t.amountSen;
    const dueDate = body.dueDate ?? t.dueDate;
    const changesPrice = amountSen !== t.amountSen || body.status === 'Cancelled';
    await repo.updateTransaction(tx, t.id, {
      amountSen,
      dueDate,
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      status: body.status ?? t.status,
      ...(dueDate !== t.dueDate ? { reminderSentAt: null } : {}),
      ...(changesPrice ? { paymentIntentId: null } : {}),
    });
    return changesPrice ? t.paymentIntentId : null;
  });
  await retireIntent(env, retired);
  return getTransaction(env, null, id);
}

export async function deleteCharge(env: PaymentsEnv, id: string): Promise<void> {
  const retired = await env.deps.database.db.transaction(async (tx) => {
    const t = await repo.lockTransaction(tx, id);
    if (!t) throw notFound(m.notFound);
    if (t.status === 'Paid' || (await repo.hasPayment(tx, t.id))) throw conflict(m.paidCannotDelete);
    if (t.type === 'Deposit') throw new AppError(400, m.depositCannotDelete);
    await repo.deleteTransaction(tx, t.id);
    return t.paymentIntentId;
  });
  await retireIntent(env, retired);
}
