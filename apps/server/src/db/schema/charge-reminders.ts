import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { transactions } from './transactions.js';
import { users } from './users.js';

/**
 * The reminder ladder (issue 24 §2): one row per reminder sent for a charge, written in the transaction of its
 * notification. `step` is a ladder step (`d-7`, `d+0`, `d+3`, …) or `manual:<Malaysian date>` for an admin's
 * "send now". The unique (charge, due date, step) key makes each step happen once per due date, whatever the
 * replicas or a run killed half-way do.
 */
export const chargeReminders = pgTable(
  'charge_reminders',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The admin who sent it now; null for the ladder. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('charge_reminders_step_unique').on(t.transactionId, t.dueDate, t.step),
    index('charge_reminders_last_idx').on(t.transactionId, t.sentAt.desc()),
  ],
);
