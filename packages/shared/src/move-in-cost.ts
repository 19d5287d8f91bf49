/**
 * What it costs to move in (issue 28 §3, ADR 0041): the security deposit, the utility deposit (months of rent,
 * default half a month), the first month's rent and the stamp duty (the existing calculator, ADR 0014) when the tenant
 * pays it. The listing card and detail and Sign & Pay all take their figures from `moveInCost`, so they agree.
 *
 * Sign & Pay's one payment charges the security deposit + first month + stamp duty (ADR 0034); the utility deposit is
 * shown beside it as due at key handover (`payableAtSignAndPay: false`), never charged twice.
 */
import { z } from 'zod';
import { calculateStampDuty, type StampDutyPayer } from './stamp-duty.js';

/** The listing quotes a 12-month tenancy (the stamp duty depends on the term). */
export const LISTING_TERM_MONTHS = 12;

export const MOVE_IN_LINE_KINDS = ['securityDeposit', 'utilityDeposit', 'firstMonth', 'stampDuty'] as const;
export type MoveInLineKind = (typeof MOVE_IN_LINE_KINDS)[number];

export interface MoveInCostInput {
  rentSen: number;
  depositSen: number;
  utilityDepositMonths: number;
  termMonths: number;
  stampDutyPayer: StampDutyPayer;
}

export interface MoveInLineSen {
  kind: MoveInLineKind;
  amountSen: number;
  payableAtSignAndPay: boolean;
}

export interface MoveInCostSen {
  lines: MoveInLineSen[];
  totalSen: number;
  /** What Sign & Pay's one payment charges (all lines but the utility deposit). */
  signAndPaySen: number;
  termMonths: number;
}

export function utilityDepositSen(rentSen: number, months: number): number {
  return Math.round(rentSen * months);
}

export function moveInCost(input: MoveInCostInput): MoveInCostSen {
  const lines: MoveInLineSen[] = [
    { kind: 'securityDeposit', amountSen: input.depositSen, payableAtSignAndPay: true },
    {
      kind: 'utilityDeposit',
      amountSen: utilityDepositSen(input.rentSen, input.utilityDepositMonths),
      payableAtSignAndPay: false,
    },
    { kind: 'firstMonth', amountSen: input.rentSen, payableAtSignAndPay: true },
  ];
  if (input.stampDutyPayer === 'tenant') {
    const duty = calculateStampDuty({ monthlyRentSen: input.rentSen, termMonths: input.termMonths });
    lines.push({ kind: 'stampDuty', amountSen: duty.totalSen, payableAtSignAndPay: true });
  }
  const totalSen = lines.reduce((sum, line) => sum + line.amountSen, 0);
  const signAndPaySen = lines.filter((l) => l.payableAtSignAndPay).reduce((sum, l) => sum + l.amountSen, 0);
  return { lines, totalSen, signAndPaySen, termMonths: input.termMonths };
}

/** The move-in cost as responses carry it (RM). */
export const moveInCostSchema = z.object({
  lines: z.array(z.object({ kind: z.enum(MOVE_IN_LINE_KINDS), amount: z.number(), payableAtSignAndPay: z.boolean() })),
  total: z.number(),
  signAndPay: z.number(),
  termMonths: z.number().int(),
});
export type MoveInCost = z.infer<typeof moveInCostSchema>;

export function moveInCostToDto(cost: MoveInCostSen): MoveInCost {
  return {
    lines: cost.lines.map((line) => ({
      kind: line.kind,
      amount: line.amountSen / 100,
      payableAtSignAndPay: line.payableAtSignAndPay,
    })),
    total: cost.totalSen / 100,
    signAndPay: cost.signAndPaySen / 100,
    termMonths: cost.termMonths,
  };
}

/** RM per sq ft, rounded to sen; null when the size is unknown. */
export function pricePerSqft(rentRm: number | null, sqft: number | null): number | null {
  if (rentRm === null || sqft === null || sqft <= 0) return null;
  return Math.round((rentRm / sqft) * 100) / 100;
}
