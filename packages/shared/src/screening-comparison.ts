/**
 * Comparing applicants side by side (issue 27 §3): for one property, up to SCREENING_COMPARE_MAX applications in one
 * request, each with what the admin weighs (ratio and its colour, income, employment and its length, household,
 * guarantor, flags, completeness, how many documents). Money in RM.
 */
import { z } from 'zod';
import { EMPLOYMENT_TYPES, SCREENING_FLAGS } from './screening.js';

/** How many applicants one comparison holds (one request, bounded). */
export const SCREENING_COMPARE_MAX = 5;

export const screeningComparisonQuerySchema = z.object({
  /** Comma-separated application ids of this property, 1 to SCREENING_COMPARE_MAX. */
  applications: z
    .string()
    .max(SCREENING_COMPARE_MAX * 37)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).min(1).max(SCREENING_COMPARE_MAX)),
});

export const screeningComparisonItemSchema = z.object({
  applicationId: z.uuid(),
  applicant: z.string(),
  status: z.string(),
  roomName: z.string().nullable(),
  complete: z.boolean(),
  acceptedWithoutScreening: z.boolean(),
  rent: z.number(),
  monthlyIncome: z.number().nullable(),
  ratio: z.number().nullable(),
  ratioColour: z.enum(['green', 'amber', 'red']).nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  employer: z.string().nullable(),
  employmentStart: z.string().nullable(),
  /** Whole months from the start of the employment to today (Malaysia). */
  employmentMonths: z.number().int().nullable(),
  adults: z.number().int().nullable(),
  children: z.number().int().nullable(),
  pets: z.boolean().nullable(),
  smoker: z.boolean().nullable(),
  guarantorName: z.string().nullable(),
  guarantorIncome: z.number().nullable(),
  guarantorRatio: z.number().nullable(),
  flags: z.array(z.enum(SCREENING_FLAGS)),
  documentCount: z.number().int(),
});
export type ScreeningComparisonItem = z.infer<typeof screeningComparisonItemSchema>;

export const screeningComparisonResponseSchema = z.object({
  applicants: z.array(screeningComparisonItemSchema),
});
export type ScreeningComparisonResponse = z.infer<typeof screeningComparisonResponseSchema>;

/** Whole calendar months from `from` to `to` (YYYY-MM-DD), never negative. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}
