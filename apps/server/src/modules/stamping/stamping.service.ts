/** Stamping tracker rules: who sees a stamping, status changes, the stamp certificate (docs/decisions/0014). */
import { randomUUID } from 'node:crypto';
import { todayInMalaysia, type Stamping, type StampingStatus, type UserInfo } from '@sewamudah/shared';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { type ListTotal, pageOf } from '../../lib/lists/paging.js';
import type { StoredObject } from '../../lib/storage/index.js';
import type { ServiceContext } from '../applications/applications.context.js';
import * as repo from './stamping.repository.js';
import { stampingTexts } from './stamping.texts.js';

export interface StampingContext extends ServiceContext {
  /** Signed link to a contract's stamp certificate. */
  certificateLink: (contractId: string) => string;
}

export function toStampingDto(row: repo.StampingRow, ctx: StampingContext, today: string): Stamping {
  return {
    contractId: row.contractId,
    document: row.renewalId ? 'renewal_agreement' : 'agreement',
    renewalId: row.renewalId,
    status: row.status,
    signedOn: row.signedOn,
    dueDate: row.dueDate,
    overdue: row.status !== 'stamped' && row.dueDate < today,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    stampedAt: row.stampedAt?.toISOString() ?? null,
    // A renewal's certificate is not uploaded through this tracker (its status is set on the renewal).
    certificateFile: row.certificateKey && !row.renewalId ? ctx.certificateLink(row.contractId) : null,
    tenant: { _id: row.userId, firstname: row.firstname, lastname: row.lastname, email: row.email },
    property: { _id: row.propertyId, name: row.propertyName },
    roomName: row.roomName,
  };
}

const today = (ctx: ServiceContext) => todayInMalaysia(ctx.deps.clock());

/** A page of the tracker (page 1 of DEFAULT_PAGE_SIZE when not asked): the list grows with every signed agreement. */
export async function listStampings(
  ctx: StampingContext,
  query: { filter: repo.StampingFilter; page?: number | undefined; limit?: number | undefined },
): Promise<{ stampings: Stamping[]; total: ListTotal }> {
  const day = today(ctx);
  const { rows, total } = await repo.listStampings(ctx.deps.database.db, query.filter, day, pageOf(query));
  return { stampings: rows.map((row) => toStampingDto(row, ctx, day)), total };
}

/** The tenant's own or any for an admin; anyone else (or an agreement not yet signed by both) gets 404. */
export async function getStamping(ctx: StampingContext, user: UserInfo | null, contractId: string): Promise<Stamping> {
  const row = await repo.findStamping(ctx.deps.database.db, contractId);
  if (!row || (user && user.userType !== 'admin' && row.userId !== user.userId)) {
    throw notFound(stampingTexts.notFound);
  }
  return toStampingDto(row, ctx, today(ctx));
}

/** 404 for an unknown contract, 409 for one not yet signed by both parties. */
export async function requireSigned(ctx: StampingContext, contractId: string): Promise<repo.StampingRow> {
  const row = await repo.findStamping(ctx.deps.database.db, contractId);
  if (row) return row;
  throw (await repo.contractExists(ctx.deps.database.db, contractId))
    ? conflict(stampingTexts.notSigned)
    : notFound(stampingTexts.notFound);
}

/** Sets the status; moving back clears the later timestamps (a certificate stays until replaced). */
export async function setStatus(
  ctx: StampingContext,
  admin: UserInfo,
  contractId: string,
  status: StampingStatus,
): Promise<Stamping> {
  const current = await requireSigned(ctx, contractId);
  const now = ctx.deps.clock();
  await ctx.deps.database.db.transaction(async (tx) => {
    await repo.lockContract(tx, contractId);
    await repo.saveStamping(tx, contractId, {
      status,
      submittedAt: status === 'not_stamped' ? null : (current.submittedAt ?? now),
      stampedAt: status === 'stamped' ? (current.stampedAt ?? now) : null,
      updatedBy: admin.userId,
    });
  });
  return getStamping(ctx, null, contractId);
}

/** Stores the LHDN stamp certificate (before the transaction) and marks the agreement stamped. */
export async function uploadCertificate(
  ctx: StampingContext,
  admin: UserInfo,
  contractId: string,
  pdf: Buffer,
): Promise<Stamping> {
  const current = await requireSigned(ctx, contractId);
  const { storage, clock } = ctx.deps;
  const key = `stamp-certificates/${contractId}/${randomUUID()}.pdf`;
  await storage.put(key, pdf, 'application/pdf');
  const now = clock();
  try {
    await ctx.deps.database.db.transaction(async (tx) => {
      await repo.lockContract(tx, contractId);
      await repo.saveStamping(tx, contractId, {
        status: 'stamped',
        submittedAt: current.submittedAt ?? now,
        stampedAt: current.stampedAt ?? now,
        certificateKey: key,
        updatedBy: admin.userId,
      });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  // The replaced certificate, if any, is no longer reachable.
  if (current.certificateKey) await storage.delete(current.certificateKey).catch(() => undefined);
  return getStamping(ctx, null, contractId);
}

export async function getCertificate(
  ctx: StampingContext,
  user: UserInfo | null,
  contractId: string,
): Promise<StoredObject> {
  await getStamping(ctx, user, contractId);
  const row = await repo.findStamping(ctx.deps.database.db, contractId);
  const object = row?.certificateKey ? await ctx.deps.storage.get(row.certificateKey) : null;
  if (!object) throw new AppError(404, stampingTexts.noCertificate);
  return object;
}

/** A renewal agreement's stamping (ADR 0036): 404 for an unknown one, 409 before both signed. */
export async function setRenewalStatus(
  ctx: StampingContext,
  admin: UserInfo,
  contractId: string,
  renewalId: string,
  status: StampingStatus,
): Promise<Stamping> {
  const { db } = ctx.deps.database;
  const current = await requireSignedRenewal(ctx, admin, contractId, renewalId);
  const now = ctx.deps.clock();
  await db.transaction(async (tx) => {
    await repo.lockContract(tx, contractId);
    await repo.saveRenewalStamping(tx, renewalId, {
      status,
      submittedAt: status === 'not_stamped' ? null : (current.submittedAt ?? now),
      stampedAt: status === 'stamped' ? (current.stampedAt ?? now) : null,
    });
  });
  return getRenewalStamping(ctx, admin, contractId, renewalId);
}

export async function getRenewalStamping(
  ctx: StampingContext,
  user: UserInfo,
  contractId: string,
  renewalId: string,
): Promise<Stamping> {
  return toStampingDto(await requireSignedRenewal(ctx, user, contractId, renewalId), ctx, today(ctx));
}

/** 404 for an unknown renewal (or another customer's), 409 for one not yet signed by both parties. */
async function requireSignedRenewal(ctx: StampingContext, user: UserInfo, contractId: string, renewalId: string) {
  const { db } = ctx.deps.database;
  const owner = await repo.renewalTenant(db, contractId, renewalId);
  if (!owner || (user.userType !== 'admin' && owner !== user.userId)) throw notFound(stampingTexts.notFound);
  const row = await repo.findRenewalStamping(db, contractId, renewalId);
  if (!row) throw conflict(stampingTexts.notSigned);
  return row;
}
