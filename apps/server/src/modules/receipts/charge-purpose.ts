/**
 * What a charge pays for, as receipts and statements name it (the rent month and its period, in en-GB dates), in
 * the reader's language (issue 16).
 */
import { addDays, addMonths, formatDate, STAMP_DUTY_CHARGE_DESCRIPTION, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';

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

export function chargePurpose(
  t: Charge,
  contract: { startDate: string; endDate: string },
  language: Language = 'en',
): string {
  const tr = translator(language);
  const period = (month: number) => {
    const p = rentPeriod(contract.startDate, contract.endDate, month);
    return tr('receiptDoc.purpose.period', { from: formatDate(p.from), to: formatDate(p.to) });
  };
  const date = formatDate(t.dueDate);
  // The one description the server writes itself is read in the reader's language; others as they were typed.
  const description =
    t.description === STAMP_DUTY_CHARGE_DESCRIPTION ? tr('receiptDoc.purpose.stampDuty') : t.description;
  if (t.type === 'Deposit') return tr('receiptDoc.purpose.deposit', { period: period(1) });
  if (t.type === 'Late Charge') return tr('receiptDoc.purpose.lateCharge', { date });
  if (t.type === 'Monthly Rental' && t.periodMonth) {
    return tr('receiptDoc.purpose.rentMonth', { month: t.periodMonth, period: period(t.periodMonth) });
  }
  if (t.type === 'Monthly Rental') {
    return description
      ? tr('receiptDoc.purpose.rentDueWithDescription', { date, description })
      : tr('receiptDoc.purpose.rentDue', { date });
  }
  return description
    ? tr('receiptDoc.purpose.otherFees', { description })
    : tr('receiptDoc.purpose.otherFeesDue', { date });
}

/**
 * What a statement line adds after the charge's type (issue 23: "Other Fees: Other fees: Stamp duty…"): the purpose
 * where it says more than the type, else the description alone, else nothing (the line names the due date anyway).
 */
export function chargeDetail(
  t: Charge,
  contract: { startDate: string; endDate: string },
  language: Language = 'en',
): string | null {
  if (t.type === 'Deposit' || (t.type === 'Monthly Rental' && t.periodMonth)) {
    return chargePurpose(t, contract, language);
  }
  if (!t.description) return null;
  return t.description === STAMP_DUTY_CHARGE_DESCRIPTION
    ? translator(language)('receiptDoc.purpose.stampDuty')
    : t.description;
}
