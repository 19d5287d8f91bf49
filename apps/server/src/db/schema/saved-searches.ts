import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { properties } from './properties.js';
import { users } from './users.js';

/**
 * Saved searches (issue 28 §5, ADR 43): the listing's query (`filters`, the URL's keys and values) under a name.
 * `alerts_off_at` is set by the unsubscribe link (or the owner); `since_change_id` is the last listing change that
 * existed when the search was saved, so only later changes alert; `unsubscribe_key` is the link's random secret.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    /** instant | daily */
    frequency: text('frequency').notNull(),
    alertsOffAt: timestamp('alerts_off_at', { withTimezone: true }),
    sinceChangeId: bigint('since_change_id', { mode: 'number' }).notNull().default(0),
    unsubscribeKey: text('unsubscribe_key').notNull(),
    /** The Malaysian day of the last daily digest (one per day). */
    lastDigestOn: date('last_digest_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    // The matching job walks the searches that alert, by id.
    index('saved_searches_alerting_idx')
      .on(t.id)
      .where(sql`${t.alertsOffAt} is null`),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily')`),
    check('saved_searches_name_check', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/**
 * Listing changes that may alert (ADR 43): written by triggers in the change's transaction (migration 0043): a new
 * listing, a price that dropped (the unit's or a room's), a room or unit that became free (its live contract ended
 * or was cancelled, or a room was added). `matched_at` is set once the matching job has evaluated the row.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** new | price_drop | room_freed */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_changes_pending_idx')
      .on(t.id)
      .where(sql`${t.matchedAt} is null`),
    // A room's insert looks for its listing's 'new' change; a listing's delete cascades here.
    index('listing_changes_property_idx').on(t.propertyId, t.createdAt),
    index('listing_changes_matched_idx')
      .on(t.matchedAt)
      .where(sql`${t.matchedAt} is not null`),
    check('listing_changes_kind_check', sql`${t.kind} in ('new', 'price_drop', 'room_freed')`),
  ],
);

/**
 * A listing that matched a saved search: one row per (search, listing), so each listing is sent once per search
 * (the dedupe key). `sent_at`: when its alert (instant) or digest (daily) was queued.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: id(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    changeId: bigint('change_id', { mode: 'number' }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_matches_once').on(t.savedSearchId, t.propertyId),
    index('saved_search_matches_unsent_idx')
      .on(t.savedSearchId, t.matchedAt)
      .where(sql`${t.sentAt} is null`),
    index('saved_search_matches_sent_idx').on(t.savedSearchId, t.sentAt),
    index('saved_search_matches_property_idx').on(t.propertyId),
    check('saved_search_matches_kind_check', sql`${t.kind} in ('new', 'price_drop', 'room_freed')`),
  ],
);
