/** Stamping tracker rules: who sees a stamping, status changes, the stamp certificate (docs/decisions/0014). */
import { randomUUID } from 'node:crypto';
import { todayInMalaysia, type Stamping, type StampingStatus, type UserInfo } from '@sewamudah/shared';
import type { Tx } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { type ListTotal, pageOf } from '../../lib/lists/paging.js';
import type { StoredObject } from '../../lib/storage/index.js';
import type { ServiceContext } from '../applications/applications.context.js';
import * as repo from './stamping.repository.js';
import { stampingTexts } from './stamping.texts.js';

export interface StampingContext extends ServiceContext {
  /** Signed link to a contract's stamp certificate, or to its renewal agreement's (ADR 0036). */
  certificateLink: (contractId: string, renewalId?: string) => string;
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
    certificateFile: row.certificateKey ? ctx.certificateLink(row.contractId, row.renewalId ?? undefined) : null,
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

/**
 * Stores an LHDN stamp certificate (before the transaction), saves it with `save` (status stamped) and removes the
 * certificate it replaces; a failed save removes the new file instead.
 */
async function storeCertificate(
  ctx: StampingContext,
  current: repo.StampingRow,
  pdf: Buffer,
  save: (tx: Tx, values: { submittedAt: Date; stampedAt: Date; certificateKey: string }) => Promise<void>,
): Promise<void> {
  const { storage, clock } = ctx.deps;
  const folder = current.renewalId ? `${current.contractId}/renewal-${current.renewalId}` : current.contractId;
  const key = `stamp-certificates/${folder}/${randomUUID()}.pdf`;
  await storage.put(key, pdf, 'application/pdf');
  const now = clock();
  try {
    await ctx.deps.database.db.transaction(async (tx) => {
      await repo.lockContract(tx, current.contractId);
      await save(tx, {
        submittedAt: current.submittedAt ?? now,
        stampedAt: current.stampedAt ?? now,
        certificateKey: key,
      });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  // The replaced certificate, if any, is no longer reachable.
  if (current.certificateKey) await storage.delete(current.certificateKey).catch(() => undefined);
}

async function readCertificate(ctx: StampingContext, key: string | null): Promise<StoredObject> {
  const object = key ? await ctx.deps.storage.get(key) : null;
  if (!object) throw new AppError(404, stampingTexts.noCertificate);
  return object;
}

/** Stores the LHDN stamp certificate and marks the agreement stamped. */
export async function uploadCertificate(
  ctx: StampingContext,
  admin: UserInfo,
  contractId: string,
  pdf: Buffer,
): Promise<Stamping> {
  const current = await requireSigned(ctx, contractId);
  await storeCertificate(ctx, current, pdf, (tx, values) =>
    repo.saveStamping(tx, contractId, { status: 'stamped', ...values, updatedBy: admin.userId }),
  );
  return getStamping(ctx, null, contractId);
}

export async function getCertificate(
  ctx: StampingContext,
  user: UserInfo | null,
  contractId: string,
): Promise<StoredObject> {
  await getStamping(ctx, user, contractId);
  const row = await repo.findStamping(ctx.deps.database.db, contractId);
  return readCertificate(ctx, row?.certificateKey ?? null);
}

/** The renewal agreement's stamp certificate (ADR 0036): stored like the agreement's, and marks the renewal stamped. */
export async function uploadRenewalCertificate(
  ctx: StampingContext,
  admin: UserInfo,
  contractId: string,
  renewalId: string,
  pdf: Buffer,
): Promise<Stamping> {
  const current = await requireSignedRenewal(ctx, admin, contractId, renewalId);
  await storeCertificate(ctx, current, pdf, (tx, values) =>
    repo.saveRenewalStamping(tx, renewalId, { status: 'stamped', ...values }),
  );
  return getRenewalStamping(ctx, admin, contractId, renewalId);
}

/** The renewal's certificate for its tenant or an admin (a visitor with a signed link passes `user` null). */
export async function getRenewalCertificate(
  ctx: StampingContext,
  user: UserInfo | null,
  contractId: string,
  renewalId: string,
): Promise<StoredObject> {
  const row = await requireSignedRenewal(ctx, user, contractId, renewalId);
  return readCertificate(ctx, row.certificateKey);
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

/**
 * 404 for an unknown renewal (or another customer's), 409 for one not yet signed by both parties. `user` null: the
 * caller holds a signed link, which stands for the record's own reader.
 */
async function requireSignedRenewal(
  ctx: StampingContext,
  user: UserInfo | null,
  contractId: string,
  renewalId: string,
): Promise<repo.StampingRow> {
  const { db } = ctx.deps.database;
  const owner = await repo.renewalTenant(db, contractId, renewalId);
  if (!owner || (user && user.userType !== 'admin' && owner !== user.userId)) throw notFound(stampingTexts.notFound);
  const row = await repo.findRenewalStamping(db, contractId, renewalId);
  if (!row) throw conflict(stampingTexts.notSigned);
  return row;
}
