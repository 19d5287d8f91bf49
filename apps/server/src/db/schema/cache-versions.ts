import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Versions of cached public reads (docs/decisions/0020): one row per scope, bumped once per committing transaction
 * by deferred triggers on the tables the scope reads (`public_properties`: properties, rooms, property_images,
 * contracts), which also `NOTIFY cache_versions`. Replicas drop their response cache on a notification and check
 * the version at most once per RESPONSE_CACHE_CHECK_MS.
 */
export const cacheVersions = pgTable('cache_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
