/** The only SQL of complaints: one joined read shape (customer, property, handling admin), guarded writes. */
import { LIVE_CONTRACT_STATUSES, type ComplaintStatus } from '@sewamudah/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { complaints, contracts, properties, users } from '../../db/schema/index.js';
import { complaintKeyword, propertyKeyword, userKeyword } from '../../db/schema/keywords.js';
import { boundedCount, ilike, inIds, keywordPattern, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';

const handlingAdmins = alias(users, 'handling_admins');

const complaintColumns = {
  id: complaints.id,
  userId: complaints.userId,
  title: complaints.title,
  description: complaints.description,
  status: complaints.status,
  resolutionDetails: complaints.resolutionDetails,
  handledAt: complaints.handledAt,
  adminId: complaints.adminId,
  kind: complaints.kind,
  category: complaints.category,
  place: complaints.place,
  urgency: complaints.urgency,
  entryPermitted: complaints.entryPermitted,
  preferredWindows: complaints.preferredWindows,
  contractId: complaints.contractId,
  responseDueAt: complaints.responseDueAt,
  fixDueAt: complaints.fixDueAt,
  respondedAt: complaints.respondedAt,
  nextDueAt: complaints.nextDueAt,
  reopenCount: complaints.reopenCount,
  confirmedAt: complaints.confirmedAt,
  upkeepTaskId: complaints.upkeepTaskId,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
  customerFirstname: users.firstname,
  customerLastname: users.lastname,
  propertyId: properties.id,
  propertyName: properties.name,
  adminFirstname: handlingAdmins.firstname,
  adminLastname: handlingAdmins.lastname,
};

function selectComplaints(db: DbOrTx) {
  return db
    .select(complaintColumns)
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(properties, eq(properties.id, complaints.propertyId))
    .leftJoin(handlingAdmins, eq(handlingAdmins.id, complaints.adminId));
}

export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaintById>>>;

export interface ComplaintFilters {
  userId?: string | undefined;
  status?: ComplaintStatus | undefined;
  propertyId?: string | undefined;
  /** Title or description, the customer's name/e-mail/phone, or the property's name/address. */
  q?: string | undefined;
}

export type ComplaintSort = 'newest' | 'oldest' | 'due';

function complaintWhere(filters: ComplaintFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(complaints.userId, filters.userId));
  if (filters.status) conditions.push(eq(complaints.status, filters.status));
  if (filters.propertyId) conditions.push(eq(complaints.propertyId, filters.propertyId));
  const pattern = keywordPattern(filters.q);
  if (pattern) {
    conditions.push(sql`(${ilike(complaintKeyword, pattern)}
      or ${inIds(complaints.userId, sql`select ${users.id} from ${users} where ${ilike(userKeyword, pattern)}`)}
      or ${inIds(complaints.propertyId, sql`select ${properties.id} from ${properties} where ${ilike(propertyKeyword, pattern)}`)})`);
  }
  return and(...conditions);
}

const orderBys: Record<ComplaintSort, SQL[]> = {
  newest: [desc(complaints.createdAt), desc(complaints.id)],
  oldest: [asc(complaints.createdAt), asc(complaints.id)],
  // The admin board (issue 26 §3): the least time left first; handled and plain complaints (no promise) last.
  due: [sql`${complaints.nextDueAt} asc nulls last`, asc(complaints.id)],
};

/** One page and the bounded total for X-Total-Count (never a window count over every match). */
export async function listComplaints(
  db: DbOrTx,
  filters: ComplaintFilters,
  page: PageWindow,
  sort: ComplaintSort = 'newest',
): Promise<{ rows: ComplaintRow[]; total: ListTotal }> {
  const [rows, total] = await Promise.all([
    // The page's ids first (index order, complaints alone), then the joins for those rows only.
    selectComplaints(db)
      .where(
        // `= any(array(…))` (an InitPlan planned apart from the joins), not `in (…)`: less planning per page.
        inIds(
          complaints.id,
          sql`${db
            .select({ id: complaints.id })
            .from(complaints)
            .where(complaintWhere(filters))
            .orderBy(...orderBys[sort])
            .limit(page.limit)
            .offset(page.offset)}`,
        ),
      )
      .orderBy(...orderBys[sort]),
    countComplaints(db, filters),
  ]);
  return { rows, total };
}

export function countComplaints(db: DbOrTx, filters: ComplaintFilters): Promise<ListTotal> {
  return boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(complaints)
      .where(complaintWhere(filters)),
  );
}

export interface ComplaintCursor {
  createdAt: string;
  id: string;
}

/** The next batch, newest first, after `after` (the streamed unpaged GET /complaints). */
export function complaintsAfter(db: DbOrTx, filters: ComplaintFilters, after: ComplaintCursor | null, limit: number) {
  const keyset = after
    ? sql`(${complaints.createdAt}, ${complaints.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ ...complaintColumns, cursorCreatedAt: sql<string>`${complaints.createdAt}::text` })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(properties, eq(properties.id, complaints.propertyId))
    .leftJoin(handlingAdmins, eq(handlingAdmins.id, complaints.adminId))
    .where(and(complaintWhere(filters), keyset))
    .orderBy(...orderBys.newest)
    .limit(limit);
}

export async function findComplaintById(db: DbOrTx, id: string) {
  const [row] = await selectComplaints(db).where(eq(complaints.id, id));
  return row;
}

/**
 * The property a customer's complaint is about: their live contract (an active rental, else the contract
 * of an accepted application awaiting payment), or undefined when they have none.
 */
export async function findComplaintRental(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ contractId: contracts.id, propertyId: contracts.propertyId })
    .from(contracts)
    .where(and(eq(contracts.userId, userId), inArray(contracts.status, [...LIVE_CONTRACT_STATUSES])))
    .orderBy(sql`${contracts.status} = 'Active' desc`, desc(contracts.startDate))
    .limit(1);
  return row;
}

export async function insertComplaint(db: DbOrTx, values: typeof complaints.$inferInsert): Promise<string> {
  const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
  return row!.id;
}

/** Updates only while the complaint is still in `expectedStatus` (no lost updates); false when it moved on. */
async function updateInStatus(
  db: DbOrTx,
  id: string,
  expectedStatus: ComplaintStatus,
  changes: PgUpdateSetSource<typeof complaints>,
): Promise<boolean> {
  const rows = await db
    .update(complaints)
    .set(changes)
    .where(and(eq(complaints.id, id), eq(complaints.status, expectedStatus)))
    .returning({ id: complaints.id });
  return rows.length > 0;
}

export const editWaitingComplaint = (db: DbOrTx, id: string, content: { title: string; description: string }) =>
  updateInStatus(db, id, 'Waiting for Response', content);

/** Starting is the first response (issue 26 §3): the open promise becomes the fix. */
export const startHandling = (db: DbOrTx, id: string, adminId: string, now: Date) =>
  updateInStatus(db, id, 'Waiting for Response', {
    status: 'In Handling',
    adminId,
    respondedAt: sql`coalesce(${complaints.respondedAt}, ${now.toISOString()}::timestamptz)`,
    nextDueAt: sql`${complaints.fixDueAt}`,
  });

/** The first admin response (a comment, a visit) on a waiting ticket stops the response clock. */
export async function markResponded(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(complaints)
    .set({
      respondedAt: now,
      nextDueAt: sql`case when ${complaints.status} = 'Handled' then null else ${complaints.fixDueAt} end`,
    })
    .where(and(eq(complaints.id, id), sql`${complaints.respondedAt} is null`));
}

/** The tenant's new preferred windows (asking for another time). */
export async function setPreferredWindows(
  db: DbOrTx,
  id: string,
  windows: { date: string; from: string; to: string }[],
): Promise<void> {
  await db.update(complaints).set({ preferredWindows: windows }).where(eq(complaints.id, id));
}

/** A tenant reopens a handled ticket (issue 26 §5): back to In Handling, counted, with a new fix promise. */
export const reopenHandled = (db: DbOrTx, id: string, fixDueAt: Date | null) =>
  updateInStatus(db, id, 'Handled', {
    status: 'In Handling',
    handledAt: null,
    confirmedAt: null,
    reopenCount: sql`${complaints.reopenCount} + 1`,
    fixDueAt: fixDueAt ?? sql`${complaints.fixDueAt}`,
    nextDueAt: fixDueAt,
  });

/** The admin who started stays the handling admin; one finishing an orphaned complaint takes it over. */
export const finishHandling = (
  db: DbOrTx,
  id: string,
  finish: { adminId: string; resolutionDetails: string | null; handledAt: Date },
) =>
  updateInStatus(db, id, 'In Handling', {
    status: 'Handled',
    resolutionDetails: finish.resolutionDetails,
    handledAt: finish.handledAt,
    nextDueAt: null,
    adminId: sql`coalesce(${complaints.adminId}, ${finish.adminId}::uuid)`,
  });

/** Deletes, optionally only while in `onlyInStatus`; false when nothing was deleted. */
export async function deleteComplaint(db: DbOrTx, id: string, onlyInStatus?: ComplaintStatus): Promise<boolean> {
  const rows = await db
    .delete(complaints)
    .where(and(eq(complaints.id, id), onlyInStatus ? eq(complaints.status, onlyInStatus) : undefined))
    .returning({ id: complaints.id });
  return rows.length > 0;
}
