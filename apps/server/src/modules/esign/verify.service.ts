/** The public check of a sealed agreement by its verification code (docs/decisions/0013). */
import type { VerifyResponse } from '@sewamudah/shared';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../applications/applications.context.js';
import { LANDLORD, sha256Hex } from '../contracts/contract-document.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import * as repo from './esign.repository.js';
import { esignTexts } from './esign.texts.js';

/**
 * Names, property and dates only (no e-mail, phone or amounts). `valid`: the stored sealed file still has the
 * SHA-256 recorded when it was sealed. With `upload`, `matches` says whether that file is byte-for-byte the same.
 */
export async function verifyAgreement(ctx: ServiceContext, code: string, upload?: Buffer): Promise<VerifyResponse> {
  const { db } = ctx.deps.database;
  const record = await repo.findByVerifyCode(db, code);
  const row = record?.completedAt ? await contractsRepo.findContract(db, record.id) : null;
  const version = row ? await repo.latestVersion(db, row.id) : null;
  if (!row || !record?.completedAt || version?.kind !== 'completed') throw notFound(esignTexts.verifyNotFound);
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
    ...(upload ? { matches: sha256Hex(upload) === version.sha256 } : {}),
  };
}
