/**
 * Background jobs of transactions (each runs in one DB transaction under an advisory lock, idempotently):
 * the monthly rent schedule and the reminder ladder (reminder-ladder.ts). Overdue is not a status: the DTO derives `isOverdue`.
 */
import { addDays, addMonths, RENT_SCHEDULE_DAYS_AHEAD, todayInMalaysia } from '@sewamudah/shared';
import type { Job } from '../../lib/jobs/runner.js';
import { reminderJob } from './reminder-ladder.js';
import { acceptedRenewals, rentFor, rentTermMonths } from '../tenancy/renewal.service.js';
import * as repo from './transactions.repository.js';

const HOUR = 60 * 60 * 1000;

/** Number of monthly periods of a tenancy: month m starts on the (m-1)th monthly anniversary of the start. */
export function tenancyMonths(startDate: string, endDate: string): number {
  let months = 0;
  while (addMonths(startDate, months) < endDate) months++;
  return months;
}

/** Due dates of months 2..N: each monthly anniversary of the start date (31 Jan → 28/29 Feb, 31 Mar, ...). */
export function rentDueDates(startDate: string, endDate: string): { month: number; dueDate: string }[] {
  const result: { month: number; dueDate: string }[] = [];
  const months = tenancyMonths(startDate, endDate);
  for (let month = 2; month <= months; month++) result.push({ month, dueDate: addMonths(startDate, month - 1) });
  return result;
}

export const rentScheduleJob: Job = {
  name: 'transactions.rent-schedule',
  intervalMs: HOUR,
  async run(tx, ctx) {
    const today = todayInMalaysia(ctx.clock());
    const horizon = addDays(today, RENT_SCHEDULE_DAYS_AHEAD);
    const contracts = await repo.listActiveContracts(tx);
    // A renewal's rent applies from its first day (issue 25 §3).
    const renewals = await acceptedRenewals(
      tx,
      contracts.map((c) => c.id),
    );
    const values = contracts.flatMap((c) => {
      const schedule = rentDueDates(c.startDate, c.endDate);
      return schedule
        .filter((s) => s.dueDate <= horizon)
        .map((s) => ({
          userId: c.userId,
          contractId: c.id,
          propertyId: c.propertyId,
          roomId: c.roomId,
          type: 'Monthly Rental' as const,
          amountSen: rentFor(c.rentSen, renewals.get(c.id), s.dueDate),
          dueDate: s.dueDate,
          periodMonth: s.month,
          status: 'Pending' as const,
          description: `Rent for month ${s.month} of ${rentTermMonths(c.stayLength, renewals.get(c.id), s.dueDate)}`,
        }));
    });
    const created = await repo.insertRentCharges(tx, values, ctx.clock());
    return { details: { contracts: contracts.length, created } };
  },
};

export { reminderJob };
export const transactionJobs: Job[] = [rentScheduleJob, reminderJob];
