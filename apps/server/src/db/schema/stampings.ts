/**
 * Stamping of signed agreements (docs/decisions/0014): LHDN stamp duty within 30 days of signing. A contract
 * without a row is "not stamped"; the due date is computed from when the agreement was signed.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { contracts } from './contracts.js';
import { users } from './users.js';

export const STAMPING_STATUS_VALUES = ['not_stamped', 'submitted', 'stamped'] as const;

export const contractStampings = pgTable(
  'contract_stampings',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STAMPING_STATUS_VALUES }).notNull().default('not_stamped'),
    /** Storage key of the uploaded LHDN stamp certificate (PDF). */
    certificateKey: text('certificate_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('contract_stampings_status_check', sql`${t.status} in ('not_stamped', 'submitted', 'stamped')`)],
);
