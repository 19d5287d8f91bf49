/**
 * The admin dashboard's collection figures and overdue list (issue 24 §2), and the admin's "send a reminder now":
 * at most once a Malaysian day per charge (none when the ladder or an admin already reminded the tenant that day),
 * never during the quiet hours, only for an unpaid charge. The reminder is the ladder's (`sendChargeReminder`):
 * the same notification, e-mail and pay link, claimed as step `manual:<date>`, so two admins at once send one.
 */
import {
  overdueOf,
  senToRm,
  todayInMalaysia,
  transactionMessages,
  type DashboardCollection,
  type DashboardOverdueCharge,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import { inQuietHours, type ReminderSettings } from '../../config/reminder-settings.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { sendChargeReminder } from '../transactions/reminder-ladder.js';
import { lockTransaction } from '../transactions/transactions.repository.js';
import * as repo from './collection.repository.js';

const clockTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Rows of the dashboard's overdue list (the most overdue first). */
export const OVERDUE_LIST_LIMIT = 10;

export async function collectionOf(db: Db, today: string): Promise<DashboardCollection> {
  const row = await repo.collectionFigures(db, today);
  return {
    collectedThisMonth: senToRm(row.collected),
    outstanding: senToRm(row.outstanding),
    arrears: { days1to30: senToRm(row.days1to30), days31to60: senToRm(row.days31to60), over60: senToRm(row.over60) },
  };
}

export function toOverdueChargeDto(row: repo.OverdueChargeRow, today: string): DashboardOverdueCharge {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    amount: senToRm(row.amountSen),
    dueDate: row.dueDate,
    daysOverdue: overdueOf({ status: 'Pending', type: row.type, dueDate: row.dueDate }, today).daysOverdue,
    lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
    canRemindNow: !row.lastReminderAt || todayInMalaysia(row.lastReminderAt) !== today,
    lateCharge: lateChargeDto(row.lateCharge),
    customer: { _id: row.userId, firstname: row.firstname, lastname: row.lastname },
    property: { _id: row.propertyId, name: row.propertyName },
    roomName: row.roomName,
  };
}

export async function overdueOfDashboard(db: Db, today: string) {
  const [count, rows] = await Promise.all([
    repo.countOverdue(db, today),
    repo.overdueCharges(db, today, OVERDUE_LIST_LIMIT),
  ]);
  return { count, charges: rows.map((row) => toOverdueChargeDto(row, today)) };
}

export async function remindNow(
  db: Db,
  env: { publicUrl: string; now: Date; reminders: ReminderSettings },
  transactionId: string,
  adminId: string,
): Promise<{ sentAt: string }> {
  const { now } = env;
  const today = todayInMalaysia(now);
  await db.transaction(async (tx) => {
    const charge = await lockTransaction(tx, transactionId);
    if (!charge) throw notFound(transactionMessages.notFound);
    if (charge.status !== 'Pending' || charge.type === 'Deposit') {
      throw conflict(translate('en', 'reminderServer.notPayable', {}));
    }
    const quiet = env.reminders.quietHours;
    if (quiet && inQuietHours(now, quiet)) {
      throw conflict(
        translate('en', 'reminderServer.quietHours', {
          from: clockTime(quiet.startMinute),
          to: clockTime(quiet.endMinute),
        }),
      );
    }
    const alreadyToday = () => conflict(translate('en', 'reminderServer.alreadyToday', {}));
    if (await repo.remindedOn(tx, charge.id, today)) throw alreadyToday();
    if (!(await sendChargeReminder(tx, env.publicUrl, charge, `manual:${today}`, now, adminId))) throw alreadyToday();
  });
  return { sentAt: now.toISOString() };
}

/** "amount_sen|status|waived" (collection.repository.ts) → the overdue row's late charge. */
function lateChargeDto(value: string | null): { amount: number; waived: boolean; paid: boolean } | null {
  if (!value) return null;
  const [amountSen, status, waived] = value.split('|');
  return { amount: Number(amountSen) / 100, waived: waived === 'true', paid: status === 'Paid' };
}
