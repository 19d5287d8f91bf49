import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Private photos and videos (ARCHITECTURE §9, ADR 39): condition reports, maintenance tickets, screening documents.
 * One row per upload; the owning module references it by id from its own table and decides who may see it, then
 * mints short-lived signed links (lib/private-media). Photos keep only their re-encoded WebP variants (no EXIF, no
 * GPS); `taken_at` is the server's clock at upload, never the camera's.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which feature owns it: 'inspection' | 'maintenance' | 'screening' | ... (storage prefix `private/media/<scope>/`). */
    scope: text('scope').notNull(),
    /** 'photo' (thumb + view WebP) or 'video' (stored as uploaded, checked by content). */
    kind: text('kind').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** Photo: the view variant (≤ 1600 px); video: the file itself. */
    key: text('key').notNull(),
    thumbKey: text('thumb_key'),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    thumbBytes: integer('thumb_bytes'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('media_scope_created_idx').on(t.scope, t.createdAt)],
);

export type MediaRow = typeof media.$inferSelect;
