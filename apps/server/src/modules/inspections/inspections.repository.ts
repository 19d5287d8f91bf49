/** The only SQL of condition reports and the move-in checklist (docs/decisions/0037). */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  inspectionItems,
  inspectionPhotos,
  inspections,
  media,
  moveIns,
  properties,
  propertyMoveIn,
  tenancyNotices,
  users,
  type StoredInspectionSignature,
} from '../../db/schema/index.js';

export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionItemRow = typeof inspectionItems.$inferSelect;
export type MoveInRow = typeof moveIns.$inferSelect;
export type PhotoRow = {
  id: string;
  itemId: string;
  addedBy: 'admin' | 'tenant';
  media: typeof media.$inferSelect;
};

export async function listInspections(db: DbOrTx, contractId: string): Promise<InspectionRow[]> {
  return db.select().from(inspections).where(eq(inspections.contractId, contractId)).orderBy(asc(inspections.kind));
}

export async function findInspection(
  db: DbOrTx,
  contractId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<InspectionRow | null> {
  const query = db
    .select()
    .from(inspections)
    .where(and(eq(inspections.id, id), eq(inspections.contractId, contractId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findInspectionByKind(db: DbOrTx, contractId: string, kind: InspectionRow['kind']) {
  const [row] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.contractId, contractId), eq(inspections.kind, kind)));
  return row ?? null;
}

export async function insertInspection(
  tx: DbOrTx,
  values: typeof inspections.$inferInsert,
  items: Omit<typeof inspectionItems.$inferInsert, 'inspectionId'>[],
): Promise<InspectionRow> {
  const [row] = await tx.insert(inspections).values(values).returning();
  await tx.insert(inspectionItems).values(items.map((item) => ({ ...item, inspectionId: row!.id })));
  return row!;
}

export async function listItems(db: DbOrTx, inspectionIds: string[]): Promise<InspectionItemRow[]> {
  if (inspectionIds.length === 0) return [];
  return db
    .select()
    .from(inspectionItems)
    .where(inArray(inspectionItems.inspectionId, inspectionIds))
    .orderBy(asc(inspectionItems.areaPosition), asc(inspectionItems.position));
}

export async function findItem(db: DbOrTx, inspectionId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(inspectionItems)
    .where(and(eq(inspectionItems.id, itemId), eq(inspectionItems.inspectionId, inspectionId)));
  return row ?? null;
}

export async function updateItem(db: DbOrTx, itemId: string, values: Partial<typeof inspectionItems.$inferInsert>) {
  await db.update(inspectionItems).set(values).where(eq(inspectionItems.id, itemId));
}

export async function listPhotos(db: DbOrTx, itemIds: string[]): Promise<PhotoRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({ id: inspectionPhotos.id, itemId: inspectionPhotos.itemId, addedBy: inspectionPhotos.addedBy, media })
    .from(inspectionPhotos)
    .innerJoin(media, eq(media.id, inspectionPhotos.mediaId))
    .where(inArray(inspectionPhotos.itemId, itemIds))
    .orderBy(asc(inspectionPhotos.createdAt), asc(inspectionPhotos.addedBy), asc(inspectionPhotos.id));
}

export async function countPhotos(db: DbOrTx, itemId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.itemId, itemId));
  return row?.n ?? 0;
}

export async function insertPhoto(db: DbOrTx, values: typeof inspectionPhotos.$inferInsert) {
  const [row] = await db.insert(inspectionPhotos).values(values).returning();
  return row!;
}

export async function findPhoto(db: DbOrTx, itemId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.id, photoId), eq(inspectionPhotos.itemId, itemId)));
  return row ?? null;
}

export async function deletePhoto(db: DbOrTx, photoId: string) {
  await db.delete(inspectionPhotos).where(eq(inspectionPhotos.id, photoId));
}

export async function setInspection(db: DbOrTx, id: string, values: Partial<typeof inspections.$inferInsert>) {
  await db.update(inspections).set(values).where(eq(inspections.id, id));
}

/** Reports under review whose deadline is at or before `at`, locked, skipping rows another run holds. */
export async function lockReviewsDueBy(tx: DbOrTx, at: Date) {
  return tx
    .select()
    .from(inspections)
    .where(and(eq(inspections.status, 'tenant_review'), lte(inspections.reviewDeadline, at)))
    .orderBy(asc(inspections.reviewDeadline))
    .limit(100)
    .for('update', { skipLocked: true });
}

export async function reviewsDueBy(db: DbOrTx, at: Date) {
  return db
    .select()
    .from(inspections)
    .where(and(eq(inspections.status, 'tenant_review'), lte(inspections.reviewDeadline, at)))
    .orderBy(asc(inspections.reviewDeadline))
    .limit(100);
}

export async function userContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export async function findPropertyMoveIn(db: DbOrTx, propertyId: string) {
  const [row] = await db.select().from(propertyMoveIn).where(eq(propertyMoveIn.propertyId, propertyId));
  return row ?? null;
}

export async function upsertPropertyMoveIn(
  db: DbOrTx,
  propertyId: string,
  values: Partial<Pick<typeof propertyMoveIn.$inferInsert, 'info' | 'template'>>,
) {
  await db
    .insert(propertyMoveIn)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: propertyMoveIn.propertyId, set: { ...values, updatedAt: new Date() } });
}

export async function findMoveIn(db: DbOrTx, contractId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(moveIns).where(eq(moveIns.contractId, contractId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function upsertMoveIn(db: DbOrTx, contractId: string, values: Partial<typeof moveIns.$inferInsert>) {
  const [row] = await db
    .insert(moveIns)
    .values({ contractId, ...values })
    .onConflictDoUpdate({ target: moveIns.contractId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Confirmed appointments between `from` and `to` (the day-before reminder's window). */
export async function appointmentsBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select()
    .from(moveIns)
    .where(
      and(
        sql`${moveIns.appointmentAt} > ${from.toISOString()}::timestamptz`,
        sql`${moveIns.appointmentAt} <= ${to.toISOString()}::timestamptz`,
        sql`${moveIns.adminConfirmedAt} is not null`,
        sql`${moveIns.tenantConfirmedAt} is not null`,
      ),
    )
    .limit(500);
}

export async function findPropertyType(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, type: properties.type })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

/** The admins told of a tenant's proposal and reminded of appointments (a small, bounded set). */
export async function adminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin')).limit(50);
  return rows.map((row) => row.id);
}

/** A notice to vacate was given (modules/tenancy): the move-out report may start before the last days. */
export async function hasNotice(db: DbOrTx, contractId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenancyNotices.id })
    .from(tenancyNotices)
    .where(eq(tenancyNotices.contractId, contractId))
    .limit(1);
  return Boolean(row);
}

export type { StoredInspectionSignature };
