import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Price/deposit bounds in sen: RM 1 .. RM 100,000 (SPEC §9). */
export const MIN_PRICE_SEN = 100;
export const MAX_PRICE_SEN = 10_000_000;
