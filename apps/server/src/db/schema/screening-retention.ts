import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentCategory } from '@sewamudah/shared';
import { applications } from './applications.js';
import { users } from './users.js';

/**
 * What the retention job deleted (issue 27 §4, ADR 40): the kind (a document or an application's snapshot), the
 * document's category, the owner, the application and when. No content, no file name: the tombstone is the proof
 * that it is gone.
 */
export const screeningTombstones = pgTable(
  'screening_tombstones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The deleted document's id (no foreign key: the row is gone); null for a snapshot. */
    documentId: uuid('document_id'),
    kind: text('kind', { enum: ['document', 'snapshot'] }).notNull(),
    category: text('category').$type<DocumentCategory>(),
    /** Why: the application ended without a tenancy, the tenancy ended, or the profile document was unused. */
    reason: text('reason', { enum: ['application_ended', 'tenancy_ended', 'unused'] }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('screening_tombstones_application_idx').on(t.applicationId),
    index('screening_tombstones_document_idx').on(t.documentId),
    index('screening_tombstones_owner_idx').on(t.ownerId, t.deletedAt),
  ],
);

/** An admin's request for more (issue 27 §2): open until the applicant updates the application. */
export const screeningChangeRequests = pgTable(
  'screening_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    categories: jsonb('categories').$type<DocumentCategory[]>().notNull(),
    message: text('message').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('screening_change_requests_application_idx').on(t.applicationId, t.requestedAt),
    uniqueIndex('screening_change_requests_one_open')
      .on(t.applicationId)
      .where(sql`${t.answeredAt} is null`),
  ],
);
