/** The only SQL of saved searches (issue 28 §5): the owner's searches, their matches and the listing changes. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { listingChanges, savedSearches, savedSearchMatches } from '../../db/schema/index.js';
import { boundedCount, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export interface SavedSearchListRow extends SavedSearchRow {
  lastAlertAt: Date | null;
}

// Written out: Drizzle leaves the column unqualified in a one-table select, which the subquery would read as its own.
const lastAlertAt = sql<Date | null>`(select max(m.sent_at) from saved_search_matches m where m.saved_search_id = saved_searches.id)`;

/** The owner's searches, newest first (saved_searches_user_idx). */
export async function listOwn(
  db: DbOrTx,
  userId: string,
  page: PageWindow,
): Promise<{ rows: SavedSearchListRow[]; total: ListTotal }> {
  const where = eq(savedSearches.userId, userId);
  const rows = await db
    .select({ search: savedSearches, lastAlertAt })
    .from(savedSearches)
    .where(where)
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(savedSearches)
      .where(where),
  );
  return {
    rows: rows.map((row) => ({
      ...row.search,
      lastAlertAt: row.lastAlertAt === null ? null : new Date(row.lastAlertAt),
    })),
    total,
  };
}

/** The owner's search (another customer's: none, so 404). */
export async function findOwn(db: DbOrTx, userId: string, id: string): Promise<SavedSearchListRow | undefined> {
  const [row] = await db
    .select({ search: savedSearches, lastAlertAt })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ? { ...row.search, lastAlertAt: row.lastAlertAt === null ? null : new Date(row.lastAlertAt) } : undefined;
}

export async function findById(db: DbOrTx, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

/** Serialises one customer's saves (the per-user bound holds under concurrent requests). */
export async function lockUserSearches(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved-searches'), hashtext(${userId}))`);
}

export async function countOwn(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

/** The last listing change there is: a new search alerts only about later ones. */
export async function lastChangeId(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ id: string | number | null }>(db, sql`select max(id) as id from listing_changes`);
  return Number(row?.id ?? 0);
}

export async function insert(db: DbOrTx, values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function update(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'alertsOffAt'>>,
  now: Date,
): Promise<void> {
  await db
    .update(savedSearches)
    .set({ ...values, updatedAt: now })
    .where(eq(savedSearches.id, id));
}

export async function remove(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The unsubscribe link's switch: alerts off, once (answers whether it was on). */
export async function switchOff(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ alertsOffAt: now, updatedAt: now })
    .where(and(eq(savedSearches.id, id), isNull(savedSearches.alertsOffAt)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

// --- The matching job ------------------------------------------------------------------------------------------

export interface PendingChange {
  id: number;
  propertyId: string;
  kind: string;
}

/** The oldest changes not yet matched (listing_changes_pending_idx), locked for this run. */
export async function pendingChanges(tx: DbOrTx, limit: number): Promise<PendingChange[]> {
  const rows = await queryRows<{ id: string | number; property_id: string; kind: string }>(
    tx,
    sql`select id, property_id, kind from listing_changes where matched_at is null order by id limit ${limit} for update skip locked`,
  );
  return rows.map((row) => ({ id: Number(row.id), propertyId: row.property_id, kind: row.kind }));
}

export async function markMatched(tx: DbOrTx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(listingChanges)
    .set({ matchedAt: now })
    .where(sql`${listingChanges.id} = any(string_to_array(${ids.join(',')}, ',')::bigint[])`);
}

/** Matched changes older than `before` go (bounded per run). */
export async function pruneChanges(tx: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`delete from listing_changes where id in (select id from listing_changes where matched_at < ${before} limit ${limit}) returning id`,
  );
  return rows.length;
}

export interface AlertingSearch {
  id: string;
  filters: Record<string, string>;
  sinceChangeId: number;
}

/** The searches that alert (owner an active customer), by id from `after` (saved_searches_alerting_idx). */
export async function alertingSearches(tx: DbOrTx, after: string | null, limit: number): Promise<AlertingSearch[]> {
  const rows = await queryRows<{ id: string; filters: Record<string, string>; since_change_id: string | number }>(
    tx,
    sql`select s.id, s.filters, s.since_change_id from saved_searches s join users u on u.id = s.user_id
         where s.alerts_off_at is null and u.status = 'active' and u.user_type = 'customer'
           ${after ? sql`and s.id > ${after}` : sql``}
         order by s.id limit ${limit}`,
  );
  return rows.map((row) => ({ id: row.id, filters: row.filters, sinceChangeId: Number(row.since_change_id) }));
}

export interface NewMatch {
  savedSearchId: string;
  propertyId: string;
  kind: string;
  changeId: number;
}

/** Records matches; a (search, listing) pair already there is left alone (each listing is sent once per search). */
export async function insertMatches(tx: DbOrTx, matches: NewMatch[], now: Date): Promise<number> {
  if (matches.length === 0) return 0;
  const rows = await tx
    .insert(savedSearchMatches)
    .values(matches.map((match) => ({ ...match, matchedAt: now })))
    .onConflictDoNothing({ target: [savedSearchMatches.savedSearchId, savedSearchMatches.propertyId] })
    .returning({ id: savedSearchMatches.id });
  return rows.length;
}

export interface UnsentMatch {
  id: string;
  savedSearchId: string;
  kind: string;
  propertyId: string;
  propertyName: string;
  address: string;
  type: string;
  priceFromSen: number | null;
}

const unsentColumns = sql`m.id, m.saved_search_id, m.kind, p.id as property_id, p.name as property_name, p.address,
  p.type, p.listing_price_from_sen`;
type UnsentRaw = {
  id: string;
  saved_search_id: string;
  kind: string;
  property_id: string;
  property_name: string;
  address: string;
  type: string;
  listing_price_from_sen: number | null;
};
const toUnsent = (row: UnsentRaw): UnsentMatch => ({
  id: row.id,
  savedSearchId: row.saved_search_id,
  kind: row.kind,
  propertyId: row.property_id,
  propertyName: row.property_name,
  address: row.address,
  type: row.type,
  priceFromSen: row.listing_price_from_sen === null ? null : Number(row.listing_price_from_sen),
});

/** Unsent matches of instant searches that alert, oldest first (saved_search_matches_unsent_idx). */
export async function unsentInstant(tx: DbOrTx, limit: number): Promise<UnsentMatch[]> {
  const rows = await queryRows<UnsentRaw>(
    tx,
    sql`select ${unsentColumns} from saved_search_matches m
         join saved_searches s on s.id = m.saved_search_id join properties p on p.id = m.property_id
         where m.sent_at is null and s.frequency = 'instant' and s.alerts_off_at is null
         order by m.saved_search_id, m.matched_at, m.id limit ${limit}`,
  );
  return rows.map(toUnsent);
}

/** Daily searches with unsent matches whose digest of `day` is not yet sent. */
export async function digestsDue(tx: DbOrTx, day: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select s.id from saved_searches s
         where s.id in (select distinct m.saved_search_id from saved_search_matches m where m.sent_at is null)
           and s.frequency = 'daily' and s.alerts_off_at is null
           and (s.last_digest_on is null or s.last_digest_on < ${day}::date)
         order by s.id limit ${limit} for update of s skip locked`,
  );
  return rows.map((row) => row.id);
}

/** A search's unsent matches, oldest first (the digest lists the first ones and counts the rest). */
export async function unsentOf(tx: DbOrTx, savedSearchId: string, limit: number): Promise<UnsentMatch[]> {
  const rows = await queryRows<UnsentRaw>(
    tx,
    sql`select ${unsentColumns} from saved_search_matches m join properties p on p.id = m.property_id
         where m.saved_search_id = ${savedSearchId} and m.sent_at is null
         order by m.matched_at, m.id limit ${limit}`,
  );
  return rows.map(toUnsent);
}

export async function markSent(tx: DbOrTx, matchIds: string[], now: Date): Promise<void> {
  if (matchIds.length === 0) return;
  await tx
    .update(savedSearchMatches)
    .set({ sentAt: now })
    .where(
      sql`${savedSearchMatches.id} = any(string_to_array(${matchIds.join(',')}, ',')::uuid[]) and ${savedSearchMatches.sentAt} is null`,
    );
}

/** Every unsent match of a search (the digest sends them all at once). */
export async function markAllSent(tx: DbOrTx, savedSearchId: string, now: Date): Promise<void> {
  await tx
    .update(savedSearchMatches)
    .set({ sentAt: now })
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.sentAt)));
}

export async function setDigestDay(tx: DbOrTx, id: string, day: string): Promise<void> {
  await tx.update(savedSearches).set({ lastDigestOn: day }).where(eq(savedSearches.id, id));
}
