import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The dev clock (DEV_CLOCK=true, never production; ARCHITECTURE §9): one row, how far every replica's clock runs
 * ahead of real time. PUT /api/dev/clock raises it and `NOTIFY dev_clock`; each process also re-reads it every
 * second (modules/dev-clock/dev-clock-sync.ts). It only grows.
 */
export const devClockState = pgTable(
  'dev_clock',
  {
    id: integer('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who last moved it (no foreign key: the row outlives accounts in a reset demo). */
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('dev_clock_one_row', sql`${t.id} = 1`), check('dev_clock_forward', sql`${t.offsetMs} >= 0`)],
);
