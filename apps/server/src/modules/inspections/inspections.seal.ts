/**
 * The sealed PDF of a final condition report (docs/decisions/0037): rendered once (lib/pdf/inspection-pdf.ts, the
 * move-out report beside the move-in one) and sealed (lib/esign seal, ADR 0013) with a public verification code.
 */
import { randomBytes } from 'node:crypto';
import type { Language, UserInfo } from '@sewamudah/shared';
import { translate, type MessageKey } from '@sewamudah/shared/i18n';
import sharp from 'sharp';
import type { StoredInspectionSignature } from '../../db/schema/index.js';
import { signingCertificate } from '../../lib/esign/certificate.js';
import { sealPdf } from '../../lib/esign/seal.js';
import { conflict, notFound } from '../../lib/errors.js';
import { primaryLanguage } from '../../lib/pdf/agreement-labels.js';
import { renderInspectionPdf, type PdfItem, type PdfPhoto } from '../../lib/pdf/inspection-pdf.js';
import { sha256Hex } from '../contracts/contract-document.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import { recordTenancyEvent, SYSTEM_ACTOR } from '../tenancy/tenancy-events.js';
import { twinKey } from './inspections.mapper.js';
import * as repo from './inspections.repository.js';
import { en, loadReport, readableContract, reportFilePath, type InspectionsContext } from './inspections.service.js';

export const inspectionKey = (id: string, suffix: string) => `inspections/${id}/${suffix}.pdf`;

async function pdfPhotos(ctx: InspectionsContext, photos: repo.PhotoRow[]): Promise<PdfPhoto[]> {
  const out: PdfPhoto[] = [];
  for (const photo of photos) {
    const stored = await ctx.deps.storage.get(photo.media.thumbKey ?? photo.media.key);
    if (!stored) continue;
    const { data, info } = await sharp(stored.body).jpeg({ quality: 70 }).toBuffer({ resolveWithObject: true });
    out.push({ jpeg: data, width: info.width, height: info.height, by: photo.addedBy, takenAt: photo.media.takenAt });
  }
  return out;
}

function labelOf(
  language: Language,
  code: string | null,
  number: number | null,
  name: string | null,
  kind: 'areas' | 'items',
) {
  if (!code) return name ?? '';
  if (kind === 'areas' && number && (code === 'bedroom' || code === 'bathroom')) {
    return translate(language, `inspectionDoc.areas.${code}N` as MessageKey, { number });
  }
  return translate(language, `inspectionDoc.${kind}.${code}` as MessageKey);
}

/** Renders and seals a final report once (idempotent: a second caller's file is dropped). */
export async function ensureSealed(ctx: InspectionsContext, contractId: string, inspectionId: string) {
  const { db } = ctx.deps.database;
  const row = await repo.findInspection(db, contractId, inspectionId);
  if (!row || (row.status !== 'signed' && row.status !== 'deemed_accepted')) return null;
  if (row.sealedKey) return row;
  const contract = (await contractsRepo.findContract(db, contractId))!;
  const language = primaryLanguage(contract.agreementLanguage);
  const report = await loadReport(db, row);
  const moveInRow = row.kind === 'move_out' ? await repo.findInspectionByKind(db, contractId, 'move_in') : null;
  const moveIn = moveInRow ? await loadReport(db, moveInRow) : null;
  const twins = new Map((moveIn?.items ?? []).map((item) => [twinKey(item), item]));
  const conditionLabel = (c: string | null) =>
    c ? translate(language, `inspectionDoc.conditions.${c}` as MessageKey) : null;
  const toPdfItem = async (item: repo.InspectionItemRow): Promise<PdfItem> => {
    const twin = twins.get(twinKey(item));
    return {
      label:
        item.kind === 'meter'
          ? translate(language, `inspectionDoc.meterKinds.${item.meterKind}` as MessageKey)
          : labelOf(language, item.itemCode, null, item.itemName, 'items'),
      condition: conditionLabel(item.condition),
      note: item.note,
      tenantComment: item.tenantComment,
      disagree: item.disagree,
      photos: await pdfPhotos(
        ctx,
        report.photos.filter((p) => p.itemId === item.id),
      ),
      reading: item.reading,
      moveInReading: twin?.reading ?? null,
      moveIn:
        row.kind === 'move_out' && twin
          ? {
              condition: conditionLabel(twin.condition),
              photos: await pdfPhotos(
                ctx,
                (moveIn?.photos ?? []).filter((p) => p.itemId === twin.id),
              ),
            }
          : null,
    };
  };
  const areas: { label: string; items: PdfItem[] }[] = [];
  let lastPosition = -1;
  for (const item of report.items.filter((i) => i.kind === 'item')) {
    if (item.areaPosition !== lastPosition) {
      areas.push({ label: labelOf(language, item.areaCode, item.areaNumber, item.areaName, 'areas'), items: [] });
      lastPosition = item.areaPosition;
    }
    areas.at(-1)!.items.push(await toPdfItem(item));
  }
  const meters = await Promise.all(report.items.filter((i) => i.kind === 'meter').map(toPdfItem));
  const admin = row.adminSignature!;
  const tenant = row.tenantSignature;
  const signature = (s: StoredInspectionSignature) => ({
    name: s.name,
    signedAt: new Date(s.signedAt),
    ...(s.imagePng ? { imagePng: Buffer.from(s.imagePng, 'base64') } : {}),
    ...(s.typedName ? { typedName: s.typedName } : {}),
  });
  const eventLabel = (key: 'completed' | 'signed' | 'deemed') => translate(language, `inspectionDoc.events.${key}`);
  const event = (key: 'completed' | 'signed', s: StoredInspectionSignature) => ({
    label: eventLabel(key),
    name: s.name,
    email: s.email,
    at: new Date(s.signedAt),
    ip: s.ip,
    userAgent: s.userAgent,
  });
  const verifyCode = randomBytes(18).toString('base64url');
  const finalAt = row.finalAt ?? ctx.deps.clock();
  const pdf = await renderInspectionPdf({
    language,
    kind: row.kind,
    number: row.id,
    contractId,
    propertyName: contract.propertyName,
    address: contract.propertyAddress,
    roomName: contract.roomName,
    tenantName: `${contract.firstname} ${contract.lastname}`.trim(),
    status: row.status,
    completedAt: row.completedAt!,
    reviewDeadline: row.reviewDeadline!,
    areas,
    meters,
    landlord: signature(admin),
    tenant: tenant ? signature(tenant) : null,
    events: [
      event('completed', admin),
      tenant
        ? event('signed', tenant)
        : { label: eventLabel('deemed'), name: 'SewaMudah', email: '-', at: finalAt, ip: null, userAgent: null },
    ],
    verifyUrl: `${ctx.publicUrl}/verify/${verifyCode}`,
  });
  const sealed = await sealPdf(pdf, await signingCertificate(ctx.signing), {
    reason: translate(language, 'inspectionDoc.sealReason', { id: row.id }),
    contactInfo: 'support@sewamudah.my',
    location: 'Kuala Lumpur, Malaysia',
    signingTime: finalAt,
  });
  const sha = sha256Hex(sealed);
  const key = inspectionKey(row.id, `sealed-${verifyCode.slice(0, 8)}`);
  await ctx.deps.storage.put(key, sealed, 'application/pdf');
  const won = await db.transaction(async (tx) => {
    const locked = await repo.findInspection(tx, contractId, inspectionId, { lock: true });
    if (!locked || locked.sealedKey) return false;
    await repo.setInspection(tx, row.id, { sealedKey: key, sealedSha256: sha, verifyCode });
    await recordTenancyEvent(tx, {
      contractId,
      type: 'inspection_sealed',
      at: finalAt,
      actor: SYSTEM_ACTOR,
      data: { inspectionId: row.id, kind: row.kind, sha256: sha },
      links: [{ kind: 'inspection_report', id: row.id, href: reportFilePath(contractId, row.id) }],
    });
    return true;
  });
  if (!won) await ctx.deps.storage.delete(key).catch(() => undefined);
  return repo.findInspection(db, contractId, inspectionId);
}

/** The sealed PDF of a final report (sealing it first if a job's after-commit step did not). */
export async function readSealedPdf(ctx: InspectionsContext, user: UserInfo, contractId: string, inspectionId: string) {
  await readableContract(ctx, user, contractId);
  const row = await repo.findInspection(ctx.deps.database.db, contractId, inspectionId);
  if (!row) throw notFound(en('inspectionServer.notFound'));
  if (row.status !== 'signed' && row.status !== 'deemed_accepted') throw conflict(en('inspectionServer.notFinal'));
  const sealed = await ensureSealed(ctx, contractId, inspectionId);
  const stored = sealed?.sealedKey ? await ctx.deps.storage.get(sealed.sealedKey) : null;
  if (!stored) throw notFound(en('inspectionServer.notFound'));
  return { body: stored.body, filename: `${row.kind.replace('_', '-')}-report-${row.id.slice(0, 8)}.pdf` };
}
