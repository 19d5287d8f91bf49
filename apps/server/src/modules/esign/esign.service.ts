/**
 * E-signing (docs/decisions/0013): the agreement to review, the tenant's signature and the audit trail. The
 * countersignature and seal are in countersign.service.ts, the public check in verify.service.ts.
 */
import type {
  AgreementLanguage,
  AgreementResponse,
  AuditEvent,
  Contract,
  EsignBody,
  UserInfo,
} from '@sewamudah/shared';
import type { AppConfig } from '../../config/env.js';
import { readSignatureImage } from '../../lib/esign/signature-image.js';
import { stampSignature, type SignatureMark } from '../../lib/esign/stamp.js';
import { notFound } from '../../lib/errors.js';
import { agreementVersionKey, sha256Hex } from '../contracts/contract-document.js';
import { toContractDto } from '../contracts/contracts.mapper.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import { getContract, recordSignedCopy, type ContractsContext } from '../contracts/contracts.service.js';
import { ensureAgreementVersion, readVersion } from './esign.document.js';
import { toAuditEvent } from './esign.mapper.js';
import * as repo from './esign.repository.js';
import { assertCurrentVersion, assertTenantMaySign } from './esign.rules.js';
import { esignTexts } from './esign.texts.js';

export interface EsignContext extends ContractsContext {
  signing: AppConfig['signing'];
}

const isAdmin = (user: UserInfo) => user.userType === 'admin';

/** The tenant or an admin; anyone else gets 404. */
export async function findReadableContract(ctx: EsignContext, user: UserInfo, id: string) {
  const row = await contractsRepo.findContract(ctx.deps.database.db, id);
  if (!row || (!isAdmin(user) && row.userId !== user.userId)) throw notFound(esignTexts.notFound);
  return row;
}

/** The agreement as the signing page shows it; records `viewed` (once per reader and version). */
export async function getAgreement(
  ctx: EsignContext,
  user: UserInfo,
  id: string,
  actor: repo.EventActor,
): Promise<AgreementResponse['agreement']> {
  const row = await findReadableContract(ctx, user, id);
  const version = await ensureAgreementVersion(ctx, row);
  await repo.appendEvent(
    ctx.deps.database.db,
    {
      contractId: id,
      version: version.version,
      type: 'viewed',
      hashBefore: version.sha256,
      hashAfter: version.sha256,
      at: ctx.deps.clock(),
    },
    actor,
  );
  return {
    contractId: id,
    version: version.version,
    documentHash: version.sha256,
    esign: toContractDto(row, ctx.fileLink).esign,
    content: version.content,
  };
}

/** The signature as the body describes it: a checked, re-encoded PNG, or the typed name. */
export async function signatureMark(
  body: EsignBody,
  role: SignatureMark['role'],
  signerName: string,
  signedAt: Date,
  language: AgreementLanguage = 'en',
): Promise<SignatureMark> {
  if (body.method === 'drawn') {
    return { role, signerName, signedAt, language, image: await readSignatureImage(body.signatureImage ?? '') };
  }
  return {
    role,
    signerName,
    signedAt,
    language,
    typed: { name: body.typedName ?? signerName, style: body.typedStyle ?? 'script' },
  };
}

/**
 * The tenant signs: the signature goes into the tenant's signature block of the reviewed version, the result is
 * stored as the next version, and the contract counts as signed exactly as with an uploaded signed copy.
 */
export async function signAsTenant(
  ctx: EsignContext,
  user: UserInfo,
  id: string,
  body: EsignBody,
  actor: repo.EventActor,
): Promise<Contract> {
  const { db } = ctx.deps.database;
  const row = await contractsRepo.findContract(db, id);
  if (!row || row.userId !== user.userId) throw notFound(esignTexts.notFound);
  const now = ctx.deps.clock();
  assertTenantMaySign(row, now);
  const current = await ensureAgreementVersion(ctx, row);
  assertCurrentVersion(current, body.documentHash);
  // In the agreement's own language, fixed at acceptance, whatever the signer's screens use.
  const mark = await signatureMark(
    body,
    'tenant',
    `${row.firstname} ${row.lastname}`.trim(),
    now,
    row.agreementLanguage,
  );
  const slot = current.slots?.find((s) => s.role === 'tenant') ?? null;
  const signed = await stampSignature(await readVersion(ctx, current), slot, mark);
  const next = {
    version: current.version + 1,
    key: agreementVersionKey(id, current.version + 1),
    sha: sha256Hex(signed),
  };
  await ctx.deps.storage.put(next.key, signed, 'application/pdf');
  try {
    await db.transaction(async (tx) => {
      await contractsRepo.findContractRecord(tx, id, { lock: true });
      const locked = await contractsRepo.findContract(tx, id);
      if (!locked) throw notFound(esignTexts.notFound);
      assertTenantMaySign(locked, now);
      const latest = await repo.latestVersion(tx, id);
      assertCurrentVersion(latest ?? { sha256: '' }, body.documentHash);
      await repo.insertVersion(tx, {
        contractId: id,
        version: next.version,
        kind: 'tenant_signed',
        storageKey: next.key,
        sha256: next.sha,
        content: current.content,
        slots: current.slots,
        createdAt: now,
      });
      await repo.appendEvent(
        tx,
        {
          contractId: id,
          version: next.version,
          type: 'signed',
          hashBefore: current.sha256,
          hashAfter: next.sha,
          at: now,
        },
        actor,
      );
      await repo.markTenantSigned(tx, id, now);
      await recordSignedCopy(tx, id, next.key, now);
    });
  } catch (error) {
    await ctx.deps.storage.delete(next.key).catch(() => undefined);
    throw error;
  }
  return getContract(ctx, user, id);
}

export async function listAudit(ctx: EsignContext, user: UserInfo, id: string): Promise<AuditEvent[]> {
  await findReadableContract(ctx, user, id);
  return (await repo.listEvents(ctx.deps.database.db, id)).map(toAuditEvent);
}

/** A download of the agreement through the file routes (signed link: no user, but IP and browser). */
export async function recordDownload(ctx: ContractsContext, id: string, actor: repo.EventActor): Promise<void> {
  const { db } = ctx.deps.database;
  const version = await repo.latestVersion(db, id);
  if (!version) return;
  await repo.appendEvent(
    db,
    {
      contractId: id,
      version: version.version,
      type: 'downloaded',
      hashBefore: version.sha256,
      hashAfter: version.sha256,
      at: ctx.deps.clock(),
    },
    actor,
  );
}
