/**
 * The late-payment clause (issue 24 §3, docs/decisions/0031): a property carries one, each contract copies it at
 * acceptance, the agreement prints it, and a late charge ('Late Charge' transaction) is created only under it.
 * Stored (jsonb on properties and contracts) with money in sen; the API speaks RM.
 */
import { z } from 'zod';

export const LATE_CLAUSE_TYPES = ['none', 'fixed', 'interest'] as const;
export type LateClauseType = (typeof LATE_CLAUSE_TYPES)[number];
/**
 * Where daily interest starts: the end of the grace days (every clause set from a property), or the due date
 * (what contracts accepted before issue 24 signed: "calculated daily from the due date until payment").
 */
export const LATE_INTEREST_FROM = ['grace_end', 'due_date'] as const;
export type LateInterestFrom = (typeof LATE_INTEREST_FROM)[number];

export const MAX_LATE_GRACE_DAYS = 60;
export const MAX_LATE_RATE_PERCENT = 24;
export const MAX_LATE_FEE_RM = 10_000;
export const LATE_WAIVER_REASON_MAX = 300;

/** The clause as stored. */
export type LatePaymentClause =
  | { type: 'none' }
  | { type: 'fixed'; feeSen: number; graceDays: number; capPercent: number | null }
  | {
      type: 'interest';
      ratePercent: number;
      graceDays: number;
      capPercent: number | null;
      accrueFrom: LateInterestFrom;
    };

export const NO_LATE_CLAUSE: LatePaymentClause = { type: 'none' };
/** What every contract accepted before issue 24 signed (agreement clause 4.3; migration 0025). */
export const SIGNED_LEGACY_LATE_CLAUSE: LatePaymentClause = {
  type: 'interest',
  ratePercent: 8,
  graceDays: 7,
  capPercent: null,
  accrueFrom: 'due_date',
};

export const lateClauseMessages = {
  chooseType: 'Choose none, fixed fee or interest',
  feeNumber: 'Late fee must be a number',
  feeRange: `Late fee must be more than 0 and at most ${MAX_LATE_FEE_RM}`,
  feeDecimals: 'Late fee can have at most two decimals',
  rateNumber: 'Interest rate must be a number',
  rateRange: `Interest rate must be more than 0 and at most ${MAX_LATE_RATE_PERCENT}% a year`,
  rateDecimals: 'Interest rate can have at most two decimals',
  graceWhole: 'Grace days must be a whole number',
  graceRange: `Grace days must be between 0 and ${MAX_LATE_GRACE_DAYS}`,
  capWhole: 'Cap must be a whole percentage',
  capRange: 'Cap must be between 1% and 100%',
  waiverReasonRequired: 'Give a reason for waiving',
  waiverReasonTooLong: `Reason must be at most ${LATE_WAIVER_REASON_MAX} characters`,
} as const;
const lm = lateClauseMessages;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

const graceDaysSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: lm.graceWhole })
    .int(lm.graceWhole)
    .min(0, lm.graceRange)
    .max(MAX_LATE_GRACE_DAYS, lm.graceRange),
);
const capPercentSchema = z.preprocess(
  blankToUndefined,
  z.coerce.number({ message: lm.capWhole }).int(lm.capWhole).min(1, lm.capRange).max(100, lm.capRange).optional(),
);

/** The clause as the property form and the API send it (fee in RM; cap optional). */
export const latePaymentClauseInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('none') }),
    z.object({
      type: z.literal('fixed'),
      feeRm: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ message: lm.feeNumber })
          .positive(lm.feeRange)
          .max(MAX_LATE_FEE_RM, lm.feeRange)
          .refine(twoDecimals, lm.feeDecimals),
      ),
      graceDays: graceDaysSchema,
      capPercent: capPercentSchema,
    }),
    z.object({
      type: z.literal('interest'),
      ratePercent: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ message: lm.rateNumber })
          .positive(lm.rateRange)
          .max(MAX_LATE_RATE_PERCENT, lm.rateRange)
          .refine(twoDecimals, lm.rateDecimals),
      ),
      graceDays: graceDaysSchema,
      capPercent: capPercentSchema,
    }),
  ],
  { message: lm.chooseType },
);
export type LatePaymentClauseInput = z.input<typeof latePaymentClauseInputSchema>;
export type LatePaymentClauseData = z.output<typeof latePaymentClauseInputSchema>;

/** The clause in responses (property for admins, contract for its parties). */
export const latePaymentClauseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({
    type: z.literal('fixed'),
    feeRm: z.number(),
    graceDays: z.number().int(),
    capPercent: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal('interest'),
    ratePercent: z.number(),
    graceDays: z.number().int(),
    capPercent: z.number().int().nullable(),
    accrueFrom: z.enum(LATE_INTEREST_FROM),
  }),
]);
export type LatePaymentClauseDto = z.infer<typeof latePaymentClauseSchema>;

/** Form/API input → stored clause (a new interest clause accrues from the end of the grace days). */
export function lateClauseFromInput(input: LatePaymentClauseData): LatePaymentClause {
  if (input.type === 'fixed') {
    return {
      type: 'fixed',
      feeSen: Math.round(input.feeRm * 100),
      graceDays: input.graceDays,
      capPercent: input.capPercent ?? null,
    };
  }
  if (input.type === 'interest') {
    return {
      type: 'interest',
      ratePercent: input.ratePercent,
      graceDays: input.graceDays,
      capPercent: input.capPercent ?? null,
      accrueFrom: 'grace_end',
    };
  }
  return NO_LATE_CLAUSE;
}

/** Stored clause → response. */
export function lateClauseToDto(clause: LatePaymentClause): LatePaymentClauseDto {
  if (clause.type === 'fixed') {
    return { type: 'fixed', feeRm: clause.feeSen / 100, graceDays: clause.graceDays, capPercent: clause.capPercent };
  }
  return clause;
}

/** The waiver of a late charge (POST /api/transactions/:id/waive). */
export const waiveTransactionBodySchema = z.object({
  reason: z
    .string({ message: lm.waiverReasonRequired })
    .trim()
    .min(3, lm.waiverReasonRequired)
    .max(LATE_WAIVER_REASON_MAX, lm.waiverReasonTooLong),
});
export type WaiveTransactionBody = z.infer<typeof waiveTransactionBodySchema>;

export const lateChargeMessages = {
  notLateCharge: 'Only a late charge can be waived.',
  alreadyWaived: 'This late charge has already been waived.',
  paidCannotWaive: 'A paid late charge cannot be waived; refund it instead.',
  cancelledCannotWaive: 'A cancelled charge cannot be waived.',
  waived: 'Late charge waived',
  /** Its amount follows the contract's clause: an admin waives it rather than editing, cancelling or deleting it. */
  waiveInstead: 'A late charge follows the agreement’s clause: waive it with a reason instead.',
} as const;
