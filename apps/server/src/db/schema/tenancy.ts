/** The tenancy's record (issue 25, docs/decisions/0036). */
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TenancyActorRole, TenancyEventLink } from '@sewamudah/shared';
import { contracts } from './contracts.js';

/**
 * One append-only event per change of a tenancy, in `seq` order, written in the change's own transaction
 * (modules/tenancy recordTenancyEvent). A trigger (migration 0025) refuses UPDATE, and DELETE while the contract
 * exists: the rows go only with their contract (an unpaid contract's delete cascades).
 */
export const tenancyEvents = pgTable(
  'tenancy_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().defaultRandom().unique(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** A TENANCY_EVENT_TYPES value (plain text: a module adds its types without a migration). */
    type: text('type').notNull(),
    /** When it happened, from the injected clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorRole: text('actor_role').$type<TenancyActorRole>().notNull(),
    /** The acting user; no foreign key (the record outlives an account), the name copied as it was. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    links: jsonb('links').$type<TenancyEventLink[]>().notNull().default([]),
  },
  (t) => [index('tenancy_events_contract_idx').on(t.contractId, t.seq)],
);
