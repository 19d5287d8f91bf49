/** The only SQL of complaints: one joined read shape (customer, property, handling admin), guarded writes. */
import { LIVE_CONTRACT_STATUSES, type ComplaintStatus } from '@sewamudah/shared';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { complaints, contracts, properties, users } from '../../db/schema/index.js';

const handlingAdmins = alias(users, 'handling_admins');

const complaintColumns = {
  id: complaints.id,
  userId: complaints.userId,
  title: complaints.title,
  description: complaints.description,
  status: complaints.status,
  resolutionDetails: complaints.resolutionDetails,
  handledAt: complaints.handledAt,
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
    .select({ ...complaintColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
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
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Newest first; `total` counts every match (for X-Total-Count) whatever the page. */
export async function listComplaints(db: DbOrTx, filters: ComplaintFilters) {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(complaints.userId, filters.userId));
  if (filters.status) conditions.push(eq(complaints.status, filters.status));
  if (filters.propertyId) conditions.push(eq(complaints.propertyId, filters.propertyId));
  const query = selectComplaints(db)
    .where(and(...conditions))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .$dynamic();
  if (filters.limit !== undefined) query.limit(filters.limit).offset(filters.offset ?? 0);
  const rows = await query;
  return { rows, total: rows[0]?.total ?? 0 };
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

export async function insertComplaint(
  db: DbOrTx,
  values: { userId: string; propertyId: string; title: string; description: string },
): Promise<string> {
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

export const startHandling = (db: DbOrTx, id: string, adminId: string) =>
  updateInStatus(db, id, 'Waiting for Response', { status: 'In Handling', adminId });

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
