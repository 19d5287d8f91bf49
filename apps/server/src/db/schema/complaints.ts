import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { contracts } from './contracts.js';
import { complaintStatusEnum } from './enums.js';
import { properties } from './properties.js';
import { users } from './users.js';

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: complaintStatusEnum('status').notNull().default('Waiting for Response'),
    resolutionDetails: text('resolution_details'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    // Issue 26 (ADR 0035): a maintenance ticket's fields; a plain complaint keeps kind 'complaint' and nulls.
    kind: text('kind').notNull().default('complaint'),
    category: text('category'),
    place: text('place'),
    urgency: text('urgency'),
    entryPermitted: boolean('entry_permitted'),
    preferredWindows: jsonb('preferred_windows').$type<{ date: string; from: string; to: string }[]>(),
    /** The tenancy it is about (a repair charge goes on it). */
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** SLA (issue 26 §3): the promises fixed at opening from the platform settings, and the first admin response. */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    fixDueAt: timestamp('fix_due_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The open promise (response, then fix); null when handled: the board's order. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    reopenCount: integer('reopen_count').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    upkeepTaskId: uuid('upkeep_task_id'),
    /** `<task>:<due date>:<contract>`: an upkeep run opens each ticket once. */
    upkeepKey: text('upkeep_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_user_created_idx').on(t.userId, t.createdAt),
    index('complaints_status_created_idx').on(t.status, t.createdAt),
    index('complaints_property_idx').on(t.propertyId, t.createdAt),
    index('complaints_keyword_trgm_idx').using('gin', sql`(${t.title} || ' ' || ${t.description}) gin_trgm_ops`),
    index('complaints_created_id_idx').on(t.createdAt, t.id),
    index('complaints_next_due_idx').on(t.nextDueAt, t.id),
    uniqueIndex('complaints_upkeep_key_idx').on(t.upkeepKey),
  ],
);
