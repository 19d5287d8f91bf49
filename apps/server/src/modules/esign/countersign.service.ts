/**
 * The countersignature for the landlord (an admin acting for the managing agent) completes the agreement: the
 * landlord's signature, a certificate page with the audit trail and the verification QR code, and the platform's
 * PKCS#7 seal over the whole file (docs/decisions/0013).
 */
import { randomBytes } from 'node:crypto';
import type { AuditEvent, Contract, EsignBody, UserInfo } from '@sewamudah/shared';
import { appendCertificatePage } from '../../lib/esign/certificate-page.js';
import { signingCertificate } from '../../lib/esign/certificate.js';
import { sealPdf } from '../../lib/esign/seal.js';
import { stampSignature } from '../../lib/esign/stamp.js';
import { notFound } from '../../lib/errors.js';
import { translate } from '@sewamudah/shared/i18n';
import { primaryLanguage } from '../../lib/pdf/agreement-labels.js';
import { agreementVersionKey, LANDLORD, landlordFor, sha256Hex } from '../contracts/contract-document.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import { getContract } from '../contracts/contracts.service.js';
import { ensureAgreementVersion, readVersion } from './esign.document.js';
import { enqueueAgreementCompletedEmails } from './completed-emails.js';
import { toAuditEvent } from './esign.mapper.js';
import * as repo from './esign.repository.js';
import { assertCurrentVersion, assertMayCountersign } from './esign.rules.js';
import { signatureMark, type EsignContext } from './esign.service.js';
import { esignTexts } from './esign.texts.js';

/** 144 random bits, URL-safe (24 characters). */
export const newVerifyCode = () => randomBytes(18).toString('base64url');

export async function countersign(
  ctx: EsignContext,
  admin: UserInfo,
  id: string,
  body: EsignBody,
  actor: repo.EventActor,
): Promise<Contract> {
  const { db } = ctx.deps.database;
  const { storage } = ctx.deps;
  const row = await contractsRepo.findContract(db, id);
  if (!row) throw notFound(esignTexts.notFound);
  const now = ctx.deps.clock();
  assertMayCountersign(row);
  const current = await ensureAgreementVersion(ctx, row);
  assertCurrentVersion(current, body.documentHash);

  const contact = await repo.findUserContact(db, admin.userId);
  // Everything drawn into the document is in the agreement's language, fixed at acceptance (docs/decisions/0025).
  const language = row.agreementLanguage;
  const main = primaryLanguage(language);
  const landlord = landlordFor(language);
  const mark = {
    ...(await signatureMark(body, 'landlord', contact.name ?? admin.userName, now, language)),
    onBehalfOf: landlord.name,
  };
  const slot = current.slots?.find((s) => s.role === 'landlord') ?? null;
  const countersigned = await stampSignature(await readVersion(ctx, current), slot, mark);
  const countersignedSha = sha256Hex(countersigned);

  const verifyCode = newVerifyCode();
  const actorEvent = (type: AuditEvent['type'], before: string, after: string | null): AuditEvent => ({
    seq: 0,
    type,
    version: current.version + 1,
    userId: admin.userId,
    name: contact.name,
    email: contact.email,
    at: now.toISOString(),
    ip: actor.ip,
    userAgent: actor.userAgent,
    hashBefore: before,
    hashAfter: after,
  });
  const trail = [
    ...(await repo.listEvents(db, id)).map(toAuditEvent),
    actorEvent('countersigned', current.sha256, countersignedSha),
    { ...actorEvent('completed', countersignedSha, null), version: current.version + 2 },
  ];
  const withCertificate = await appendCertificatePage(countersigned, {
    contractId: id,
    propertyName: row.roomName ? `${row.propertyName}, ${row.roomName}` : row.propertyName,
    tenantName: `${row.firstname} ${row.lastname}`.trim(),
    landlordName: landlord.name,
    verifyUrl: `${ctx.publicUrl}/verify/${verifyCode}`,
    completedAt: now,
    events: trail,
    language,
  });
  const sealed = await sealPdf(withCertificate, await signingCertificate(ctx.signing), {
    reason: translate(main, 'certificateDoc.sealReason', { id }),
    contactInfo: LANDLORD.email,
    location: 'Kuala Lumpur, Malaysia',
    signingTime: now,
  });
  const sealedSha = sha256Hex(sealed);

  const keys = [agreementVersionKey(id, current.version + 1), agreementVersionKey(id, current.version + 2)] as const;
  await storage.put(keys[0], countersigned, 'application/pdf');
  await storage.put(keys[1], sealed, 'application/pdf');
  try {
    await db.transaction(async (tx) => {
      await contractsRepo.findContractRecord(tx, id, { lock: true });
      const locked = await contractsRepo.findContract(tx, id);
      if (!locked) throw notFound(esignTexts.notFound);
      assertMayCountersign(locked);
      assertCurrentVersion((await repo.latestVersion(tx, id)) ?? { sha256: '' }, body.documentHash);
      const base = { contractId: id, content: current.content, slots: current.slots, createdAt: now };
      await repo.insertVersion(tx, {
        ...base,
        version: current.version + 1,
        kind: 'countersigned',
        storageKey: keys[0],
        sha256: countersignedSha,
      });
      await repo.insertVersion(tx, {
        ...base,
        version: current.version + 2,
        kind: 'completed',
        storageKey: keys[1],
        sha256: sealedSha,
      });
      const event = { contractId: id, at: now };
      await repo.appendEvent(
        tx,
        {
          ...event,
          version: current.version + 1,
          type: 'countersigned',
          hashBefore: current.sha256,
          hashAfter: countersignedSha,
        },
        actor,
      );
      await repo.appendEvent(
        tx,
        {
          ...event,
          version: current.version + 2,
          type: 'completed',
          hashBefore: countersignedSha,
          hashAfter: sealedSha,
        },
        actor,
      );
      await repo.markCompleted(tx, id, now, verifyCode);
      await enqueueAgreementCompletedEmails(tx, ctx.publicUrl, {
        contractId: id,
        tenantId: locked.userId,
        adminId: admin.userId,
        place: locked.roomName ? `${locked.roomName}, ${locked.propertyName}` : locked.propertyName,
        verifyCode,
      });
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return getContract(ctx, admin, id);
}
