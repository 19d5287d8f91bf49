/** The only SQL of tenant screening (issue 27). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  applications,
  applicationScreenings,
  documentAccessLog,
  properties,
  rooms,
  screeningDocuments,
  type StoredTenantProfile,
  tenantProfiles,
  users,
} from '../../db/schema/index.js';

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(tenantProfiles).where(eq(tenantProfiles.userId, userId));
  return row ?? null;
}

export async function upsertProfile(db: DbOrTx, userId: string, profile: StoredTenantProfile, now: Date) {
  await db
    .insert(tenantProfiles)
    .values({ userId, profile, updatedAt: now })
    .onConflictDoUpdate({ target: tenantProfiles.userId, set: { profile, updatedAt: now } });
}

export function listDocuments(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(screeningDocuments)
    .where(eq(screeningDocuments.userId, userId))
    .orderBy(asc(screeningDocuments.createdAt), asc(screeningDocuments.id))
    .limit(50);
}

export function documentsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(screeningDocuments).where(inArray(screeningDocuments.id, ids));
}

export async function countDocuments(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(screeningDocuments)
    .where(eq(screeningDocuments.userId, userId));
  return row?.n ?? 0;
}

export async function insertDocument(db: DbOrTx, values: typeof screeningDocuments.$inferInsert) {
  const [row] = await db.insert(screeningDocuments).values(values).returning();
  return row!;
}

export async function findOwnDocument(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(screeningDocuments)
    .where(and(eq(screeningDocuments.id, id), eq(screeningDocuments.userId, userId)));
  return row ?? null;
}

export async function deleteDocument(db: DbOrTx, id: string) {
  await db.delete(screeningDocuments).where(eq(screeningDocuments.id, id));
}

/** Whether an open application (waiting or accepted) was assessed on this document. */
export async function documentInOpenApplication(db: DbOrTx, userId: string, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(applicationScreenings)
    .innerJoin(applications, eq(applications.id, applicationScreenings.applicationId))
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.status, ['Waiting for Response', 'Accepted']),
        sql`${applicationScreenings.documentIds} @> ${JSON.stringify([documentId])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The documents an application's snapshot took in were used now (the 12-month unused rule counts from here). */
export async function markDocumentsUsed(db: DbOrTx, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db.update(screeningDocuments).set({ lastUsedAt: at }).where(inArray(screeningDocuments.id, ids));
}

export async function insertScreening(db: DbOrTx, values: typeof applicationScreenings.$inferInsert) {
  await db.insert(applicationScreenings).values(values).onConflictDoNothing();
}

export async function findApplicationWithScreening(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      application: {
        id: applications.id,
        userId: applications.userId,
        propertyId: applications.propertyId,
        roomId: applications.roomId,
        status: applications.status,
      },
      screening: applicationScreenings,
      applicant: { firstname: users.firstname, lastname: users.lastname },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(applicationScreenings, eq(applicationScreenings.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

export async function markAcceptedWithoutScreening(db: DbOrTx, applicationId: string, reason: string | null) {
  await db
    .insert(applicationScreenings)
    .values({ applicationId, acceptedWithoutScreening: true, withoutScreeningReason: reason })
    .onConflictDoUpdate({
      target: applicationScreenings.applicationId,
      set: {
        acceptedWithoutScreening: true,
        withoutScreeningReason: reason ?? sql`${applicationScreenings.withoutScreeningReason}`,
      },
    });
}

export async function logAccess(db: DbOrTx, values: typeof documentAccessLog.$inferInsert) {
  await db.insert(documentAccessLog).values(values);
}

export function accessLog(db: DbOrTx, ownerId: string, limit: number) {
  return db
    .select()
    .from(documentAccessLog)
    .where(eq(documentAccessLog.ownerId, ownerId))
    .orderBy(desc(documentAccessLog.viewedAt), desc(documentAccessLog.id))
    .limit(limit);
}

export async function findUserName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, userType: users.userType, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The monthly rent of the applied-for unit or room, in sen. */
export async function rentOf(db: DbOrTx, propertyId: string, roomId: string | null): Promise<number> {
  if (roomId) {
    const [room] = await db.select({ priceSen: rooms.priceSen }).from(rooms).where(eq(rooms.id, roomId));
    return room?.priceSen ?? 0;
  }
  const [property] = await db
    .select({ priceSen: properties.priceSen })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return property?.priceSen ?? 0;
}
