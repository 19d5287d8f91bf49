/**
 * Collection figures and the overdue list of the admin dashboard (issue 24 §2), computed in SQL. Charges are rent
 * and other fees (deposits have their own acceptance deadline); days and months are Malaysian.
 */
import { addDays } from '@sewamudah/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chargeReminders, properties, rooms, transactions, users } from '../../db/schema/index.js';

const charge = sql`${transactions.type} <> 'Deposit'`;
const unpaid = and(eq(transactions.status, 'Pending'), charge);

/**
 * `today` is a Malaysian date; the month runs from its 1st 00:00 +08:00 to the next 1st. Two index-backed reads, never
 * the whole table: this month's payments (status + payment date) and the unpaid charges, summed from the partial
 * covering index `transactions_pending_due_amount_idx` (migration 0024, an index-only scan).
 */
export async function collectionFigures(db: DbOrTx, today: string) {
  const monthStart = `${today.slice(0, 8)}01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const from = `${monthStart}T00:00:00+08:00`;
  const to = `${next}T00:00:00+08:00`;
  const age = sql`(${today}::date - ${transactions.dueDate})`;
  const sumOf = (where?: ReturnType<typeof sql>) =>
    where
      ? sql<number>`coalesce(sum(${transactions.amountSen}) filter (where ${where}), 0)`.mapWith(Number)
      : sql<number>`coalesce(sum(${transactions.amountSen}), 0)`.mapWith(Number);
  const [paid] = await db
    .select({ collected: sumOf() })
    .from(transactions)
    .where(
      and(
        charge,
        eq(transactions.status, 'Paid'),
        sql`${transactions.paymentDate} >= ${from}::timestamptz and ${transactions.paymentDate} < ${to}::timestamptz`,
      ),
    );
  const [pending] = await db
    .select({
      outstanding: sumOf(),
      days1to30: sumOf(sql`${age} between 1 and 30`),
      days31to60: sumOf(sql`${age} between 31 and 60`),
      over60: sumOf(sql`${age} > 60`),
    })
    .from(transactions)
    .where(unpaid);
  return {
    collected: paid?.collected ?? 0,
    outstanding: pending?.outstanding ?? 0,
    days1to30: pending?.days1to30 ?? 0,
    days31to60: pending?.days31to60 ?? 0,
    over60: pending?.over60 ?? 0,
  };
}

const lastReminder = sql<Date | null>`(
  select max(${chargeReminders.sentAt}) from ${chargeReminders} where ${chargeReminders.transactionId} = ${transactions.id}
)`.mapWith((value: string | Date | null) => (value == null ? null : new Date(value)));

/** The late charge linked to a charge (at most one, unique index), as "amount|status|waived". */
const lateChargeOf = sql<string | null>`(
  select lt.amount_sen::text || '|' || lt.status::text || '|' || (lt.waived_at is not null)::text
  from transactions lt where lt.late_for_transaction_id = ${transactions.id} limit 1
)`;

/** Overdue charges, most overdue first, with the last reminder sent. */
export function overdueCharges(db: DbOrTx, today: string, limit: number) {
  return db
    .select({
      id: transactions.id,
      type: transactions.type,
      amountSen: transactions.amountSen,
      dueDate: transactions.dueDate,
      lastReminderAt: lastReminder,
      lateCharge: lateChargeOf,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      propertyId: properties.id,
      propertyName: properties.name,
      roomName: rooms.name,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(properties, eq(properties.id, transactions.propertyId))
    .leftJoin(rooms, eq(rooms.id, transactions.roomId))
    .where(and(unpaid, sql`${transactions.dueDate} < ${today}`))
    .orderBy(asc(transactions.dueDate), asc(transactions.id))
    .limit(limit);
}

export async function countOverdue(db: DbOrTx, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(transactions)
    .where(and(unpaid, sql`${transactions.dueDate} < ${today}`));
  return row?.n ?? 0;
}

/** Whether the charge had a reminder (ladder or admin) on this Malaysian day. */
export async function remindedOn(db: DbOrTx, transactionId: string, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chargeReminders.id })
    .from(chargeReminders)
    .where(
      and(
        eq(chargeReminders.transactionId, transactionId),
        sql`${chargeReminders.sentAt} >= ${`${today}T00:00:00+08:00`}::timestamptz`,
        sql`${chargeReminders.sentAt} < ${`${addDays(today, 1)}T00:00:00+08:00`}::timestamptz`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type OverdueChargeRow = Awaited<ReturnType<typeof overdueCharges>>[number];
