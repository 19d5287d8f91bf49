/**
 * Occupancy and vacant days of the admin dashboard (issue 24 §2). Totals are counted from indexes; vacant days are
 * computed for one page of properties at a time (by name), never for the whole catalogue.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contracts, properties, rooms } from '../../db/schema/index.js';
import { boundedCount } from '../../lib/lists/paging.js';

/** Contracts that occupy a unit on the days they cover. */
const OCCUPYING = ['Active', 'Ended'] as const;

/** Rentable units, those occupied today, and properties: exact on a catalogue of normal size, else estimates. */
export async function occupancyTotals(db: DbOrTx, today: string) {
  const [units, roomCount, occupied, propertyCount] = await Promise.all([
    boundedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(properties)
        .where(eq(properties.type, 'Unit Rental')),
    ),
    boundedCount(db, db.select({ one: sql`1` }).from(rooms)),
    boundedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(contracts)
        .where(and(eq(contracts.status, 'Active'), gte(contracts.endDate, today), lte(contracts.startDate, today))),
    ),
    boundedCount(db, db.select({ one: sql`1` }).from(properties)),
  ]);
  return {
    units: units.total + roomCount.total,
    occupied: occupied.total,
    properties: propertyCount.total,
    estimated: units.estimated || roomCount.estimated || occupied.estimated || propertyCount.estimated,
  };
}

export function propertiesPage(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({ id: properties.id, name: properties.name, type: properties.type })
    .from(properties)
    .orderBy(asc(properties.name), asc(properties.id))
    .limit(limit)
    .offset(offset);
}

/**
 * For each of `propertyIds`: its rentable units, those occupied today, and the unit-days from `from` to `to`
 * (inclusive) that no Active or Ended contract covered.
 */
export async function occupancyOf(db: DbOrTx, propertyIds: string[], from: string, to: string) {
  if (propertyIds.length === 0) return new Map<string, { units: number; occupied: number; vacantDays: number }>();
  const unitRows = await db
    .select({ propertyId: properties.id, roomId: sql<string | null>`null::uuid` })
    .from(properties)
    .where(and(inArray(properties.id, propertyIds), eq(properties.type, 'Unit Rental')))
    .unionAll(
      db
        .select({ propertyId: rooms.propertyId, roomId: rooms.id })
        .from(rooms)
        .where(inArray(rooms.propertyId, propertyIds)),
    );
  const covering = await db
    .select({
      propertyId: contracts.propertyId,
      roomId: contracts.roomId,
      status: contracts.status,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
    })
    .from(contracts)
    .where(
      and(
        inArray(contracts.propertyId, propertyIds),
        inArray(contracts.status, [...OCCUPYING]),
        lte(contracts.startDate, to),
        gte(contracts.endDate, from),
      ),
    );
  const days = daysBetween(from, to);
  const result = new Map<string, { units: number; occupied: number; vacantDays: number }>();
  for (const id of propertyIds) result.set(id, { units: 0, occupied: 0, vacantDays: 0 });
  for (const unit of unitRows) {
    const mine = covering.filter((c) => c.propertyId === unit.propertyId && (c.roomId ?? null) === unit.roomId);
    const covered = new Set<string>();
    for (const contract of mine) {
      for (const day of days) if (contract.startDate <= day && contract.endDate >= day) covered.add(day);
    }
    const entry = result.get(unit.propertyId)!;
    entry.units += 1;
    entry.vacantDays += days.length - covered.size;
    if (mine.some((c) => c.status === 'Active' && c.startDate <= to && c.endDate >= to)) entry.occupied += 1;
  }
  return result;
}

/** Every calendar date from `from` to `to` inclusive (YYYY-MM-DD; at most a month here). */
function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}
