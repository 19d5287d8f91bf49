import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { properties } from './properties.js';
import { users } from './users.js';

/**
 * Listing reports (issue 28 §6): a customer's report of a listing (one per customer and listing), with a reason from
 * LISTING_REPORT_REASONS and an optional note. An admin resolves or dismisses an open report once, with an optional
 * note kept for the admins; `decided_by`/`decided_at` record who and when (the injected clock).
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** open | resolved | dismissed. */
    status: text('status').notNull().default('open'),
    adminNote: text('admin_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listing_reports_one_per_user').on(t.propertyId, t.userId),
    // The admins' queue: open first, newest first (the unfiltered page), and one status newest first.
    index('listing_reports_queue_idx').on(sql`(${t.status} <> 'open')`, t.createdAt.desc(), t.id.desc()),
    index('listing_reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('listing_reports_user_idx').on(t.userId),
    check(
      'listing_reports_reason_check',
      sql`${t.reason} in ('wrong_price', 'already_rented', 'wrong_photos', 'scam_suspected', 'discriminatory')`,
    ),
    check('listing_reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    check('listing_reports_note_check', sql`char_length(${t.note}) <= 1000 and char_length(${t.adminNote}) <= 1000`),
    check('listing_reports_decided_check', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
  ],
);
