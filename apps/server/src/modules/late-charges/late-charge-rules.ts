/**
 * How much a late charge is, and when (docs/decisions/0031). Pure calendar arithmetic on `YYYY-MM-DD` dates in
 * Malaysia; money in sen. One late charge per overdue rent, ever:
 * - fixed fee: once the grace days are over (the day after the last grace day);
 * - interest: accrued daily, fixed when the rent is paid, or at the end of the month in which the rent became
 *   overdue if it is still unpaid then (interest after that month is not charged).
 * A cap (percentage of the overdue amount) bounds either.
 */
import { addDays, type LatePaymentClause } from '@sewamudah/shared';

type Clause = Exclude<LatePaymentClause, { type: 'none' }>;

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last day of grace: unpaid after it, the rent is late under the clause. */
export const lastGraceDay = (clause: Clause, dueDate: string): string => addDays(dueDate, clause.graceDays);

/** Whether rent due on `dueDate` and unpaid on `date` is late under the clause. */
export const isLateOn = (clause: Clause, dueDate: string, date: string): boolean =>
  date > lastGraceDay(clause, dueDate);

/** Interest: the last day of the month in which the rent became late (its first late day). */
export function interestMonthEnd(clause: Clause, dueDate: string): string {
  const firstLateDay = addDays(lastGraceDay(clause, dueDate), 1);
  const [y, m] = firstLateDay.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The late charge in sen for rent of `amountSen` due on `dueDate`, settled on `settledOn` (the payment's day, or the
 * day after the interest month ended); 0 when nothing is owed. Interest counts the days from its start (the end of
 * the grace days, or the due date where the contract says so) up to the day before `settledOn`.
 */
export function lateChargeSen(
  clause: Clause,
  charge: { amountSen: number; dueDate: string },
  settledOn: string,
): number {
  if (!isLateOn(clause, charge.dueDate, settledOn)) return 0;
  let sen: number;
  if (clause.type === 'fixed') {
    sen = clause.feeSen;
  } else {
    const start = clause.accrueFrom === 'due_date' ? charge.dueDate : lastGraceDay(clause, charge.dueDate);
    const monthEnd = interestMonthEnd(clause, charge.dueDate);
    const until = settledOn > monthEnd ? addDays(monthEnd, 1) : settledOn;
    const days = Math.max(0, daysFrom(start, until));
    const basisPoints = Math.round(clause.ratePercent * 100);
    sen = Math.round((charge.amountSen * basisPoints * days) / (10_000 * 365));
  }
  if (clause.capPercent !== null) sen = Math.min(sen, Math.floor((charge.amountSen * clause.capPercent) / 100));
  return Math.max(0, sen);
}

/**
 * What the job does today with an unpaid late rent: a fixed fee is charged once it is late; interest waits for the
 * payment (charged then, by the payment's recording) or for the end of its month.
 */
export function settlesToday(clause: Clause, dueDate: string, today: string): boolean {
  if (!isLateOn(clause, dueDate, today)) return false;
  return clause.type === 'fixed' || today > interestMonthEnd(clause, dueDate);
}
