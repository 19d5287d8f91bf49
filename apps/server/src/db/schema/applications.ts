import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { applicationStatusEnum } from './enums.js';
import { properties, rooms } from './properties.js';
import { users } from './users.js';

export const applications = pgTable(
  'applications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    status: applicationStatusEnum('status').notNull().default('Waiting for Response'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    stayLength: integer('stay_length').notNull(),
    /** Deadline for paying the deposit once accepted. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_user_created_idx').on(t.userId, t.createdAt),
    index('applications_property_status_idx').on(t.propertyId, t.status, t.createdAt),
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_room_status_idx').on(t.roomId, t.status),
    index('applications_created_id_idx').on(t.createdAt, t.id),
    check('applications_stay_length', sql`${t.stayLength} IN (3, 4, 6, 8, 12)`),
    check('applications_dates', sql`${t.endDate} > ${t.startDate}`),
    // One waiting application per customer and property; one accepted application per customer.
    uniqueIndex('applications_one_waiting_per_property')
      .on(t.userId, t.propertyId)
      .where(sql`${t.status} = 'Waiting for Response'`),
    uniqueIndex('applications_one_accepted_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'Accepted'`),
  ],
);
