/**
 * Stamp duty on a Malaysian tenancy agreement (Stamp Act 1949, First Schedule item 49(a) and, for each
 * duplicate, item 22), stamped through LHDN's STAMPS within 30 days of signing. docs/decisions/0014-stamp-duty.md.
 * Pure: amounts in sen in and out; the server and the web app show the same lines.
 */
import { z } from 'zod';
import { formatRM } from './format.js';

/** The rates, where they come from and when they were checked. Change them here only. */
export const STAMP_DUTY_RATES = {
  /** Duty is charged for every RM250, or part of RM250, of the annual rent. */
  unitSen: 250_00,
  /** Rate per unit by term; the first row whose `maxMonths` covers the term applies. */
  byTerm: [
    { maxMonths: 12, rateSen: 1_00, label: 'term up to 1 year' },
    { maxMonths: 36, rateSen: 2_00, label: 'term over 1 and up to 3 years' },
    { maxMonths: Number.POSITIVE_INFINITY, rateSen: 4_00, label: 'term over 3 years' },
  ],
  /** Fixed duty on each duplicate or counterpart copy. */
  duplicateSen: 10_00,
  /** The RM2,400 annual-rent exemption no longer applies to agreements from this date. */
  exemptionRemovedFrom: '2025-01-01',
  /** Stamp Act 1949 First Schedule items 22 and 49(a), as LHDN (hasil.gov.my) publishes them; the 2025 change. */
  sources: [
    'https://www.hasil.gov.my/duti-setem/perintah-duti-setem/',
    'https://www.propertylink.com.my/faq/much-stamp-duty-payable-renting-property/',
  ],
  checkedOn: '2026-11-22',
} as const;

/** The tenant's copy is a duplicate of the landlord's original. */
export const STAMP_DUTY_DUPLICATES = 1;

/** Description of the tenant's Pending 'Other Fees' charge for the duty (created on acceptance). */
export const STAMP_DUTY_CHARGE_DESCRIPTION = 'Stamp duty on the tenancy agreement (LHDN)';

/** Who pays the duty (config STAMP_DUTY_PAYER; customarily the tenant). */
export const STAMP_DUTY_PAYERS = ['tenant', 'landlord'] as const;
export type StampDutyPayer = (typeof STAMP_DUTY_PAYERS)[number];

export interface StampDutyInput {
  monthlyRentSen: number;
  termMonths: number;
  duplicates?: number;
}

export interface StampDutyLine {
  label: string;
  amountSen: number;
}

export interface StampDutyCalculation {
  annualRentSen: number;
  units: number;
  rateSen: number;
  lines: StampDutyLine[];
  totalSen: number;
  /** One sentence showing the working, e.g. for the contract page. */
  calculation: string;
}

export function calculateStampDuty(input: StampDutyInput): StampDutyCalculation {
  const { monthlyRentSen, termMonths } = input;
  const duplicates = input.duplicates ?? STAMP_DUTY_DUPLICATES;
  if (!Number.isInteger(monthlyRentSen) || monthlyRentSen <= 0) throw new RangeError('monthlyRentSen must be > 0');
  if (!Number.isInteger(termMonths) || termMonths <= 0) throw new RangeError('termMonths must be > 0');
  if (!Number.isInteger(duplicates) || duplicates < 0) throw new RangeError('duplicates must be >= 0');

  const annualRentSen = monthlyRentSen * 12;
  const units = Math.ceil(annualRentSen / STAMP_DUTY_RATES.unitSen);
  const band = STAMP_DUTY_RATES.byTerm.find((row) => termMonths <= row.maxMonths)!;
  const dutySen = units * band.rateSen;
  const rm = (sen: number) => formatRM(sen / 100);
  const lines: StampDutyLine[] = [
    {
      label: `Agreement: ${units} × RM250 (or part) of annual rent ${rm(annualRentSen)} × ${rm(band.rateSen)} (${band.label})`,
      amountSen: dutySen,
    },
  ];
  if (duplicates > 0) {
    lines.push({
      label: `${duplicates} duplicate ${duplicates === 1 ? 'copy' : 'copies'} × ${rm(STAMP_DUTY_RATES.duplicateSen)}`,
      amountSen: duplicates * STAMP_DUTY_RATES.duplicateSen,
    });
  }
  const totalSen = lines.reduce((sum, line) => sum + line.amountSen, 0);
  const calculation =
    `${rm(monthlyRentSen)} × 12 = ${rm(annualRentSen)} annual rent; ${units} units of RM250 × ${rm(band.rateSen)} ` +
    `(${band.label}) = ${rm(dutySen)}` +
    (duplicates > 0 ? ` + ${duplicates} × ${rm(STAMP_DUTY_RATES.duplicateSen)} duplicate = ${rm(totalSen)}` : '');
  return { annualRentSen, units, rateSen: band.rateSen, lines, totalSen, calculation };
}

/** The duty as the contract DTO carries it (RM). */
export const stampDutySchema = z.object({
  amount: z.number(),
  payer: z.enum(STAMP_DUTY_PAYERS),
  lines: z.array(z.object({ label: z.string(), amount: z.number() })),
  calculation: z.string(),
});
export type StampDuty = z.infer<typeof stampDutySchema>;

export function toStampDuty(input: StampDutyInput, payer: StampDutyPayer): StampDuty {
  const result = calculateStampDuty(input);
  return {
    amount: result.totalSen / 100,
    payer,
    lines: result.lines.map((line) => ({ label: line.label, amount: line.amountSen / 100 })),
    calculation: result.calculation,
  };
}
