import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

/** One row per background job run (rent schedule, reminders, expiry, contract end). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    jobName: text('job_name').notNull(),
    status: text('status').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_runs_name_started_idx').on(t.jobName, t.startedAt)],
);
