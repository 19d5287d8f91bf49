/** The viewings' SQL (issue 28 §4): slots, bookings, and the rows the reminder and nudge jobs pick. */
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications, properties, users, viewingBookings, viewingSlots } from '../../db/schema/index.js';
import { boundedCount, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';

export type SlotRow = typeof viewingSlots.$inferSelect;

export interface ViewingRow {
  id: string;
  status: string;
  cancelledBy: string | null;
  createdAt: Date;
  userId: string;
  slot: SlotRow;
  propertyId: string;
  propertyName: string;
  propertyAddress: string;
  customerName: string;
  customerPhone: string;
}

export async function findProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

export async function insertSlots(db: DbOrTx, rows: (typeof viewingSlots.$inferInsert)[]): Promise<SlotRow[]> {
  if (rows.length === 0) return [];
  return db.insert(viewingSlots).values(rows).onConflictDoNothing().returning();
}

export async function findSlot(db: DbOrTx, id: string, lock = false): Promise<SlotRow | undefined> {
  const query = db.select().from(viewingSlots).where(eq(viewingSlots.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Locks slots in id order (a reschedule touches two: one order for every caller, so no deadlock). */
export async function lockSlots(db: DbOrTx, ids: string[]): Promise<SlotRow[]> {
  return db
    .select()
    .from(viewingSlots)
    .where(sql`${viewingSlots.id} = any(${sql.param(ids)}::uuid[])`)
    .orderBy(asc(viewingSlots.id))
    .for('update');
}

export async function updateSlot(db: DbOrTx, id: string, values: Partial<typeof viewingSlots.$inferInsert>) {
  const [row] = await db
    .update(viewingSlots)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(viewingSlots.id, id))
    .returning();
  return row;
}

/**
 * Takes one place in a slot: raises `booked` only while the slot is open, ahead and not full. Under concurrent
 * bookings PostgreSQL re-checks the condition on the row's newest version, so the count never passes capacity.
 */
export async function takePlace(db: DbOrTx, slotId: string, now: Date): Promise<SlotRow | undefined> {
  const [row] = await db
    .update(viewingSlots)
    .set({ booked: sql`${viewingSlots.booked} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(viewingSlots.id, slotId),
        eq(viewingSlots.status, 'open'),
        gt(viewingSlots.startsAt, now),
        lt(viewingSlots.booked, viewingSlots.capacity),
      ),
    )
    .returning();
  return row;
}

export async function releasePlace(db: DbOrTx, slotId: string): Promise<void> {
  await db
    .update(viewingSlots)
    .set({ booked: sql`greatest(${viewingSlots.booked} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(viewingSlots.id, slotId));
}

export async function slotsOfProperty(
  db: DbOrTx,
  propertyId: string,
  from: Date,
  page: PageWindow,
  options: { openOnly?: boolean; until?: Date } = {},
): Promise<{ rows: SlotRow[]; total: ListTotal }> {
  const where = and(
    eq(viewingSlots.propertyId, propertyId),
    gte(viewingSlots.startsAt, from),
    options.until ? lt(viewingSlots.startsAt, options.until) : undefined,
    options.openOnly ? eq(viewingSlots.status, 'open') : undefined,
  );
  const rows = await db
    .select()
    .from(viewingSlots)
    .where(where)
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(viewingSlots)
      .where(where),
  );
  return { rows, total };
}

const viewingColumns = {
  id: viewingBookings.id,
  status: viewingBookings.status,
  cancelledBy: viewingBookings.cancelledBy,
  createdAt: viewingBookings.createdAt,
  userId: viewingBookings.userId,
  slot: viewingSlots,
  propertyId: viewingBookings.propertyId,
  propertyName: properties.name,
  propertyAddress: properties.address,
  customerName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
  customerPhone: users.phone,
};

function viewingsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(viewingColumns)
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .innerJoin(properties, eq(properties.id, viewingBookings.propertyId))
    .innerJoin(users, eq(users.id, viewingBookings.userId))
    .where(where);
}

export async function findViewing(db: DbOrTx, id: string): Promise<ViewingRow | undefined> {
  const [row] = await viewingsQuery(db, eq(viewingBookings.id, id));
  return row;
}

export async function lockBooking(db: DbOrTx, id: string) {
  const [row] = await db.select().from(viewingBookings).where(eq(viewingBookings.id, id)).for('update');
  return row;
}

export async function insertBooking(db: DbOrTx, values: typeof viewingBookings.$inferInsert) {
  const [row] = await db.insert(viewingBookings).values(values).returning({ id: viewingBookings.id });
  return row!;
}

export async function updateBooking(db: DbOrTx, id: string, values: Partial<typeof viewingBookings.$inferInsert>) {
  await db
    .update(viewingBookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(viewingBookings.id, id));
}

/** A customer's bookings (admins: everyone's), upcoming soonest first or past latest first. */
export async function listViewings(
  db: DbOrTx,
  filters: { userId?: string; propertyId?: string; when: 'upcoming' | 'past' },
  now: Date,
  page: PageWindow,
): Promise<{ rows: ViewingRow[]; total: ListTotal }> {
  const upcoming = filters.when === 'upcoming';
  const where = and(
    filters.userId ? eq(viewingBookings.userId, filters.userId) : undefined,
    filters.propertyId ? eq(viewingBookings.propertyId, filters.propertyId) : undefined,
    upcoming
      ? and(eq(viewingBookings.status, 'booked'), gt(viewingSlots.endsAt, now))
      : sql`(${viewingBookings.status} <> 'booked' or ${viewingSlots.endsAt} <= ${now})`,
  );
  const rows = await viewingsQuery(db, where)
    .orderBy(upcoming ? asc(viewingSlots.startsAt) : desc(viewingSlots.startsAt), asc(viewingBookings.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(viewingBookings)
      .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
      .where(where),
  );
  return { rows, total };
}

/** The live bookings of slots starting in [from, to): the admin's day, soonest first. */
export async function viewingsBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
  page: PageWindow,
): Promise<{ rows: ViewingRow[]; total: ListTotal }> {
  const where = and(
    gte(viewingSlots.startsAt, from),
    lt(viewingSlots.startsAt, to),
    eq(viewingBookings.status, 'booked'),
  );
  const rows = await viewingsQuery(db, where)
    .orderBy(asc(viewingSlots.startsAt), asc(viewingBookings.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(viewingSlots)
      .innerJoin(viewingBookings, eq(viewingBookings.slotId, viewingSlots.id))
      .where(where),
  );
  return { rows, total };
}

/** Live bookings of one slot (a slot holds at most 50). */
export async function bookingsOfSlot(db: DbOrTx, slotId: string) {
  return db
    .select({ id: viewingBookings.id, userId: viewingBookings.userId })
    .from(viewingBookings)
    .where(and(eq(viewingBookings.slotId, slotId), eq(viewingBookings.status, 'booked')));
}

export async function cancelBookingsOfSlot(db: DbOrTx, slotId: string, now: Date) {
  await db
    .update(viewingBookings)
    .set({ status: 'cancelled', cancelledBy: 'admin', cancelledAt: now, updatedAt: sql`now()` })
    .where(and(eq(viewingBookings.slotId, slotId), eq(viewingBookings.status, 'booked')));
}

/** Live, not yet reminded bookings of slots starting in [from, to), locked for this run (bounded). */
export async function bookingsToRemind(db: DbOrTx, from: Date, to: Date, limit: number) {
  return db
    .select({ id: viewingBookings.id })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .where(
      and(
        gte(viewingSlots.startsAt, from),
        lt(viewingSlots.startsAt, to),
        eq(viewingBookings.status, 'booked'),
        isNull(viewingBookings.remindedAt),
      ),
    )
    .orderBy(asc(viewingSlots.startsAt))
    .limit(limit)
    .for('update', { of: viewingBookings, skipLocked: true });
}

/** Live bookings whose slot ended in [since, now] and that have had no nudge yet (bounded). */
export async function bookingsToNudge(db: DbOrTx, since: Date, now: Date, limit: number) {
  return db
    .select({ id: viewingBookings.id })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .where(
      and(
        gte(viewingSlots.endsAt, since),
        lte(viewingSlots.endsAt, now),
        eq(viewingBookings.status, 'booked'),
        isNull(viewingBookings.nudgedAt),
      ),
    )
    .orderBy(asc(viewingSlots.endsAt))
    .limit(limit)
    .for('update', { of: viewingBookings, skipLocked: true });
}

/** Whether the customer already applied for the property (then no nudge to apply). */
export async function hasApplied(db: DbOrTx, userId: string, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.propertyId, propertyId)))
    .limit(1);
  return row !== undefined;
}
