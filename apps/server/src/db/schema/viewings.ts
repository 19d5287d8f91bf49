import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { properties } from './properties.js';
import { users } from './users.js';

/**
 * Viewing slots (issue 28 §4): the times an admin opens a property for viewings. `booked` counts the slot's live
 * bookings and never passes `capacity` (a check, and every booking raises it with a conditional UPDATE), so
 * concurrent bookings cannot overfill a slot. Times are instants; the screens show them in Malaysian time.
 */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** open | cancelled. */
    status: text('status').notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('viewing_slots_property_starts_idx').on(t.propertyId, t.startsAt),
    index('viewing_slots_starts_idx').on(t.startsAt),
    index('viewing_slots_ends_idx').on(t.endsAt),
    uniqueIndex('viewing_slots_one_open_per_time')
      .on(t.propertyId, t.startsAt)
      .where(sql`${t.status} = 'open'`),
    check('viewing_slots_status_check', sql`${t.status} in ('open', 'cancelled')`),
    check('viewing_slots_capacity_check', sql`${t.capacity} between 1 and 50`),
    check('viewing_slots_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('viewing_slots_ends_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A customer's booking of a slot: `booked` until either side cancels it. One live booking per slot and customer;
 * `reminded_at` and `nudged_at` mark the day's reminder and the after-viewing nudge (each sent once).
 */
export const viewingBookings = pgTable(
  'viewing_bookings',
  {
    id: id(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => viewingSlots.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** booked | cancelled. */
    status: text('status').notNull().default('booked'),
    /** customer | admin: who cancelled. */
    cancelledBy: text('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    nudgedAt: timestamp('nudged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('viewing_bookings_one_per_slot_user')
      .on(t.slotId, t.userId)
      .where(sql`${t.status} = 'booked'`),
    index('viewing_bookings_slot_idx').on(t.slotId, t.createdAt),
    index('viewing_bookings_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    check('viewing_bookings_status_check', sql`${t.status} in ('booked', 'cancelled')`),
    check(
      'viewing_bookings_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('customer', 'admin')`,
    ),
  ],
);
