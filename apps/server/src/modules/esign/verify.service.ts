/** The public check of a sealed agreement by its verification code (docs/decisions/0013). */
import type { VerifyResponse } from '@sewamudah/shared';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../applications/applications.context.js';
import { LANDLORD, sha256Hex } from '../contracts/contract-document.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import * as repo from './esign.repository.js';
import { esignTexts } from './esign.texts.js';
import { findSealedRenewal, findSealedReport } from './verify-documents.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Names, property and dates only (no e-mail, phone or amounts). `valid`: the stored sealed file still has the
 * SHA-256 recorded when it was sealed. With `upload`, `matches` says whether that file is byte-for-byte the same.
 */
export async function verifyAgreement(ctx: ServiceContext, code: string, upload?: Buffer): Promise<VerifyResponse> {
  const { db } = ctx.deps.database;
  const record = await repo.findByVerifyCode(db, code);
  const row = record?.completedAt ? await contractsRepo.findContract(db, record.id) : null;
  const version = row ? await repo.latestVersion(db, row.id) : null;
  if (!row || !record?.completedAt || version?.kind !== 'completed') {
    // Not an agreement: a renewal agreement or a condition report may carry the code (issue 25).
    const other = (await findSealedRenewal(db, code)) ?? (await findSealedReport(db, code));
    if (!other) throw notFound(esignTexts.verifyNotFound);
    const file = await ctx.deps.storage.get(other.storageKey);
    return {
      valid: file !== null && sha256Hex(file.body) === other.answer.documentHash,
      ...other.answer,
      ...(upload ? { matches: sha256Hex(upload) === other.answer.documentHash } : {}),
    };
  }
  const stored = await ctx.deps.storage.get(version.storageKey);
  return {
    valid: stored !== null && sha256Hex(stored.body) === version.sha256,
    contract: {
      id: row.id,
      propertyName: row.propertyName,
      roomName: row.roomName,
      startDate: row.startDate,
      endDate: row.endDate,
      tenantName: `${row.firstname} ${row.lastname}`.trim(),
      landlordName: LANDLORD.name,
    },
    completedAt: record.completedAt.toISOString(),
    documentHash: version.sha256,
    document: {
      kind: 'agreement',
      reportKind: null,
      status: 'completed',
      signatures: [
        { role: 'tenant', name: `${row.firstname} ${row.lastname}`.trim(), signedAt: iso(row.tenantSignedAt) },
        { role: 'landlord', name: LANDLORD.name, signedAt: iso(row.countersignedAt) },
      ],
    },
    ...(upload ? { matches: sha256Hex(upload) === version.sha256 } : {}),
  };
}
