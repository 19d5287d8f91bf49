/**
 * Viewings (issue 28 §4): admins publish slots per property (singly or weekly); a customer books a future slot; either
 * side cancels or moves a booking to another slot of the same property, and the other side is told. A slot never
 * takes more bookings than its capacity: every booking takes its place with a conditional UPDATE of the slot's
 * `booked` count (repository.takePlace), and one customer holds at most one live booking per slot (unique index).
 */
import {
  addDays,
  todayInMalaysia,
  VIEWING_DAYS_AHEAD_MAX,
  VIEWING_PUBLIC_DAYS,
  VIEWING_PUBLIC_MAX,
  viewingMessages as m,
  type CreateViewingSlotBody,
  type UpdateViewingSlotBody,
  type UserInfo,
  type Viewing,
  type ViewingSlot,
  type WeeklyViewingSlotsBody,
} from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.js';
import { pageOf, type ListTotal } from '../../lib/lists/paging.js';
import { toSlotDto, toViewingDto } from './viewings.mapper.js';
import { MY_VIEWINGS_PATH, tellAdmins, tellViewing } from './viewings-notices.js';
import * as repo from './viewings.repository.js';
import { dayBounds, instantOf, isoWeekday } from './viewing-time.js';

export interface ViewingsContext {
  db: Db;
  clock: AppDeps['clock'];
  publicUrl: string;
}

interface Page<T> {
  items: T[];
  total: ListTotal;
}
type PageQuery = { page?: number | undefined; limit?: number | undefined };

const DAY_MS = 86_400_000;
const isAdmin = (user: UserInfo) => user.userType === 'admin';

function checkStart(startsAt: Date, now: Date): void {
  if (startsAt <= now) throw badRequest(m.slotInPast, { time: m.slotInPast });
  if (startsAt.getTime() - now.getTime() > VIEWING_DAYS_AHEAD_MAX * DAY_MS) throw badRequest(m.slotTooFar);
}

async function propertyOf(db: DbOrTx, id: string) {
  const property = await repo.findProperty(db, id);
  if (!property) throw notFound(m.propertyNotFound);
  return property;
}

// ---- Slots (admins) ----

export async function createSlot(
  ctx: ViewingsContext,
  user: UserInfo,
  body: CreateViewingSlotBody,
): Promise<ViewingSlot> {
  await propertyOf(ctx.db, body.propertyId);
  const startsAt = instantOf(body.date, body.time);
  checkStart(startsAt, ctx.clock());
  const [row] = await repo.insertSlots(ctx.db, [
    {
      propertyId: body.propertyId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + body.durationMinutes * 60_000),
      capacity: body.capacity,
      createdBy: user.userId,
    },
  ]);
  if (!row) throw conflict(m.slotTaken);
  return toSlotDto(row);
}

/** The weekday's slots for the next `weeks` weeks from today (times already passed are left out). */
export async function createWeekly(
  ctx: ViewingsContext,
  user: UserInfo,
  body: WeeklyViewingSlotsBody,
): Promise<{ slots: ViewingSlot[]; skipped: number }> {
  await propertyOf(ctx.db, body.propertyId);
  const now = ctx.clock();
  const today = todayInMalaysia(now);
  const first = addDays(today, (body.weekday - isoWeekday(today) + 7) % 7);
  const rows = [];
  for (let week = 0; week < body.weeks; week++) {
    const startsAt = instantOf(addDays(first, week * 7), body.time);
    if (startsAt <= now) continue;
    rows.push({
      propertyId: body.propertyId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + body.durationMinutes * 60_000),
      capacity: body.capacity,
      createdBy: user.userId,
    });
  }
  const inserted = await repo.insertSlots(ctx.db, rows);
  inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { slots: inserted.map(toSlotDto), skipped: rows.length - inserted.length };
}

/** Admins: a property's slots from a day on (default today), soonest first, paged. */
export async function listSlots(
  ctx: ViewingsContext,
  query: PageQuery & { propertyId: string; from?: string | undefined },
): Promise<Page<ViewingSlot>> {
  await propertyOf(ctx.db, query.propertyId);
  const from = dayBounds(query.from ?? todayInMalaysia(ctx.clock())).from;
  const { rows, total } = await repo.slotsOfProperty(ctx.db, query.propertyId, from, pageOf(query));
  return { items: rows.map(toSlotDto), total };
}

/** Anyone: the open slots still ahead in the next three weeks (bounded: VIEWING_PUBLIC_MAX). */
export async function publicSlots(ctx: ViewingsContext, propertyId: string): Promise<ViewingSlot[]> {
  await propertyOf(ctx.db, propertyId);
  const now = ctx.clock();
  const { rows } = await repo.slotsOfProperty(
    ctx.db,
    propertyId,
    now,
    { limit: VIEWING_PUBLIC_MAX, offset: 0 },
    { openOnly: true, until: new Date(now.getTime() + VIEWING_PUBLIC_DAYS * DAY_MS) },
  );
  return rows.filter((row) => row.startsAt > now).map(toSlotDto);
}

export async function updateSlot(ctx: ViewingsContext, id: string, body: UpdateViewingSlotBody): Promise<ViewingSlot> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const slot = await repo.findSlot(tx, id, true);
    if (!slot) throw notFound(m.slotNotFound);
    if (slot.status !== 'open') throw conflict(m.slotCancelled);
    if (slot.startsAt <= now) throw conflict(m.viewingStarted);
    const values: Parameters<typeof repo.updateSlot>[2] = {};
    const moves = body.date !== undefined || body.durationMinutes !== undefined;
    if (moves) {
      if (slot.booked > 0) throw conflict(m.slotHasBookings);
      const startsAt = body.date && body.time ? instantOf(body.date, body.time) : slot.startsAt;
      const minutes = body.durationMinutes ?? (slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
      checkStart(startsAt, now);
      values.startsAt = startsAt;
      values.endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    }
    if (body.capacity !== undefined) {
      if (body.capacity < slot.booked) throw conflict(m.capacityBelowBooked);
      values.capacity = body.capacity;
    }
    try {
      return toSlotDto((await repo.updateSlot(tx, id, values))!);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(m.slotTaken);
      throw error;
    }
  });
}

/** Cancels a slot ahead and every booking in it; each booked customer is told. */
export async function cancelSlot(ctx: ViewingsContext, id: string): Promise<ViewingSlot> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const slot = await repo.findSlot(tx, id, true);
    if (!slot) throw notFound(m.slotNotFound);
    if (slot.status !== 'open') throw conflict(m.slotCancelled);
    if (slot.startsAt <= now) throw conflict(m.viewingStarted);
    const booked = await repo.bookingsOfSlot(tx, id);
    await repo.cancelBookingsOfSlot(tx, id, now);
    const updated = await repo.updateSlot(tx, id, { status: 'cancelled', booked: 0 });
    const property = await propertyOf(tx, slot.propertyId);
    for (const booking of booked) {
      await tellViewing(
        tx,
        ctx.publicUrl,
        booking.userId,
        {
          kind: 'viewingCancelled',
          category: 'applications',
          dedupeKey: `viewing-cancelled:${booking.id}`,
          slot,
          place: property.name,
        },
        MY_VIEWINGS_PATH,
      );
    }
    return toSlotDto(updated!);
  });
}

// ---- Bookings ----

/** Why a slot could not take a booking (it was not open, ahead and with a free place). */
function refusal(slot: repo.SlotRow | undefined, now: Date): Error {
  if (!slot) return notFound(m.slotNotFound);
  if (slot.status !== 'open') return conflict(m.slotCancelled);
  if (slot.startsAt <= now) return conflict(m.slotClosed);
  return conflict(m.slotFull);
}

export async function book(ctx: ViewingsContext, user: UserInfo, slotId: string): Promise<Viewing> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const slot = await repo.takePlace(tx, slotId, now);
      if (!slot) throw refusal(await repo.findSlot(tx, slotId), now);
      const { id } = await repo.insertBooking(tx, { slotId, propertyId: slot.propertyId, userId: user.userId });
      const viewing = (await repo.findViewing(tx, id))!;
      const news = { slot, place: viewing.propertyName, dedupeKey: `viewing-booked:${id}` };
      await tellViewing(
        tx,
        ctx.publicUrl,
        user.userId,
        { ...news, kind: 'viewingBooked', category: 'applications' },
        MY_VIEWINGS_PATH,
      );
      await tellAdmins(tx, ctx.publicUrl, {
        ...news,
        kind: 'viewingBookedAdmin',
        category: 'applications',
        customer: viewing.customerName,
      });
      return toViewingDto(viewing, now);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(m.alreadyBooked);
    throw error;
  }
}

/** The booking for a change by this user: a customer's own only (another's is 404), live and still ahead. */
async function changeable(tx: DbOrTx, user: UserInfo, id: string, now: Date) {
  const booking = await repo.lockBooking(tx, id);
  if (!booking || (!isAdmin(user) && booking.userId !== user.userId)) throw notFound(m.viewingNotFound);
  if (booking.status !== 'booked') throw conflict(m.viewingCancelled);
  const slot = (await repo.findSlot(tx, booking.slotId))!;
  if (slot.startsAt <= now) throw conflict(m.viewingStarted);
  return { booking, slot };
}

export async function cancel(ctx: ViewingsContext, user: UserInfo, id: string): Promise<Viewing> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const { booking, slot } = await changeable(tx, user, id, now);
    const by = isAdmin(user) ? 'admin' : 'customer';
    await repo.updateBooking(tx, id, { status: 'cancelled', cancelledBy: by, cancelledAt: now });
    await repo.releasePlace(tx, booking.slotId);
    const viewing = (await repo.findViewing(tx, id))!;
    const news = {
      slot,
      place: viewing.propertyName,
      dedupeKey: `viewing-cancelled:${id}`,
      category: 'applications' as const,
    };
    if (by === 'admin') {
      await tellViewing(tx, ctx.publicUrl, booking.userId, { ...news, kind: 'viewingCancelled' }, MY_VIEWINGS_PATH);
    } else {
      await tellAdmins(tx, ctx.publicUrl, { ...news, kind: 'viewingCancelledAdmin', customer: viewing.customerName });
    }
    return toViewingDto(viewing, now);
  });
}

/** Moves a live booking to another slot of the same property in one transaction (both slots locked in id order). */
export async function reschedule(ctx: ViewingsContext, user: UserInfo, id: string, slotId: string): Promise<Viewing> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { booking, slot: from } = await changeable(tx, user, id, now);
      if (slotId === booking.slotId) throw conflict(m.sameSlot);
      const locked = await repo.lockSlots(tx, [booking.slotId, slotId]);
      const target = locked.find((s) => s.id === slotId);
      if (!target) throw notFound(m.slotNotFound);
      if (target.propertyId !== booking.propertyId) throw conflict(m.otherProperty);
      const taken = await repo.takePlace(tx, slotId, now);
      if (!taken) throw refusal(target, now);
      await repo.releasePlace(tx, booking.slotId);
      await repo.updateBooking(tx, id, { slotId, remindedAt: null, nudgedAt: null });
      const viewing = (await repo.findViewing(tx, id))!;
      const news = {
        slot: taken,
        from,
        place: viewing.propertyName,
        dedupeKey: `viewing-rescheduled:${id}:${slotId}:${now.getTime()}`,
        category: 'applications' as const,
      };
      if (isAdmin(user)) {
        await tellViewing(tx, ctx.publicUrl, booking.userId, { ...news, kind: 'viewingRescheduled' }, MY_VIEWINGS_PATH);
      } else {
        await tellAdmins(tx, ctx.publicUrl, {
          ...news,
          kind: 'viewingRescheduledAdmin',
          customer: viewing.customerName,
        });
      }
      return toViewingDto(viewing, now);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(m.alreadyBooked);
    throw error;
  }
}

/** A customer's own viewings (admins: everyone's), upcoming (default) or past, paged. */
export async function listViewings(
  ctx: ViewingsContext,
  user: UserInfo,
  query: PageQuery & { propertyId?: string | undefined; when?: 'upcoming' | 'past' | undefined },
): Promise<Page<Viewing>> {
  const now = ctx.clock();
  const { rows, total } = await repo.listViewings(
    ctx.db,
    {
      ...(isAdmin(user) ? {} : { userId: user.userId }),
      ...(query.propertyId ? { propertyId: query.propertyId } : {}),
      when: query.when ?? 'upcoming',
    },
    now,
    pageOf(query),
  );
  return { items: rows.map((row) => toViewingDto(row, now)), total };
}

/** Admins: the live bookings of a Malaysian day (default today), soonest first, paged. */
export async function dayViewings(ctx: ViewingsContext, query: PageQuery & { date?: string | undefined }) {
  const now = ctx.clock();
  const { from, to } = dayBounds(query.date ?? todayInMalaysia(now));
  const { rows, total } = await repo.viewingsBetween(ctx.db, from, to, pageOf(query));
  return { items: rows.map((row) => toViewingDto(row, now)), total };
}
