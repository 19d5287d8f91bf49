/**
 * A tenancy's own terms as contract data (issue 25 §3–§5, docs/decisions/0036 and 0038): the named landlord, the
 * notice period, the early-termination terms and the deposit-return period. The agreement prints them from here.
 */
import { z } from 'zod';

/** The registered owner of a property: a record, not a user account (issue 25 §5). */
export const LANDLORD_ID_KINDS = ['ic', 'company'] as const;
export type LandlordIdKind = (typeof LANDLORD_ID_KINDS)[number];
export interface Landlord {
  name: string;
  idKind: LandlordIdKind;
  /** MyKad number (IC) or company registration number (SSM). */
  idNumber: string;
}

export const propertyOwnerSchema = z.object({
  name: z.string().trim().min(2, 'Owner name must be at least 2 characters').max(120, 'Owner name is too long'),
  idKind: z.enum(LANDLORD_ID_KINDS, { message: 'Choose IC or company registration number' }),
  idNumber: z
    .string()
    .trim()
    .min(4, 'Enter the IC or company registration number')
    .max(30, 'The IC or registration number is too long')
    .regex(/^[A-Za-z0-9\-/() ]+$/, 'Use letters, digits and dashes only'),
});
export type PropertyOwner = z.infer<typeof propertyOwnerSchema>;

/**
 * How a tenancy may end early. `diplomaticMonths` null: today's clause 8.2 (one month's notice through the portal,
 * rent paid to the end of the notice). Otherwise ending before `diplomaticMonths` of the tenancy costs `feeMonths`
 * months' rent on top of the rent to the end of the notice.
 */
export interface TerminationTerms {
  diplomaticMonths: number | null;
  feeMonths: number;
}

/** New contracts (issue 25 §3): two months' notice, a 12-month diplomatic clause, one month's rent before it. */
export const DEFAULT_NOTICE_MONTHS = 2;
export const DEFAULT_TERMINATION_TERMS: TerminationTerms = { diplomaticMonths: 12, feeMonths: 1 };
/** Contracts signed before issue 25: what their agreement printed (clause 8.2 and clause 5.2). */
export const LEGACY_NOTICE_MONTHS = 1;
export const LEGACY_TERMINATION_TERMS: TerminationTerms = { diplomaticMonths: null, feeMonths: 0 };
export const DEFAULT_DEPOSIT_RETURN_DAYS = 14;
