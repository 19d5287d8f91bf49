/** Transactions: listing (own for customers, all for admins) and the admin's charges (add, edit, cancel, delete). */
import {
  maintenanceMessages,
  rmToSen,
  todayInMalaysia,
  lateChargeMessages,
  transactionMessages as m,
  type CreateTransactionBody,
  type ListTransactionsQuery,
  type ReceiptSummary,
  type Transaction,
  type UpdateTransactionBody,
  type UserInfo,
} from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { type ListResult, streamResult } from '../../lib/lists/list-result.js';
import { pageWindowOf } from '../../lib/lists/paging.js';
import { receiptsByTransaction } from '../receipts/receipts.service.js';
import type { PaymentsEnv } from './payments.service.js';
import { refuseWhilePaymentInFlight, settleIntentsBeforeDelete } from './payments-in-flight.js';
import { toTransactionDto } from './transactions.mapper.js';
import { settleIntent } from './refunds.repository.js';
import * as repo from './transactions.repository.js';
import { actorOf, recordTenancyEvent } from '../tenancy/tenancy-events.js';

export async function listTransactions(
  env: PaymentsEnv,
  user: UserInfo,
  query: ListTransactionsQuery,
): Promise<ListResult<Transaction>> {
  const db = env.deps.database.db;
  const today = todayInMalaysia(env.deps.clock());
  const filters = {
    today,
    propertyId: query.propertyId,
    contractId: query.contractId,
    status: query.status,
    type: query.type,
    q: query.q,
    // A customer only ever sees their own.
    userId: user.userType === 'admin' ? query.userId : user.userId,
  };
  const toDto = (row: repo.TransactionDetail & WithReceipts) => ({
    ...toTransactionDto(row, today),
    receipts: row.receipts,
  });
  const page = pageWindowOf(query);
  if (page) {
    const { rows, total } = await repo.listTransactions(db, filters, page, query.sort);
    return { kind: 'page', items: (await withReceipts(db, rows)).map(toDto), total };
  }
  // The SPEC's unpaged call: streamed in keyset batches (ADR 21).
  const total = await repo.countTransactions(db, filters);
  return streamResult(
    total,
    {
      fetch: async (after: repo.TransactionCursor | null, limit) =>
        withReceipts(db, await repo.transactionsAfter(db, filters, after, limit)),
      cursorOf: (row) => ({ createdAt: row.cursorCreatedAt, dueDate: row.transaction.dueDate, id: row.transaction.id }),
    },
    toDto,
  );
}

/** A customer asking for another customer's transaction gets 404, as for an unknown id. */
export async function getTransaction(env: PaymentsEnv, user: UserInfo | null, id: string): Promise<Transaction> {
  const detail = await repo.findTransactionDetail(env.deps.database.db, id);
  if (!detail || (user && user.userType !== 'admin' && detail.transaction.userId !== user.userId))
    throw notFound(m.notFound);
  const [withTheirs] = await withReceipts(env.deps.database.db, [detail]);
  return { ...toTransactionDto(detail, todayInMalaysia(env.deps.clock())), receipts: withTheirs!.receipts };
}

type WithReceipts = { receipts: ReceiptSummary[] };

/** Each row with its official receipts (ADR 0019), one query per page or batch. */
async function withReceipts<Row extends repo.TransactionDetail>(
  db: DbOrTx,
  rows: Row[],
): Promise<(Row & WithReceipts)[]> {
  const receipts = await receiptsByTransaction(
    db,
    rows.map((row) => row.transaction.id),
  );
  return rows.map((row) => ({ ...row, receipts: receipts.get(row.transaction.id) ?? [] }));
}

export async function createCharge(
  env: PaymentsEnv,
  body: CreateTransactionBody,
  admin?: UserInfo,
): Promise<Transaction> {
  const db = env.deps.database.db;
  const contract = await repo.findContract(db, body.contractId);
  if (!contract) throw notFound(m.contractNotFound);
  if (contract.status !== 'Active') throw badRequest(m.contractNotActive);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertTransaction(tx, {
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
    await recordTenancyEvent(tx, {
      contractId: contract.id,
      type: 'charge_added',
      at: env.deps.clock(),
      actor: admin ? actorOf(admin) : { role: 'admin' },
      data: { transactionId: inserted.id, chargeType: body.type, amountSen: inserted.amountSen, dueDate: body.dueDate },
    });
    return inserted;
  });
  return getTransaction(env, null, row.id);
}

/**
 * Cancels a PaymentIntent that must no longer be paid (after the change committed); cancelled, it is released.
 * One that cannot be cancelled (processing, or paid a moment ago) stays for reconciliation: late money is refunded.
 */
export async function retireIntent(env: PaymentsEnv, paymentIntentId: string | null): Promise<void> {
  if (!paymentIntentId) return;
  const cancelled = await env.deps.payments
    .cancelPaymentIntent(paymentIntentId)
    .catch((error: unknown) => env.log.warn({ err: error, paymentIntentId }, 'could not cancel PaymentIntent'));
  if (cancelled?.status === 'canceled') {
    await settleIntent(env.deps.database.db, paymentIntentId, 'released', env.deps.clock());
  }
}

export async function updateCharge(
  env: PaymentsEnv,
  id: string,
  body: UpdateTransactionBody,
  admin?: UserInfo,
): Promise<Transaction> {
  const retired = await env.deps.database.db.transaction(async (tx) => {
    const t = await repo.lockTransaction(tx, id);
    if (!t) throw notFound(m.notFound);
    // ADR 0031: a late charge's amount is the clause's; it is waived, never edited, cancelled or deleted.
    if (t.type === 'Late Charge') throw conflict(lateChargeMessages.waiveInstead);
    // A repair share always equals its ticket's cost (issue 26 §4): it changes on the ticket only.
    if (t.type === 'Repair') throw conflict(maintenanceMessages.repairChargeOnTicket);
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
    if (body.status === 'Cancelled') {
      await recordTenancyEvent(tx, {
        contractId: t.contractId,
        type: 'charge_cancelled',
        at: env.deps.clock(),
        actor: admin ? actorOf(admin) : { role: 'admin' },
        data: { transactionId: t.id, chargeType: t.type, amountSen: t.amountSen, dueDate: t.dueDate },
      });
    }
    return changesPrice ? t.paymentIntentId : null;
  });
  await retireIntent(env, retired);
  return getTransaction(env, null, id);
}

/**
 * Deletes an unpaid charge. Money that may be on its way is settled first (issue 22): the provider is asked about
 * the charge's open intents; one still in flight (FPX processing) refuses the delete with 409 (cancel instead).
 */
export async function deleteCharge(env: PaymentsEnv, id: string, admin?: UserInfo): Promise<void> {
  const existing = await repo.findTransaction(env.deps.database.db, id);
  if (existing && existing.type !== 'Deposit') await settleIntentsBeforeDelete(env, { transactionId: id });
  const retired = await env.deps.database.db.transaction(async (tx) => {
    const t = await repo.lockTransaction(tx, id);
    if (!t) throw notFound(m.notFound);
    // ADR 0031: a late charge's amount is the clause's; it is waived, never edited, cancelled or deleted.
    if (t.type === 'Late Charge') throw conflict(lateChargeMessages.waiveInstead);
    // A repair share always equals its ticket's cost (issue 26 §4): it changes on the ticket only.
    if (t.type === 'Repair') throw conflict(maintenanceMessages.repairChargeOnTicket);
    if (t.status === 'Paid' || (await repo.hasPayment(tx, t.id))) throw conflict(m.paidCannotDelete);
    if (t.type === 'Deposit') throw new AppError(400, m.depositCannotDelete);
    await refuseWhilePaymentInFlight(tx, { transactionId: t.id });
    await repo.deleteTransaction(tx, t.id);
    await recordTenancyEvent(tx, {
      contractId: t.contractId,
      type: 'charge_deleted',
      at: env.deps.clock(),
      actor: admin ? actorOf(admin) : { role: 'admin' },
      data: { transactionId: t.id, chargeType: t.type, amountSen: t.amountSen, dueDate: t.dueDate },
    });
    return t.paymentIntentId;
  });
  await retireIntent(env, retired);
}
