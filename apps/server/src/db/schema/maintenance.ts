/**
 * Maintenance tickets (issue 26, ADR 0035): a complaint's photos and video, thread, visits, cost, rating, its
 * append-only event log (ARCHITECTURE §9: written in the transaction of each change) and the upkeep tasks that open
 * tickets on a schedule. The ticket's own fields (category, urgency, SLA times) are columns of `complaints`.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { complaints } from './complaints.js';
import { media } from './media.js';
import { properties } from './properties.js';
import { transactions } from './transactions.js';
import { users } from './users.js';

/** One row per change of a ticket, never updated or deleted (except with its ticket). */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.seq)],
);

export const complaintComments = pgTable(
  'complaint_comments',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_comments_complaint_idx').on(t.complaintId, t.createdAt)],
);

/** Photos and the video of a ticket (comment_id null) or of a comment. */
export const complaintMedia = pgTable(
  'complaint_media',
  {
    mediaId: uuid('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'restrict' }),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => complaintComments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('complaint_media_complaint_idx').on(t.complaintId, t.createdAt),
    uniqueIndex('complaint_media_one_video')
      .on(t.complaintId)
      .where(sql`${t.kind} = 'video' and ${t.commentId} is null`),
  ],
);

export const complaintVisits = pgTable(
  'complaint_visits',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    windowFrom: text('window_from').notNull(),
    windowTo: text('window_to').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorPhone: text('visitor_phone').notNull(),
    /** proposed | confirmed | rescheduleRequested | done | cancelled */
    status: text('status').notNull(),
    outcome: text('outcome'),
    note: text('note'),
    rescheduleNote: text('reschedule_note'),
    followUpOf: uuid('follow_up_of'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaint_visits_complaint_idx').on(t.complaintId, t.createdAt),
    index('complaint_visits_date_idx').on(t.visitDate, t.status),
  ],
);

/** The repair's cost and who bears it; the tenant's share is a 'Repair' transaction of exactly that amount. */
export const complaintCosts = pgTable(
  'complaint_costs',
  {
    complaintId: uuid('complaint_id')
      .primaryKey()
      .references(() => complaints.id, { onDelete: 'restrict' }),
    totalSen: integer('total_sen').notNull(),
    bearer: text('bearer').notNull(),
    landlordSen: integer('landlord_sen').notNull(),
    tenantSen: integer('tenant_sen').notNull(),
    note: text('note'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'complaint_costs_shares',
      sql`${t.landlordSen} + ${t.tenantSen} = ${t.totalSen} and ${t.landlordSen} >= 0 and ${t.tenantSen} >= 0`,
    ),
    uniqueIndex('complaint_costs_transaction_idx').on(t.transactionId),
  ],
);

/** One rating per ticket (a second is refused by the primary key). */
export const complaintRatings = pgTable(
  'complaint_ratings',
  {
    complaintId: uuid('complaint_id')
      .primaryKey()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    thumbs: text('thumbs').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    /** Copied at rating time for the admin's per-category and per-contractor figures. */
    category: text('category'),
    contractor: text('contractor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_ratings_created_idx').on(t.createdAt)],
);

/** A recurring upkeep task of a property (aircon servicing every 3 months, ...). */
export const upkeepTasks = pgTable(
  'upkeep_tasks',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    everyMonths: integer('every_months').notNull(),
    nextDueDate: date('next_due_date', { mode: 'string' }).notNull(),
    noticeDays: integer('notice_days').notNull().default(7),
    windowFrom: text('window_from').notNull(),
    windowTo: text('window_to').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorPhone: text('visitor_phone').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('upkeep_tasks_due_idx')
      .on(t.nextDueDate)
      .where(sql`${t.active}`),
    index('upkeep_tasks_property_idx').on(t.propertyId, t.createdAt),
  ],
);
