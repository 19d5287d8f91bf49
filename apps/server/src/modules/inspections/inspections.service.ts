/**
 * Condition reports (issue 25 §2, docs/decisions/0037): reading, creating from the template, filling a draft (admin),
 * answering during review (tenant) and photos. Completion and signatures are in inspections.signoff.ts, the seal in
 * inspections.seal.ts.
 */
import {
  FINAL_INSPECTION_STATUSES,
  MAX_ITEM_PHOTOS,
  METER_KINDS,
  MOVE_OUT_WINDOW_DAYS,
  formatDate,
  todayInMalaysia,
  type Inspection,
  type InspectionKind,
  type UpdateInspectionItemBody,
  type UserInfo,
  inspectionStartRefusal,
} from '@sewamudah/shared';
import { translate, type MessageKey, type MessageValues } from '@sewamudah/shared/i18n';
import type { AppConfig } from '../../config/env.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors.js';
import { storePrivatePhoto } from '../../lib/private-media/index.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import type { ContractRow } from '../contracts/contracts.repository.js';
import { actorOf, recordTenancyEvent } from '../tenancy/tenancy-events.js';
import { toInspectionDto, twinKey, type PhotoLinks, type ReportData } from './inspections.mapper.js';
import * as repo from './inspections.repository.js';
import { templateForContract } from './inspections.template.js';

export interface InspectionsContext {
  deps: AppDeps;
  publicUrl: string;
  signing: AppConfig['signing'];
  photoLinks: PhotoLinks;
}

/** The English catalogue text (the error handler answers in the caller's language). */
export const en = (key: MessageKey, values?: MessageValues) => translate('en', key, values);

export const isAdmin = (user: UserInfo) => user.userType === 'admin';

/** The contract, if the caller is its tenant or an admin; anyone else gets 404. */
export async function readableContract(ctx: InspectionsContext, user: UserInfo, id: string): Promise<ContractRow> {
  const row = await contractsRepo.findContract(ctx.deps.database.db, id);
  if (!row || (!isAdmin(user) && row.userId !== user.userId)) throw notFound(en('inspectionServer.noContract'));
  return row;
}

export async function loadReport(db: AppDeps['database']['db'], row: repo.InspectionRow): Promise<ReportData> {
  const items = await repo.listItems(db, [row.id]);
  const photos = await repo.listPhotos(
    db,
    items.map((item) => item.id),
  );
  return { row, items, photos };
}

export const reportFilePath = (contractId: string, inspectionId: string) =>
  `/api/contracts/${contractId}/inspections/${inspectionId}/pdf`;

async function toDtos(ctx: InspectionsContext, rows: repo.InspectionRow[]): Promise<Inspection[]> {
  const { db } = ctx.deps.database;
  const reports = await Promise.all(rows.map((row) => loadReport(db, row)));
  const moveIn = reports.find((report) => report.row.kind === 'move_in') ?? null;
  return reports.map((report) =>
    toInspectionDto(
      report,
      ctx.photoLinks,
      report.row.kind === 'move_out' ? moveIn : null,
      FINAL_INSPECTION_STATUSES.includes(report.row.status)
        ? reportFilePath(report.row.contractId, report.row.id)
        : null,
    ),
  );
}

export async function listInspections(ctx: InspectionsContext, user: UserInfo, contractId: string) {
  await readableContract(ctx, user, contractId);
  return toDtos(ctx, await repo.listInspections(ctx.deps.database.db, contractId));
}

export async function getInspection(
  ctx: InspectionsContext,
  user: UserInfo,
  contractId: string,
  id: string,
): Promise<Inspection> {
  await readableContract(ctx, user, contractId);
  const all = await repo.listInspections(ctx.deps.database.db, contractId);
  if (!all.some((row) => row.id === id)) throw notFound(en('inspectionServer.notFound'));
  const dtos = await toDtos(ctx, all);
  return dtos.find((dto) => dto.id === id)!;
}

/** The move-in report needs a complete agreement and a paid deposit (the contract is Active); shared rule. */
function assertMayStart(contract: ContractRow, kind: InspectionKind, now: Date, noticeGiven: boolean): void {
  // A notice to vacate (modules/tenancy) opens the move-out report at once; otherwise the last days before the end do.
  const refusal = inspectionStartRefusal(contract, kind, todayInMalaysia(now), noticeGiven);
  if (refusal === 'moveOutTooEarly') {
    throw conflict(
      en('inspectionServer.moveOutTooEarly', { days: MOVE_OUT_WINDOW_DAYS, date: formatDate(contract.endDate) }),
    );
  }
  if (refusal) throw conflict(en(`inspectionServer.${refusal}`));
}

/** The items of a new report: the move-in report's own areas and items for a move-out, else the template. */
async function itemsFor(ctx: InspectionsContext, contract: ContractRow, kind: InspectionKind) {
  const { db } = ctx.deps.database;
  const meters = METER_KINDS.map((meterKind, position) => ({
    kind: 'meter' as const,
    areaPosition: 1000,
    position,
    meterKind,
  }));
  if (kind === 'move_out') {
    const moveIn = await repo.findInspectionByKind(db, contract.id, 'move_in');
    if (moveIn) {
      const items = await repo.listItems(db, [moveIn.id]);
      return items.map((item) => ({
        kind: item.kind,
        areaPosition: item.areaPosition,
        areaCode: item.areaCode,
        areaNumber: item.areaNumber,
        areaName: item.areaName,
        position: item.position,
        itemCode: item.itemCode,
        itemName: item.itemName,
        meterKind: item.meterKind,
      }));
    }
  }
  const saved = await repo.findPropertyMoveIn(db, contract.propertyId);
  const template = templateForContract(saved?.template ?? null, contract.propertyType, contract.roomName);
  const items = template.areas.flatMap((area, areaPosition) =>
    area.items.map((item, position) => ({
      kind: 'item' as const,
      areaPosition,
      areaCode: area.code ?? null,
      areaNumber: area.number ?? null,
      areaName: area.code ? null : (area.name ?? null),
      position,
      itemCode: item.code ?? null,
      itemName: item.code ? null : (item.name ?? null),
    })),
  );
  return [...items, ...meters];
}

export async function createInspection(
  ctx: InspectionsContext,
  admin: UserInfo,
  contractId: string,
  kind: InspectionKind,
): Promise<Inspection> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, admin, contractId);
  const now = ctx.deps.clock();
  assertMayStart(contract, kind, now, await repo.hasNotice(db, contractId));
  const items = await itemsFor(ctx, contract, kind);
  let created: repo.InspectionRow;
  try {
    created = await db.transaction(async (tx) => {
      await contractsRepo.findContractRecord(tx, contractId, { lock: true });
      const locked = await contractsRepo.findContract(tx, contractId);
      assertMayStart(locked!, kind, now, await repo.hasNotice(tx, contractId));
      if (await repo.findInspectionByKind(tx, contractId, kind)) throw conflict(en('inspectionServer.exists'));
      return repo.insertInspection(tx, { contractId, kind, createdBy: admin.userId, createdAt: now }, items);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(en('inspectionServer.exists'));
    throw error;
  }
  return getInspection(ctx, admin, contractId, created.id);
}

/** Who may change the report now: the admin while it is a draft, the tenant during an unexpired review. */
export function assertMayEdit(row: repo.InspectionRow, user: UserInfo, now: Date): void {
  if (FINAL_INSPECTION_STATUSES.includes(row.status)) throw conflict(en('inspectionServer.final'));
  if (isAdmin(user)) {
    if (row.status !== 'draft') throw conflict(en('inspectionServer.notDraft'));
    return;
  }
  if (row.status !== 'tenant_review') throw conflict(en('inspectionServer.notInReview'));
  if (row.reviewDeadline && row.reviewDeadline <= now) throw conflict(en('inspectionServer.reviewOver'));
}

function changesFor(user: UserInfo, item: repo.InspectionItemRow, body: UpdateInspectionItemBody) {
  if (isAdmin(user)) {
    if (body.tenantComment !== undefined || body.disagree !== undefined) {
      throw badRequest(en('inspectionServer.adminFieldsOnly'));
    }
    if ((item.kind === 'meter' && body.condition !== undefined) || (item.kind === 'item' && body.reading)) {
      throw badRequest(en('inspectionServer.readingOnMeters'));
    }
    return {
      ...(body.condition !== undefined ? { condition: body.condition } : {}),
      ...(body.note !== undefined ? { note: body.note } : {}),
      ...(body.reading !== undefined ? { reading: body.reading } : {}),
    };
  }
  if (body.condition !== undefined || body.note !== undefined || body.reading !== undefined) {
    throw badRequest(en('inspectionServer.tenantFieldsOnly'));
  }
  return {
    ...(body.tenantComment !== undefined ? { tenantComment: body.tenantComment } : {}),
    ...(body.disagree !== undefined ? { disagree: body.disagree } : {}),
  };
}

export async function updateItem(
  ctx: InspectionsContext,
  user: UserInfo,
  contractId: string,
  inspectionId: string,
  itemId: string,
  body: UpdateInspectionItemBody,
): Promise<Inspection> {
  const { db } = ctx.deps.database;
  await readableContract(ctx, user, contractId);
  const now = ctx.deps.clock();
  await db.transaction(async (tx) => {
    const row = await repo.findInspection(tx, contractId, inspectionId, { lock: true });
    if (!row) throw notFound(en('inspectionServer.notFound'));
    const item = await repo.findItem(tx, inspectionId, itemId);
    if (!item) throw notFound(en('inspectionServer.itemNotFound'));
    assertMayEdit(row, user, now);
    await repo.updateItem(tx, itemId, changesFor(user, item, body));
    if (!isAdmin(user) && (body.tenantComment || body.disagree)) {
      await recordTenancyEvent(tx, {
        contractId,
        type: 'inspection_commented',
        at: now,
        actor: actorOf(user),
        data: { inspectionId, kind: row.kind, itemId, disagree: body.disagree ?? item.disagree },
      });
    }
  });
  return getInspection(ctx, user, contractId, inspectionId);
}

/** A photo of an item: stored through the private pipeline first (EXIF-free WebP), then referenced in one transaction. */
export async function addPhoto(
  ctx: InspectionsContext,
  user: UserInfo,
  contractId: string,
  inspectionId: string,
  itemId: string,
  bytes: Buffer,
): Promise<Inspection> {
  const { db } = ctx.deps.database;
  await readableContract(ctx, user, contractId);
  const now = ctx.deps.clock();
  const check = async (tx: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0], lock: boolean) => {
    const row = await repo.findInspection(tx, contractId, inspectionId, { lock });
    if (!row) throw notFound(en('inspectionServer.notFound'));
    if (!(await repo.findItem(tx, inspectionId, itemId))) throw notFound(en('inspectionServer.itemNotFound'));
    assertMayEdit(row, user, now);
    if ((await repo.countPhotos(tx, itemId)) >= MAX_ITEM_PHOTOS) {
      throw conflict(en('inspectionServer.tooManyPhotos', { max: MAX_ITEM_PHOTOS }));
    }
  };
  await check(db, false);
  const photo = await storePrivatePhoto(ctx.deps, bytes, { scope: 'inspection', uploadedBy: user.userId });
  await db.transaction(async (tx) => {
    await check(tx, true);
    await repo.insertPhoto(tx, {
      itemId,
      mediaId: photo.id,
      addedBy: isAdmin(user) ? 'admin' : 'tenant',
      createdAt: now,
    });
  });
  return getInspection(ctx, user, contractId, inspectionId);
}

export async function removePhoto(
  ctx: InspectionsContext,
  user: UserInfo,
  contractId: string,
  inspectionId: string,
  itemId: string,
  photoId: string,
): Promise<Inspection> {
  const { db } = ctx.deps.database;
  await readableContract(ctx, user, contractId);
  const now = ctx.deps.clock();
  await db.transaction(async (tx) => {
    const row = await repo.findInspection(tx, contractId, inspectionId, { lock: true });
    if (!row) throw notFound(en('inspectionServer.notFound'));
    const photo = await repo.findPhoto(tx, itemId, photoId);
    if (!photo || !(await repo.findItem(tx, inspectionId, itemId)))
      throw notFound(en('inspectionServer.photoNotFound'));
    assertMayEdit(row, user, now);
    if (photo.addedBy !== (isAdmin(user) ? 'admin' : 'tenant')) throw conflict(en('inspectionServer.photoNotYours'));
    await repo.deletePhoto(tx, photoId);
  });
  return getInspection(ctx, user, contractId, inspectionId);
}

/** Items and meters in the move-out report keyed like their move-in twins (for the side-by-side PDF). */
export { twinKey };

export const missingFile = () =>
  new AppError(400, en('inspectionServer.photoMissingFile'), {
    errorFields: { photo: en('inspectionServer.photoMissingFile') },
  });
