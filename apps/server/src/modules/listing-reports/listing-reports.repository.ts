/** The listing reports' SQL (issue 28 §6): one report per customer and listing, the admins' queue, decisions. */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { listingReports, properties, users } from '../../db/schema/index.js';
import { boundedCount, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';

export type ReportRecord = typeof listingReports.$inferSelect;

export interface ReportRow extends ReportRecord {
  propertyName: string;
  propertyAddress: string;
  reporterName: string;
  reporterEmail: string;
  deciderName: string | null;
}

export async function findProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/** Inserts the report; undefined when this customer already reported the listing (the unique index). */
export async function insertReport(
  db: DbOrTx,
  values: Pick<ReportRecord, 'propertyId' | 'userId' | 'reason' | 'note' | 'createdAt'>,
): Promise<ReportRecord | undefined> {
  const [row] = await db
    .insert(listingReports)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing({ target: [listingReports.propertyId, listingReports.userId] })
    .returning();
  return row;
}

export async function findOwnReport(db: DbOrTx, propertyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.userId, userId)));
  return row;
}

const decider = alias(users, 'decider');
const name = (table: { firstname: SQLWrapper; lastname: SQLWrapper }) =>
  sql<string>`${table.firstname} || ' ' || ${table.lastname}`;
const queueColumns = {
  report: listingReports,
  propertyName: properties.name,
  propertyAddress: properties.address,
  reporterName: name(users),
  reporterEmail: users.email,
  deciderName: sql<string | null>`case when ${decider.id} is null then null else ${name(decider)} end`,
};

function queueQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(queueColumns)
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .innerJoin(users, eq(users.id, listingReports.userId))
    .leftJoin(decider, eq(decider.id, listingReports.decidedBy))
    .where(where);
}

type QueueRow = Awaited<ReturnType<typeof queueQuery>>[number];
const toRow = ({ report, ...rest }: QueueRow): ReportRow => ({ ...report, ...rest });

export async function findReport(db: DbOrTx, id: string): Promise<ReportRow | undefined> {
  const [row] = await queueQuery(db, eq(listingReports.id, id));
  return row ? toRow(row) : undefined;
}

/**
 * The admins' queue, a page at a time: open reports first, then newest first (`listing_reports_queue_idx`); one
 * status newest first (`listing_reports_status_idx`). The ORDER BY spells the indexes' NULLS LAST so they serve it.
 */
export async function queue(
  db: DbOrTx,
  status: string | undefined,
  page: PageWindow,
): Promise<{ rows: ReportRow[]; total: ListTotal }> {
  const where = status ? eq(listingReports.status, status) : undefined;
  const order = status ? [sql`${listingReports.status}`] : [sql`(${listingReports.status} <> 'open')`];
  const rows = await queueQuery(db, where)
    .orderBy(...order, sql`${listingReports.createdAt} desc nulls last`, sql`${listingReports.id} desc nulls last`)
    .limit(page.limit)
    .offset(page.offset);
  const total = await boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(listingReports)
      .where(where),
  );
  return { rows: rows.map(toRow), total };
}

/** Resolves or dismisses an open report; undefined when it is not open (or does not exist). */
export async function decideReport(
  db: DbOrTx,
  id: string,
  values: { status: 'resolved' | 'dismissed'; adminNote: string | null; decidedBy: string; decidedAt: Date },
): Promise<ReportRecord | undefined> {
  const [row] = await db
    .update(listingReports)
    .set({ ...values, updatedAt: values.decidedAt })
    .where(and(eq(listingReports.id, id), eq(listingReports.status, 'open')))
    .returning();
  return row;
}

export async function reportExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: listingReports.id }).from(listingReports).where(eq(listingReports.id, id));
  return row !== undefined;
}
