/** The only SQL of the applications module. Every function takes a Db or a Tx. */
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_CONTRACT_STATUSES, type ApplicationStatus, type ScreeningState } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  applications,
  applicationScreenings,
  contracts,
  properties,
  rooms,
  screeningChangeRequests,
  users,
} from '../../db/schema/index.js';
import { propertyKeyword, userKeyword } from '../../db/schema/keywords.js';
import { boundedCount, ilike, inIds, keywordPattern, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';

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
  /** The applicant's stored language (issue 16): their e-mails and the agreement's default language. */
  language: users.language,
  propertyId: properties.id,
  propertyName: properties.name,
  propertyAddress: properties.address,
  propertyType: properties.type,
  propertyPriceSen: properties.priceSen,
  roomId: rooms.id,
  roomName: rooms.name,
  roomPriceSen: rooms.priceSen,
  contractId: contracts.id,
  contractEsignStatus: contracts.esignStatus,
  /** Issue 27: 'changes_requested' while an admin's request is open, else whether the screening is complete. */
  screeningState: sql<ScreeningState>`case
    when exists (select 1 from ${screeningChangeRequests} where ${screeningChangeRequests.applicationId} = ${applications.id}
      and ${screeningChangeRequests.answeredAt} is null) then 'changes_requested'
    when coalesce((select ${applicationScreenings.complete} from ${applicationScreenings}
      where ${applicationScreenings.applicationId} = ${applications.id}), false) then 'complete'
    else 'incomplete' end`,
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
  userId?: string | undefined;
  propertyId?: string | undefined;
  roomId?: string | undefined;
  status?: ApplicationStatus | undefined;
  /** Applicant (name, e-mail, phone) or property (name, address). */
  q?: string | undefined;
}

export type ApplicationSort = 'newest' | 'oldest';

function applicationWhere(filters: ApplicationFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(applications.userId, filters.userId));
  if (filters.propertyId) conditions.push(eq(applications.propertyId, filters.propertyId));
  if (filters.roomId) conditions.push(eq(applications.roomId, filters.roomId));
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  const pattern = keywordPattern(filters.q);
  if (pattern) {
    conditions.push(sql`(${inIds(applications.userId, sql`select ${users.id} from ${users} where ${ilike(userKeyword, pattern)}`)}
      or ${inIds(applications.propertyId, sql`select ${properties.id} from ${properties} where ${ilike(propertyKeyword, pattern)}`)})`);
  }
  return and(...conditions);
}

const orderBys: Record<ApplicationSort, SQL[]> = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
};

/** Keyset position, newest first (the timestamp as PostgreSQL's text keeps its microseconds). */
export interface ApplicationCursor {
  createdAt: string;
  id: string;
}

/** Newest first: a batch after a keyset position (the streamed unpaged list), or one page of a sort. */
export function listApplications(
  db: DbOrTx,
  filters: ApplicationFilters,
  window: { after: ApplicationCursor | null; limit: number } | { page: PageWindow; sort: ApplicationSort },
) {
  const query = db
    .select({ ...applicationSelection, cursorCreatedAt: sql<string>`${applications.createdAt}::text` })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .leftJoin(contracts, eq(contracts.applicationId, applications.id));
  if ('page' in window) {
    // The page's ids first (index order, applications alone), then the joins for those rows only.
    const pageIds = db
      .select({ id: applications.id })
      .from(applications)
      .where(applicationWhere(filters))
      .orderBy(...orderBys[window.sort])
      .limit(window.page.limit)
      .offset(window.page.offset);
    // `= any(array(…))` (an InitPlan planned apart from the joins), not `in (…)`: less planning per page.
    return query.where(inIds(applications.id, sql`${pageIds}`)).orderBy(...orderBys[window.sort]);
  }
  const { after } = window;
  const keyset = after
    ? sql`(${applications.createdAt}, ${applications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return query
    .where(and(applicationWhere(filters), keyset))
    .orderBy(...orderBys.newest)
    .limit(window.limit);
}

export function countApplications(db: DbOrTx, filters: ApplicationFilters): Promise<ListTotal> {
  return boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(applications)
      .where(applicationWhere(filters)),
  );
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>[number];
export type ApplicationRow = Omit<ApplicationListRow, 'cursorCreatedAt'>;

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
 * Locks, in id order and in one statement, every application an accept may touch: the accepted one, the
 * applicant's other waiting ones and the unit's waiting ones. Taken right after the unit's lock, it makes
 * concurrent accepts for one applicant queue instead of deadlocking (each held its own application and then
 * reached for the others': issue 22).
 */
export async function lockApplicationsOfAccept(
  tx: DbOrTx,
  accepted: { id: string; userId: string; propertyId: string; roomId: string | null },
): Promise<void> {
  const sameUnit = accepted.roomId
    ? eq(applications.roomId, accepted.roomId)
    : and(eq(applications.propertyId, accepted.propertyId), sql`${applications.roomId} is null`);
  await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      or(
        eq(applications.id, accepted.id),
        and(eq(applications.status, 'Waiting for Response'), or(sameUnit, eq(applications.userId, accepted.userId))),
      ),
    )
    .orderBy(applications.id)
    .for('update');
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
      language: users.language,
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
