import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './users.js';

/**
 * Data rights (issue 27 §4, ADR 41): every "download my data", "delete my account" and consent withdrawal, for the
 * admins' log. `user_label` is the name at the time, replaced by "Deleted user #n" when the account is deleted.
 */
export const dataRightsRequests = pgTable(
  'data_rights_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** export | deletion | consent_withdrawal. */
    kind: text('kind').notNull(),
    userLabel: text('user_label').notNull(),
    ip: text('ip'),
    /** What the request covered (e.g. the withdrawn application ids); never personal data. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_rights_requests_created_idx').on(t.createdAt.desc(), t.id),
    index('data_rights_requests_user_idx').on(t.userId, t.kind),
    check('data_rights_requests_kind_check', sql`${t.kind} in ('export', 'deletion', 'consent_withdrawal')`),
  ],
);

/**
 * The application's own append-only trail (ARCHITECTURE §9: one event log per aggregate), written in the change's
 * transaction: `consent_withdrawn` (the reason says why the application was withdrawn).
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.kind, t.at)],
);

/** The n of "Deleted user #n": one number per deleted account, never reused. */
export const deletedUserNumber = pgSequence('deleted_user_number_seq', { startWith: 1 });
