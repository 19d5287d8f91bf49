import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentCategory, TenantProfileInput } from '@sewamudah/shared';
import { applications } from './applications.js';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** What is stored of a profile: the form's fields, with the incomes in sen (ADR 40). */
export type StoredTenantProfile = Omit<TenantProfileInput, 'monthlyIncome' | 'guarantorIncome'> & {
  monthlyIncomeSen: number | null;
  guarantorIncomeSen: number | null;
};

/** One reusable tenant profile per customer (issue 27 §1), prefilled into each application. */
export const tenantProfiles = pgTable('tenant_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<StoredTenantProfile>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A screening document in private storage (`private/screening/<user>/`); never served without a watermark. */
export const screeningDocuments = pgTable(
  'screening_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<DocumentCategory>().notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    periodOn: date('period_on', { mode: 'string' }),
    createdAt: createdAt(),
    /** When an application's snapshot last took it in (injected clock); the 12-month unused rule counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** When the tenant was warned that it will be deleted as unused (once per period of disuse). */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
  },
  (t) => [index('screening_documents_user_idx').on(t.userId, t.createdAt)],
);

/** What an application was assessed on (issue 27 §2): the profile snapshot, its documents and the consent. */
export const applicationScreenings = pgTable('application_screenings', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  snapshot: jsonb('snapshot').$type<StoredTenantProfile>(),
  documentIds: jsonb('document_ids').$type<string[]>().notNull().default([]),
  consentVersion: text('consent_version'),
  consentAt: timestamp('consent_at', { withTimezone: true }),
  consentIp: text('consent_ip'),
  complete: boolean('complete').notNull().default(false),
  acceptedWithoutScreening: boolean('accepted_without_screening').notNull().default(false),
  withoutScreeningReason: text('without_screening_reason'),
  createdAt: createdAt(),
  /** When the tenant last updated the application's snapshot (answering a changes request). */
  snapshotUpdatedAt: timestamp('snapshot_updated_at', { withTimezone: true }),
  /** When the application ended, as the retention job first saw it (the decision's or the tenancy's end time). */
  endedAt: timestamp('ended_at', { withTimezone: true }),
  /** When the retention job deleted the snapshot (90 days after endedAt); the document ids stay, for tombstones. */
  snapshotDeletedAt: timestamp('snapshot_deleted_at', { withTimezone: true }),
});

/** Every view of a screening document (issue 27 §3): the tenant reads it as "who looked at my documents". */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The document's owner (kept when the document is deleted, so the log outlives it). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => screeningDocuments.id, { onDelete: 'set null' }),
    category: text('category').$type<DocumentCategory>(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    viewerName: text('viewer_name').notNull(),
    ip: text('ip'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('document_access_log_owner_idx').on(t.ownerId, t.viewedAt)],
);
