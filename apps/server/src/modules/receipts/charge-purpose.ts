/** What a charge pays for, as receipts and statements name it (the rent month and its period, in en-GB dates). */
import { addDays, addMonths, formatDate } from '@sewamudah/shared';

interface Charge {
  type: string;
  periodMonth: number | null;
  dueDate: string;
  description: string | null;
}

/** The calendar period of tenancy month `n` (1-based), never past the contract's end. */
export function rentPeriod(startDate: string, endDate: string, month: number): { from: string; to: string } {
  const from = addMonths(startDate, month - 1);
  const last = addDays(addMonths(startDate, month), -1);
  return { from, to: last < endDate ? last : endDate };
}

const period = (p: { from: string; to: string }) => `${formatDate(p.from)} to ${formatDate(p.to)}`;

export function chargePurpose(t: Charge, contract: { startDate: string; endDate: string }): string {
  if (t.type === 'Deposit') {
    return `Security deposit and first month's rent (month 1: ${period(rentPeriod(contract.startDate, contract.endDate, 1))})`;
  }
  if (t.type === 'Monthly Rental' && t.periodMonth) {
    return `Rent for month ${t.periodMonth}: ${period(rentPeriod(contract.startDate, contract.endDate, t.periodMonth))}`;
  }
  if (t.type === 'Monthly Rental') {
    return t.description
      ? `Monthly rent due ${formatDate(t.dueDate)}: ${t.description}`
      : `Monthly rent due ${formatDate(t.dueDate)}`;
  }
  return t.description ? `Other fees: ${t.description}` : `Other fees due ${formatDate(t.dueDate)}`;
}
