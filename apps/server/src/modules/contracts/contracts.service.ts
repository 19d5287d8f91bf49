/** Contract rules: who sees which contract and its files, signed uploads, ending early and deleting. */
import { todayInMalaysia, type Contract, type ContractsQuery, type UserInfo } from '@sewamudah/shared';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { StoredObject } from '../../lib/storage/index.js';
import type { ServiceContext } from '../applications/applications.context.js';
import { signedCopyKey } from './contract-document.js';
import { toContractDto } from './contracts.mapper.js';
import * as repo from './contracts.repository.js';
import { contractTexts } from './contracts.texts.js';

const isAdmin = (user: UserInfo) => user.userType === 'admin';

/** The tenant or an admin; anyone else gets 404 (the contract's existence is private). */
async function findVisibleContract(ctx: ServiceContext, user: UserInfo, id: string) {
  const row = await repo.findContract(ctx.deps.database.db, id);
  if (!row || (!isAdmin(user) && row.userId !== user.userId)) throw notFound(contractTexts.notFound);
  return row;
}

export async function listContracts(
  ctx: ServiceContext,
  user: UserInfo,
  query: ContractsQuery,
): Promise<{ contracts: Contract[]; total: number }> {
  const { page, limit, ...rest } = query;
  // A customer only ever sees their own.
  const filters = isAdmin(user) ? rest : { ...rest, userId: user.userId };
  const paging = page || limit ? { limit: limit ?? 20, offset: ((page ?? 1) - 1) * (limit ?? 20) } : null;
  const { rows, total } = await repo.listContracts(ctx.deps.database.db, filters, paging);
  return { contracts: rows.map(toContractDto), total };
}

export async function getContract(ctx: ServiceContext, user: UserInfo, id: string): Promise<Contract> {
  return toContractDto(await findVisibleContract(ctx, user, id));
}

export async function getContractFile(
  ctx: ServiceContext,
  user: UserInfo,
  id: string,
  which: 'agreement' | 'signed',
): Promise<StoredObject> {
  const row = await findVisibleContract(ctx, user, id);
  const key = which === 'agreement' ? row.contractFileKey : row.signedFileKey;
  const object = key ? await ctx.deps.storage.get(key) : null;
  if (!object) throw notFound(which === 'agreement' ? contractTexts.fileNotFound : contractTexts.signedNotFound);
  return object;
}

/** Stores the tenant's signed copy beside the generated agreement (which is never overwritten). */
export async function uploadSignedCopy(
  ctx: ServiceContext,
  user: UserInfo,
  id: string,
  pdf: Buffer,
): Promise<Contract> {
  const row = await findVisibleContract(ctx, user, id);
  if (row.userId !== user.userId) throw new AppError(403, contractTexts.tenantOnly);
  const signable = row.status === 'Awaiting Payment' || (row.status === 'Active' && !row.signedFileKey);
  if (!signable) throw conflict(contractTexts.notSignable);
  const key = signedCopyKey(id);
  await ctx.deps.storage.put(key, pdf, 'application/pdf');
  await repo.setSignedCopy(ctx.deps.database.db, id, key, ctx.deps.clock());
  return getContract(ctx, user, id);
}

/** Admin: ends an active contract early (default today); frees the unit/room and cancels later unpaid charges. */
export async function endContractEarly(
  ctx: ServiceContext,
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
  });
  return getContract(ctx, user, id);
}

/** Admin: deletes a contract that has no payments, with its files. */
export async function deleteContract(ctx: ServiceContext, id: string): Promise<void> {
  const keys = await ctx.deps.database.db.transaction(async (tx) => {
    const contract = await repo.findContractRecord(tx, id, { lock: true });
    if (!contract) throw notFound(contractTexts.notFound);
    if ((await repo.countPaidCharges(tx, id)) > 0) throw conflict(contractTexts.hasPayments);
    await repo.deleteContract(tx, contract);
    return [contract.contractFileKey, contract.signedFileKey].filter((key): key is string => key !== null);
  });
  await Promise.all(
    keys.map((key) =>
      ctx.deps.storage.delete(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'file clean-up failed')),
    ),
  );
}
