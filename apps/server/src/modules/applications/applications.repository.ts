/** The only SQL of the applications module. Every function takes a Db or a Tx. */
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_CONTRACT_STATUSES, type ApplicationStatus } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { applications, contracts, properties, rooms, users } from '../../db/schema/index.js';

/** One application with everything its DTO shows (applicant, property, room, contract id). */
export const applicationSelection = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  decidedAt: applications.decidedAt,
  paymentDueAt: applications.paymentDueAt,
  startDate: applications.startDate,
  endDate: applications.endDate,
  stayLength: applications.stayLength,
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  propertyId: properties.id,
  propertyName: properties.name,
  propertyAddress: properties.address,
  propertyType: properties.type,
  propertyPriceSen: properties.priceSen,
  roomId: rooms.id,
  roomName: rooms.name,
  roomPriceSen: rooms.priceSen,
  contractId: contracts.id,
};

function selectApplications(db: DbOrTx) {
  return db
    .select(applicationSelection)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .leftJoin(contracts, eq(contracts.applicationId, applications.id));
}

export interface ApplicationFilters {
  userId?: string;
  propertyId?: string;
  status?: ApplicationStatus;
}

export async function listApplications(db: DbOrTx, filters: ApplicationFilters) {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(applications.userId, filters.userId));
  if (filters.propertyId) conditions.push(eq(applications.propertyId, filters.propertyId));
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  return selectApplications(db)
    .where(and(...conditions))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

export async function findApplication(db: DbOrTx, id: string): Promise<ApplicationRow | null> {
  const [row] = await selectApplications(db).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

export async function findApplicationsByIds(db: DbOrTx, ids: string[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return selectApplications(db).where(inArray(applications.id, ids));
}

/** The bare row (no joins), optionally locked for the rest of the transaction. */
export async function findApplicationRecord(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(applications).where(eq(applications.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether a user holds a live contract (awaiting deposit or active) and/or an accepted application. */
export async function findRentalStatus(db: DbOrTx, userId: string) {
  const liveContract = db
    .select({ one: sql`1` })
    .from(contracts)
    .where(and(eq(contracts.userId, userId), inArray(contracts.status, [...LIVE_CONTRACT_STATUSES])));
  const acceptedApplication = db
    .select({ one: sql`1` })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, 'Accepted')));
  const [row] = await db
    .select({
      hasActiveRental: sql<boolean>`exists(${liveContract})`,
      hasAcceptedApplication: sql<boolean>`exists(${acceptedApplication})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    hasActiveRental: Boolean(row?.hasActiveRental),
    hasAcceptedApplication: Boolean(row?.hasAcceptedApplication),
  };
}

export async function hasWaitingApplication(db: DbOrTx, userId: string, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.propertyId, propertyId),
        eq(applications.status, 'Waiting for Response'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertApplication(db: DbOrTx, values: typeof applications.$inferInsert): Promise<string> {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!.id;
}

/** Moves an application only if it is still in `from`; returns whether it moved. */
export async function transitionApplication(
  db: DbOrTx,
  id: string,
  from: ApplicationStatus,
  set: Partial<typeof applications.$inferInsert> & { status: ApplicationStatus },
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set(set)
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * Rejects the other waiting applications for the same unit/room and the applicant's other waiting applications.
 * Rows are locked in id order first, so two accepts touching the same rows never deadlock.
 */
export async function rejectCompetingApplications(
  tx: DbOrTx,
  accepted: { id: string; userId: string; propertyId: string; roomId: string | null },
  decidedAt: Date,
): Promise<string[]> {
  const sameUnit = accepted.roomId
    ? eq(applications.roomId, accepted.roomId)
    : and(eq(applications.propertyId, accepted.propertyId), sql`${applications.roomId} is null`);
  const competing = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.status, 'Waiting for Response'),
        ne(applications.id, accepted.id),
        or(sameUnit, eq(applications.userId, accepted.userId)),
      ),
    )
    .orderBy(applications.id)
    .for('update');
  const ids = competing.map((row) => row.id);
  if (ids.length === 0) return [];
  await tx
    .update(applications)
    .set({ status: 'Rejected', decidedAt })
    .where(and(inArray(applications.id, ids), eq(applications.status, 'Waiting for Response')));
  return ids;
}

/** The property (and room) an applicant chose, with whether it is already held by a live contract. */
export async function findRentalUnit(db: DbOrTx, propertyId: string, roomId: string | null) {
  const [property] = await db
    .select({ id: properties.id, name: properties.name, type: properties.type })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!property) return null;
  const [room] = roomId
    ? await db
        .select({ id: rooms.id, name: rooms.name })
        .from(rooms)
        .where(and(eq(rooms.id, roomId), eq(rooms.propertyId, propertyId)))
        .limit(1)
    : [];
  return { property, room: room ?? null };
}

/** Everything the agreement PDF and the acceptance e-mail need about one application. */
export async function findAgreementDetails(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      propertyName: properties.name,
      propertyAddress: properties.address,
      propertyType: properties.type,
      propertyPriceSen: properties.priceSen,
      propertyDepositSen: properties.depositSen,
      roomName: rooms.name,
      roomPriceSen: rooms.priceSen,
      roomDepositSen: rooms.depositSen,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ?? null;
}
