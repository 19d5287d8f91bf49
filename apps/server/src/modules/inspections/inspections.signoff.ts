/**
 * Sign-off of a condition report (docs/decisions/0037): the admin completes it with their e-signature (the tenant's
 * 7-day review starts, and they are told that silence makes it final), the tenant signs (after any comments and
 * "I disagree" flags), or the review lapses and the job marks it "deemed accepted". A final report is then sealed
 * (inspections.seal.ts).
 */
import {
  CONDITIONS_NEEDING_PHOTO,
  formatDateTime,
  INSPECTION_REVIEW_DAYS,
  type Inspection,
  type InspectionSignBody,
  type UserInfo,
} from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import type { StoredInspectionSignature } from '../../db/schema/index.js';
import { readSignatureImage } from '../../lib/esign/signature-image.js';
import { conflict, notFound } from '../../lib/errors.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import type { ContractRow } from '../contracts/contracts.repository.js';
import type { EventActor } from '../esign/esign.repository.js';
import { notify } from '../notifications/notify.js';
import { actorOf, recordTenancyEvent, SYSTEM_ACTOR } from '../tenancy/tenancy-events.js';
import * as repo from './inspections.repository.js';
import { ensureSealed } from './inspections.seal.js';
import { en, getInspection, loadReport, readableContract, type InspectionsContext } from './inspections.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const placeOf = (c: Pick<ContractRow, 'roomName' | 'propertyName'>) =>
  c.roomName ? `${c.roomName}, ${c.propertyName}` : c.propertyName;

async function signatureOf(
  db: DbOrTx,
  user: UserInfo,
  role: StoredInspectionSignature['role'],
  body: InspectionSignBody,
  at: Date,
  actor: EventActor,
): Promise<StoredInspectionSignature> {
  const contact = await repo.userContact(db, user.userId);
  const name = `${contact.firstname} ${contact.lastname}`.trim();
  const base = {
    role,
    userId: user.userId,
    name,
    email: contact.email,
    signedAt: at.toISOString(),
    ip: actor.ip,
    userAgent: actor.userAgent,
    method: body.method,
  };
  if (body.method === 'drawn') {
    return { ...base, imagePng: (await readSignatureImage(body.signatureImage ?? '')).toString('base64') };
  }
  return { ...base, typedName: body.typedName ?? name, typedStyle: body.typedStyle ?? 'script' };
}

/** Every item has a condition, damaged/missing ones a photo; electricity and water a reading with a photo. */
function assertComplete(report: Awaited<ReturnType<typeof loadReport>>): void {
  const photoCount = (itemId: string) => report.photos.filter((p) => p.itemId === itemId).length;
  const items = report.items.filter((item) => item.kind === 'item');
  const noCondition = items.filter((item) => !item.condition).length;
  if (noCondition) throw conflict(en('inspectionServer.missingCondition', { count: noCondition }));
  const noPhoto = items.filter(
    (item) => CONDITIONS_NEEDING_PHOTO.includes(item.condition as never) && photoCount(item.id) === 0,
  ).length;
  if (noPhoto) throw conflict(en('inspectionServer.missingPhoto', { count: noPhoto }));
  // A property may have no gas: gas needs a photo only when a reading is entered.
  const noReading = report.items.filter(
    (item) =>
      item.kind === 'meter' &&
      (item.meterKind === 'gas'
        ? item.reading !== '' && photoCount(item.id) === 0
        : !item.reading || !photoCount(item.id)),
  ).length;
  if (noReading) throw conflict(en('inspectionServer.missingReading', { count: noReading }));
}

/** The admin completes and signs the draft; the tenant's review starts. */
export async function completeInspection(
  ctx: InspectionsContext,
  admin: UserInfo,
  contractId: string,
  inspectionId: string,
  body: InspectionSignBody,
  actor: EventActor,
): Promise<Inspection> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, admin, contractId);
  const now = ctx.deps.clock();
  const signature = await signatureOf(db, admin, 'landlord', body, now, actor);
  const deadline = new Date(now.getTime() + INSPECTION_REVIEW_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const row = await repo.findInspection(tx, contractId, inspectionId, { lock: true });
    if (!row) throw notFound(en('inspectionServer.notFound'));
    if (row.status !== 'draft') throw conflict(en('inspectionServer.notDraft'));
    assertComplete(await loadReport(tx as never, row));
    await repo.setInspection(tx, row.id, {
      status: 'tenant_review',
      completedAt: now,
      reviewDeadline: deadline,
      adminSignature: signature,
    });
    await recordTenancyEvent(tx, {
      contractId,
      type: 'inspection_completed',
      at: now,
      actor: actorOf(admin),
      data: { inspectionId, kind: row.kind, reviewDeadline: deadline.toISOString() },
    });
    await notify(tx, {
      userId: contract.userId,
      category: 'tenancy',
      kind: 'inspectionReview',
      values: { kind: row.kind, place: placeOf(contract), date: formatDateTime(deadline) },
      link: `/tenancy/${contractId}/inspections/${inspectionId}`,
      dedupeKey: `inspection-review:${inspectionId}`,
    });
  });
  return getInspection(ctx, admin, contractId, inspectionId);
}

/** The tenant signs within the review: the report is final, then sealed. */
export async function signInspection(
  ctx: InspectionsContext,
  tenant: UserInfo,
  contractId: string,
  inspectionId: string,
  body: InspectionSignBody,
  actor: EventActor,
): Promise<Inspection> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, tenant, contractId);
  const now = ctx.deps.clock();
  const signature = await signatureOf(db, tenant, 'tenant', body, now, actor);
  await db.transaction(async (tx) => {
    const row = await repo.findInspection(tx, contractId, inspectionId, { lock: true });
    if (!row) throw notFound(en('inspectionServer.notFound'));
    if (row.status === 'signed' || row.status === 'deemed_accepted') throw conflict(en('inspectionServer.final'));
    if (row.status !== 'tenant_review') throw conflict(en('inspectionServer.notInReview'));
    if (row.reviewDeadline && row.reviewDeadline <= now) throw conflict(en('inspectionServer.reviewOver'));
    await repo.setInspection(tx, row.id, { status: 'signed', finalAt: now, tenantSignature: signature });
    await recordTenancyEvent(tx, {
      contractId,
      type: 'inspection_signed',
      at: now,
      actor: actorOf(tenant),
      data: { inspectionId, kind: row.kind },
    });
    await notifyFinal(tx, contract, row, false);
  });
  await ensureSealed(ctx, contractId, inspectionId);
  return getInspection(ctx, tenant, contractId, inspectionId);
}

async function notifyFinal(tx: DbOrTx, contract: ContractRow, row: repo.InspectionRow, deemed: boolean) {
  await notify(tx, {
    userId: contract.userId,
    category: 'documents',
    kind: 'inspectionFinal',
    values: { kind: row.kind, place: placeOf(contract), deemed: deemed ? 'yes' : 'no' },
    link: `/tenancy/${contract.id}/inspections/${row.id}`,
    dedupeKey: `inspection-final:${row.id}`,
  });
}

/** The job's step for one lapsed review: final as "deemed accepted" (no signature from the tenant). */
export async function deemAccepted(tx: DbOrTx, row: repo.InspectionRow, now: Date): Promise<void> {
  const contract = await contractsRepo.findContract(tx, row.contractId);
  if (!contract) return;
  await repo.setInspection(tx, row.id, { status: 'deemed_accepted', finalAt: row.reviewDeadline ?? now });
  await recordTenancyEvent(tx, {
    contractId: row.contractId,
    type: 'inspection_deemed_accepted',
    at: now,
    actor: SYSTEM_ACTOR,
    data: { inspectionId: row.id, kind: row.kind },
  });
  await notifyFinal(tx, contract, row, true);
}

export async function remindReview(tx: DbOrTx, row: repo.InspectionRow): Promise<boolean> {
  const contract = await contractsRepo.findContract(tx, row.contractId);
  if (!contract || !row.reviewDeadline) return false;
  const id = await notify(tx, {
    userId: contract.userId,
    category: 'tenancy',
    kind: 'inspectionReminder',
    values: { place: placeOf(contract), date: formatDateTime(row.reviewDeadline) },
    link: `/tenancy/${contract.id}/inspections/${row.id}`,
    dedupeKey: `inspection-reminder:${row.id}`,
  });
  return id !== null;
}
