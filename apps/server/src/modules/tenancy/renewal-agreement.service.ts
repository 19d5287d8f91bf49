/**
 * The renewal agreement (issue 25 §3, docs/decisions/0036): generated once the tenant accepts an offer, in the
 * contract's agreement language; the tenant e-signs it, an admin countersigns for the landlord (the managing
 * agent), and the countersigned file gets the certificate page with its verification QR and the platform's PKCS#7
 * seal, exactly like the first agreement (ADR 0013). Each step is a timeline event linking its PDF.
 */
import { randomBytes } from 'node:crypto';
import {
  renewalAgreementMessages as rm,
  tenancyMessages as tm,
  todayInMalaysia,
  type AuditEvent,
  type EsignBody,
  type RenewalAgreement,
  type RenewalOffer,
  type StampDutyPayer,
  type UserInfo,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { AppConfig } from '../../config/env.js';
import type { DbOrTx } from '../../db/client.js';
import { applicationScreenings, renewalOffers, users, type RenewalSignatureRecord } from '../../db/schema/index.js';
import { appendCertificatePage } from '../../lib/esign/certificate-page.js';
import { signingCertificate } from '../../lib/esign/certificate.js';
import { sealPdf } from '../../lib/esign/seal.js';
import { stampSignature } from '../../lib/esign/stamp.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { primaryLanguage } from '../../lib/pdf/agreement-labels.js';
import { renderRenewalAgreement } from '../../lib/pdf/renewal-agreement-pdf.js';
import { LANDLORD, landlordFor, sha256Hex } from '../contracts/contract-document.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import type { EventActor } from '../esign/esign.repository.js';
import { signatureMark } from '../esign/esign.service.js';
import { renewalFilePath, type RenewalVersion } from './renewal-links.js';
import { actorOf, recordTenancyEvent } from './tenancy-events.js';
import { acceptedRenewals, rentFor, toOfferDto } from './renewal.service.js';

export interface RenewalContext {
  deps: AppDeps;
  publicUrl: string;
  signing: AppConfig['signing'];
  stampDutyPayer: StampDutyPayer;
}

type OfferRow = typeof renewalOffers.$inferSelect;

const newKey = (offerId: string, version: RenewalVersion) =>
  `renewals/${offerId}/agreement-${version}-${randomBytes(6).toString('hex')}.pdf`;

const statusOf = (o: OfferRow): RenewalAgreement['status'] =>
  o.sealedKey ? 'completed' : o.tenantSignedKey ? 'tenant_signed' : 'unsigned';

/** The current file: sealed, else tenant-signed, else as generated. */
const currentOf = (o: OfferRow) =>
  o.sealedKey
    ? { key: o.sealedKey, sha: o.sealedSha256! }
    : o.tenantSignedKey
      ? { key: o.tenantSignedKey, sha: o.tenantSignedSha256! }
      : { key: o.agreementKey!, sha: o.agreementSha256! };

async function findOffer(db: DbOrTx, contractId: string, offerId: string, lock = false) {
  const query = db
    .select()
    .from(renewalOffers)
    .where(and(eq(renewalOffers.id, offerId), eq(renewalOffers.contractId, contractId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The tenant (their own tenancy) or an admin; anyone else gets 404, as for the contract. */
async function readable(ctx: RenewalContext, user: UserInfo, contractId: string, offerId: string) {
  const { db } = ctx.deps.database;
  const contract = await contractsRepo.findContract(db, contractId);
  if (!contract || (user.userType !== 'admin' && contract.userId !== user.userId)) throw notFound(rm.notFound);
  const offer = await findOffer(db, contractId, offerId);
  if (!offer) throw notFound(rm.notFound);
  return { contract, offer };
}

/** The tenant's MyKad or passport number, where the tenancy's application holds one (issue 27's screening). */
async function tenantIdOf(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({ snapshot: applicationScreenings.snapshot })
    .from(applicationScreenings)
    .where(eq(applicationScreenings.applicationId, applicationId));
  const snapshot = row?.snapshot;
  if (!snapshot?.idNumber) return null;
  return { kind: snapshot.idType, number: snapshot.idNumber };
}

/**
 * Version 1 of an accepted renewal's agreement, rendered once (the first caller after acceptance; a racing
 * second file is dropped). Its content model and signature slots are kept for the signing page and the stamps.
 */
export async function ensureRenewalDocument(ctx: RenewalContext, contractId: string, offerId: string) {
  const { db } = ctx.deps.database;
  const offer = await findOffer(db, contractId, offerId);
  if (!offer) throw notFound(rm.notFound);
  if (offer.agreementKey && offer.agreementSha256) return offer;
  if (offer.status !== 'accepted' || !offer.startDate || !offer.endDate) throw conflict(rm.notAccepted);
  const contract = await contractsRepo.findContract(db, contractId);
  if (!contract) throw notFound(rm.notFound);
  const [tenantUser] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, contract.userId));
  const rendered = await renderRenewalAgreement({
    offerId: offer.id,
    contractId,
    language: contract.agreementLanguage,
    agreementDate: todayInMalaysia(offer.respondedAt ?? ctx.deps.clock()),
    owner: contract.landlord,
    agent: landlordFor(contract.agreementLanguage),
    tenant: {
      name: `${contract.firstname} ${contract.lastname}`.trim(),
      email: contract.email,
      phone: tenantUser?.phone ?? '',
      id: await tenantIdOf(db, contract.applicationId),
    },
    property: { name: contract.propertyName, address: contract.propertyAddress, type: contract.propertyType },
    roomName: contract.roomName,
    termMonths: offer.termMonths,
    startDate: offer.startDate,
    endDate: offer.endDate,
    rentSen: offer.rentSen,
    // The rent until now: the latest earlier renewal's, else the contract's.
    previousRentSen: rentFor(
      contract.rentSen,
      (await acceptedRenewals(db, [contractId])).get(contractId)?.filter((r) => r.startDate < offer.startDate!),
      offer.startDate,
    ),
    stampDutySen: offer.stampDutySen ?? 0,
    stampDutyPayer: ctx.stampDutyPayer,
  });
  const key = newKey(offer.id, 'generated');
  await ctx.deps.storage.put(key, rendered.pdf, 'application/pdf');
  const [won] = await db
    .update(renewalOffers)
    .set({
      agreementKey: key,
      agreementSha256: sha256Hex(rendered.pdf),
      agreementContent: rendered.content,
      agreementSlots: rendered.slots,
    })
    .where(and(eq(renewalOffers.id, offer.id), isNull(renewalOffers.agreementKey)))
    .returning();
  if (won) return won;
  await ctx.deps.storage.delete(key).catch(() => undefined);
  return (await findOffer(db, contractId, offerId))!;
}

function toAgreementDto(o: OfferRow): RenewalAgreement {
  return {
    offerId: o.id,
    contractId: o.contractId,
    status: statusOf(o),
    documentHash: currentOf(o).sha,
    tenantSignedAt: o.tenantSignedAt?.toISOString() ?? null,
    adminSignedAt: o.adminSignedAt?.toISOString() ?? null,
    verifyCode: o.verifyCode,
    file: renewalFilePath(o.contractId, o.id),
    content: o.agreementContent!,
  };
}

export async function getRenewalAgreement(ctx: RenewalContext, user: UserInfo, contractId: string, offerId: string) {
  const { offer } = await readable(ctx, user, contractId, offerId);
  if (offer.status !== 'accepted') throw conflict(rm.notAccepted);
  return toAgreementDto(await ensureRenewalDocument(ctx, contractId, offerId));
}

/** The PDF of one version (default: the current one). */
export async function readRenewalPdf(
  ctx: RenewalContext,
  user: UserInfo,
  contractId: string,
  offerId: string,
  version?: RenewalVersion,
) {
  await readable(ctx, user, contractId, offerId);
  const offer = await ensureRenewalDocument(ctx, contractId, offerId);
  const key =
    version === 'generated'
      ? offer.agreementKey
      : version === 'tenant_signed'
        ? offer.tenantSignedKey
        : version === 'sealed'
          ? offer.sealedKey
          : currentOf(offer).key;
  const stored = key ? await ctx.deps.storage.get(key) : null;
  if (!stored) throw notFound(rm.notFound);
  return { body: stored.body, filename: `renewal-agreement-${offer.id.slice(0, 8)}.pdf` };
}

async function signatureRecord(db: DbOrTx, user: UserInfo, at: Date, actor: EventActor, body: EsignBody) {
  const [contact] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, user.userId));
  const record: RenewalSignatureRecord = {
    userId: user.userId,
    name: contact ? `${contact.firstname} ${contact.lastname}`.trim() : user.userName,
    email: contact?.email ?? null,
    at: at.toISOString(),
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    method: body.method,
  };
  return record;
}

/** The tenant signs version 1, or an admin countersigns the tenant-signed file (then it is completed and sealed). */
export async function signRenewalAgreement(
  ctx: RenewalContext,
  user: UserInfo,
  contractId: string,
  offerId: string,
  body: EsignBody,
  actor: EventActor,
): Promise<RenewalOffer> {
  const { contract } = await readable(ctx, user, contractId, offerId);
  const isAdmin = user.userType === 'admin';
  if (!isAdmin && contract.userId !== user.userId) throw new AppError(403, rm.tenantOnly);
  const { db } = ctx.deps.database;
  const offer = await findOffer(db, contractId, offerId);
  if (!offer) throw notFound(rm.notFound);
  if (offer.status !== 'accepted') throw conflict(tm.renewalNotAccepted);
  if (isAdmin ? offer.adminSignedAt : offer.tenantSignedAt) {
    throw conflict(tm.renewalSigned);
  }
  if (isAdmin && !offer.tenantSignedAt) throw conflict(tm.renewalTenantFirst);
  const current = await ensureRenewalDocument(ctx, contractId, offerId);
  const base = currentOf(current);
  if (base.sha !== body.documentHash.toLowerCase()) throw conflict(rm.superseded);
  const now = ctx.deps.clock();
  const language = contract.agreementLanguage;
  const record = await signatureRecord(db, user, now, actor, body);
  const stored = await ctx.deps.storage.get(base.key);
  if (!stored) throw notFound(rm.notFound);
  const slot = current.agreementSlots?.find((s) => s.role === (isAdmin ? 'landlord' : 'tenant')) ?? null;
  const mark = await signatureMark(body, isAdmin ? 'landlord' : 'tenant', record.name, now, language);
  const stamped = await stampSignature(
    stored.body,
    slot,
    isAdmin ? { ...mark, onBehalfOf: landlordFor(language).name } : mark,
  );
  const files: { key: string; bytes: Uint8Array }[] = [];
  let values: Partial<typeof renewalOffers.$inferInsert>;
  if (!isAdmin) {
    files.push({ key: newKey(offerId, 'tenant_signed'), bytes: stamped });
    values = {
      tenantSignedAt: now,
      tenantSignedKey: files[0]!.key,
      tenantSignedSha256: sha256Hex(stamped),
      tenantSignature: record,
    };
  } else {
    const verifyCode = randomBytes(18).toString('base64url');
    const stampedSha = sha256Hex(stamped);
    const tenantSig = current.tenantSignature!;
    const event = (
      type: AuditEvent['type'],
      version: number,
      sig: RenewalSignatureRecord | null,
      at: string,
      before: string | null,
      after: string | null,
    ): AuditEvent => ({
      seq: 0,
      type,
      version,
      userId: sig?.userId ?? null,
      name: sig?.name ?? null,
      email: sig?.email ?? null,
      at,
      ip: sig?.ip ?? null,
      userAgent: sig?.userAgent ?? null,
      hashBefore: before,
      hashAfter: after,
    });
    const withCertificate = await appendCertificatePage(stamped, {
      contractId: offerId,
      propertyName: contract.roomName ? `${contract.propertyName}, ${contract.roomName}` : contract.propertyName,
      tenantName: `${contract.firstname} ${contract.lastname}`.trim(),
      landlordName: landlordFor(language).name,
      verifyUrl: `${ctx.publicUrl}/verify/${verifyCode}`,
      completedAt: now,
      language,
      introKey: 'renewalDoc.certificateIntro',
      events: [
        event('created', 1, null, current.respondedAt!.toISOString(), null, current.agreementSha256),
        event('signed', 2, tenantSig, tenantSig.at, current.agreementSha256, current.tenantSignedSha256),
        event('countersigned', 3, record, record.at, current.tenantSignedSha256, stampedSha),
        event('completed', 4, null, record.at, stampedSha, null),
      ],
    });
    const sealed = await sealPdf(withCertificate, await signingCertificate(ctx.signing), {
      reason: translate(primaryLanguage(language), 'renewalDoc.sealReason', { id: offerId }),
      contactInfo: LANDLORD.email,
      location: 'Kuala Lumpur, Malaysia',
      signingTime: now,
    });
    files.push({ key: newKey(offerId, 'sealed'), bytes: sealed });
    values = {
      adminSignedAt: now,
      sealedKey: files[0]!.key,
      sealedSha256: sha256Hex(sealed),
      verifyCode,
      adminSignature: record,
    };
  }
  for (const file of files) await ctx.deps.storage.put(file.key, file.bytes, 'application/pdf');
  try {
    const updated = await db.transaction(async (tx) => {
      const locked = await findOffer(tx, contractId, offerId, true);
      if (!locked) throw notFound(rm.notFound);
      if (isAdmin ? locked.adminSignedAt : locked.tenantSignedAt) {
        throw conflict(tm.renewalSigned);
      }
      if (currentOf(locked).sha !== base.sha) throw conflict(rm.superseded);
      const [row] = await tx.update(renewalOffers).set(values).where(eq(renewalOffers.id, offerId)).returning();
      await recordTenancyEvent(tx, {
        contractId,
        type: isAdmin ? 'renewal_countersigned' : 'renewal_signed',
        at: now,
        actor: actorOf(user),
        data: {
          offerId,
          party: isAdmin ? 'landlord' : 'tenant',
          complete: isAdmin,
          sha256: isAdmin ? row!.sealedSha256 : row!.tenantSignedSha256,
        },
        links: [
          {
            kind: 'renewal_agreement',
            id: offerId,
            href: renewalFilePath(contractId, offerId, isAdmin ? 'sealed' : 'tenant_signed'),
          },
        ],
      });
      return row!;
    });
    return toOfferDto(updated);
  } catch (error) {
    await Promise.all(files.map((f) => ctx.deps.storage.delete(f.key).catch(() => undefined)));
    throw error;
  }
}
