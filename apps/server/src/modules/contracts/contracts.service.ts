/** Contract rules: who sees which contract and its files, signed uploads, ending early and deleting. */
import {
  todayInMalaysia,
  type Contract,
  type ContractsQuery,
  type StampDutyPayer,
  type UserInfo,
} from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { type ListResult, streamResult } from '../../lib/lists/list-result.js';
import { pageWindowOf } from '../../lib/lists/paging.js';
import type { StoredObject } from '../../lib/storage/index.js';
import type { ServiceContext } from '../applications/applications.context.js';
import { listVersionKeys } from '../esign/esign.repository.js';
import { currentAgreementKey, signedCopyKey } from './contract-document.js';
import { toContractDto, type ContractFileKind, type ContractFileLink } from './contracts.mapper.js';
import * as lists from './contracts-list.repository.js';
import * as repo from './contracts.repository.js';
import { contractTexts } from './contracts.texts.js';
import { actorOf, recordTenancyEvent } from '../tenancy/tenancy-events.js';
import { refuseWhilePaymentInFlight, settleIntentsBeforeDelete } from '../transactions/payments-in-flight.js';

/** The service context plus the minting of signed file links (only ever for a contract its reader may see). */
export interface ContractsContext extends ServiceContext {
  fileLink: ContractFileLink;
  /** config STAMP_DUTY_PAYER (docs/decisions/0014). */
  stampDutyPayer?: StampDutyPayer;
}

const isAdmin = (user: UserInfo) => user.userType === 'admin';

/** The tenant or an admin; anyone else gets 404 (the contract's existence is private). */
async function findVisibleContract(ctx: ContractsContext, user: UserInfo, id: string) {
  const row = await repo.findContract(ctx.deps.database.db, id);
  if (!row || (!isAdmin(user) && row.userId !== user.userId)) throw notFound(contractTexts.notFound);
  return row;
}

export async function listContracts(
  ctx: ContractsContext,
  user: UserInfo,
  query: ContractsQuery,
): Promise<ListResult<Contract>> {
  const db = ctx.deps.database.db;
  const filters: lists.ContractFilters = {
    propertyId: query.propertyId,
    status: query.status,
    q: query.q,
    // A customer only ever sees their own.
    userId: isAdmin(user) ? query.userId : user.userId,
  };
  const toDto = (row: lists.ContractListRow) => toContractDto(row, ctx.fileLink, ctx.stampDutyPayer);
  const page = pageWindowOf(query);
  if (page) {
    const { rows, total } = await lists.listContracts(db, filters, page, query.sort);
    return { kind: 'page', items: rows.map(toDto), total };
  }
  // The SPEC's unpaged call: streamed in keyset batches (ADR 21).
  return streamResult(
    await lists.countContracts(db, filters),
    {
      fetch: (after: lists.ContractCursor | null, limit) => lists.contractsAfter(db, filters, after, limit),
      cursorOf: (row) => ({ startDate: row.startDate, createdAt: row.cursorCreatedAt, id: row.id }),
    },
    toDto,
  );
}

export async function getContract(ctx: ContractsContext, user: UserInfo, id: string): Promise<Contract> {
  return toContractDto(await findVisibleContract(ctx, user, id), ctx.fileLink, ctx.stampDutyPayer);
}

/** A contract file for a signed-in reader, or (user null) for a signed link already checked for this id and kind. */
export async function getContractFile(
  ctx: ContractsContext,
  user: UserInfo | null,
  id: string,
  which: ContractFileKind,
): Promise<StoredObject> {
  const row = user ? await findVisibleContract(ctx, user, id) : await repo.findContractRecord(ctx.deps.database.db, id);
  if (!row) throw notFound(contractTexts.notFound);
  // The agreement is its newest version: generated, signed by the tenant, or completed and sealed (ADR 0013).
  const key = which === 'agreement' ? await currentAgreementKey(ctx.deps.database.db, row) : row.signedFileKey;
  const object = key ? await ctx.deps.storage.get(key) : null;
  if (!object) throw notFound(which === 'agreement' ? contractTexts.fileNotFound : contractTexts.signedNotFound);
  return object;
}

/**
 * Stores the tenant's signed copy beside the generated agreement (which is never overwritten). A contract whose
 * deposit is already paid becomes active now: the signed copy was its one step left.
 */
export async function uploadSignedCopy(
  ctx: ContractsContext,
  user: UserInfo,
  id: string,
  pdf: Buffer,
): Promise<Contract> {
  const row = await findVisibleContract(ctx, user, id);
  if (row.userId !== user.userId) throw new AppError(403, contractTexts.tenantOnly);
  const signable = row.status === 'Awaiting Payment' || (row.status === 'Active' && !row.signedFileKey);
  if (!signable) throw conflict(contractTexts.notSignable);
  if (row.esignStatus !== 'unsigned') throw conflict(contractTexts.signedElectronically);
  const key = signedCopyKey(id);
  await ctx.deps.storage.put(key, pdf, 'application/pdf');
  const now = ctx.deps.clock();
  await ctx.deps.database.db.transaction(async (tx) => {
    // Locked so a payment being recorded at the same moment sees the copy, or this sees the payment.
    await repo.findContractRecord(tx, id, { lock: true });
    await recordTenancyEvent(tx, {
      contractId: id,
      type: 'signed',
      at: now,
      actor: actorOf(user),
      data: { method: 'upload' },
      links: [{ kind: 'signed_copy', id }],
    });
    await recordSignedCopy(tx, id, key, now);
  });
  return getContract(ctx, user, id);
}

/**
 * The signed-copy rule, shared by the hand-signed upload and the e-signature (modules/esign): the signed copy
 * is recorded, and a contract whose deposit is already paid becomes active now. Call with the contract locked.
 */
export async function recordSignedCopy(tx: DbOrTx, id: string, key: string, now: Date): Promise<boolean> {
  await repo.setSignedCopy(tx, id, key, now);
  return repo.activateIfSignedAndPaid(tx, id, now);
}

/** Admin: ends an active contract early (default today); frees the unit/room and cancels later unpaid charges. */
export async function endContractEarly(
  ctx: ContractsContext,
  user: UserInfo,
  id: string,
  endDate?: string,
): Promise<Contract> {
  const now = ctx.deps.clock();
  const today = todayInMalaysia(now);
  const newEnd = endDate ?? today;
  await ctx.deps.database.db.transaction(async (tx) => {
    const contract = await repo.findContractRecord(tx, id, { lock: true });
    if (!contract) throw notFound(contractTexts.notFound);
    if (contract.status !== 'Active') throw conflict(contractTexts.notEndable);
    if (newEnd < today || newEnd <= contract.startDate || newEnd > contract.endDate) {
      throw badRequest(contractTexts.endDateRange, { endDate: contractTexts.endDateRange });
    }
    await repo.endContract(tx, id, newEnd, now);
    await recordTenancyEvent(tx, {
      contractId: id,
      type: 'ended',
      at: now,
      actor: actorOf(user),
      data: { endDate: newEnd, previousEndDate: contract.endDate, reason: 'ended_early' },
    });
  });
  return getContract(ctx, user, id);
}

/**
 * What refunding the whole deposit (deposit + first month) does to its contract (docs/decisions/0028). Call in the
 * refund's transaction, before the refund row is written. A contract whose tenancy has not started is cancelled
 * (unit freed, unpaid charges cancelled); a running tenancy must be ended first (409); an ended or cancelled
 * contract is left as it is. Returns whether the contract was cancelled.
 */
export async function applyFullDepositRefund(
  tx: DbOrTx,
  contractId: string,
  now: Date,
  actorId?: string,
): Promise<boolean> {
  const contract = await repo.findContractRecord(tx, contractId, { lock: true });
  if (!contract || (contract.status !== 'Active' && contract.status !== 'Awaiting Payment')) return false;
  if (contract.status === 'Active' && contract.startDate <= todayInMalaysia(now)) {
    throw conflict(contractTexts.depositRefundWhileRunning);
  }
  await repo.cancelContract(tx, contract, now);
  await recordTenancyEvent(tx, {
    contractId,
    type: 'cancelled',
    at: now,
    actor: { role: 'admin', userId: actorId ?? null },
    data: { reason: 'deposit_refunded' },
  });
  return true;
}

/**
 * Admin: cancels a tenancy that has not started (Awaiting Payment, or Active before its start date, Malaysian
 * today) with the same `cancelContract` as a whole-deposit refund (docs/decisions/0028). Money paid and not
 * refunded is never kept silently: the admin refunds it first (409).
 */
export async function cancelContractBeforeStart(
  ctx: ContractsContext,
  user: UserInfo,
  id: string,
  reason: string,
): Promise<Contract> {
  const now = ctx.deps.clock();
  await ctx.deps.database.db.transaction(async (tx) => {
    const contract = await repo.findContractRecord(tx, id, { lock: true });
    if (!contract) throw notFound(contractTexts.notFound);
    const notStarted =
      contract.status === 'Awaiting Payment' ||
      (contract.status === 'Active' && contract.startDate > todayInMalaysia(now));
    if (!notStarted) throw conflict(contractTexts.notCancellable);
    if ((await repo.unrefundedPaidSen(tx, id)) > 0) throw conflict(contractTexts.refundFirst);
    // A payment still on its way for a charge cancelled here is refunded when it arrives (ADR 0015).
    await repo.cancelContract(tx, contract, now);
    await recordTenancyEvent(tx, {
      contractId: id,
      type: 'cancelled',
      at: now,
      actor: actorOf(user),
      data: { reason: 'before_start', note: reason },
    });
  });
  ctx.log.info({ contractId: id, adminId: user.userId, reason }, 'contract cancelled before its start');
  return getContract(ctx, user, id);
}

/**
 * Admin: deletes a contract that has no payments, with its files. Money on its way for any of its charges is
 * settled first, and a payment still in flight refuses the delete (issue 22, transactions/payments-in-flight.ts).
 */
export async function deleteContract(ctx: ContractsContext, id: string): Promise<void> {
  await settleIntentsBeforeDelete(ctx, { contractId: id });
  const keys = await ctx.deps.database.db.transaction(async (tx) => {
    const contract = await repo.findContractRecord(tx, id, { lock: true });
    if (!contract) throw notFound(contractTexts.notFound);
    if ((await repo.countPaidCharges(tx, id)) > 0) throw conflict(contractTexts.hasPayments);
    await refuseWhilePaymentInFlight(tx, { contractId: id });
    // Every agreement version's file goes too (the rows cascade).
    const versionKeys = await listVersionKeys(tx, id);
    await repo.deleteContract(tx, contract);
    const all = [contract.contractFileKey, contract.signedFileKey, ...versionKeys];
    return [...new Set(all.filter((key): key is string => key !== null))];
  });
  await Promise.all(
    keys.map((key) =>
      ctx.deps.storage.delete(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'file clean-up failed')),
    ),
  );
}
