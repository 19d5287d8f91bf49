/** Applications (SPEC §3 Application, §5 Apply rules, §7 /applications). */
import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema } from './common.js';
import { APPLICATION_STATUSES, STAY_LENGTHS, type StayLength } from './constants.js';
import { agreementLanguageSchema, ESIGN_STATUSES } from './esign.js';
import { languageSchema } from './users.js';
import { SCREENING_STATES } from './screening.js';
import { todayInMalaysia } from './format.js';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** Stay length in months; the web form sends it as a string (SPEC §3), JSON clients may send a number. */
export const stayLengthSchema = z.coerce
  .number({ message: 'Stay length is required' })
  .refine((value): value is StayLength => (STAY_LENGTHS as readonly number[]).includes(value), {
    message: `Stay length must be one of ${STAY_LENGTHS.join(', ')} months`,
  });

const INVALID_DATE = 'Enter a valid date';

/**
 * Start date: a calendar date `YYYY-MM-DD`, or (clients of the original API) an ISO date-time with its offset,
 * which becomes its calendar date in Malaysia: `2026-12-14T16:00:00.000Z` is 2026-12-15 (ADR 0008).
 */
export const applicationStartDateSchema = z
  .union([isoDateSchema, z.iso.datetime({ offset: true })], { error: () => INVALID_DATE })
  .transform((value) => (value.length === 10 ? value : todayInMalaysia(new Date(value))))
  .meta({
    description:
      'Calendar date `YYYY-MM-DD`; an ISO date-time is read as its date in Malaysia (Asia/Kuala_Lumpur): ' +
      '`2026-12-14T16:00:00.000Z` is 2026-12-15.',
  });

/** Room id for a room rental; null, absent or `""` (clients of the original API) for a unit rental. */
const applicationRoomSchema = z
  .union([idSchema, z.literal('')], { error: () => 'Invalid id' })
  .nullish()
  .transform((value) => value || null);

/**
 * Submission payload. `user` is accepted for compatibility with SPEC §3 but ignored: the applicant is
 * always the logged-in customer.
 */
export const createApplicationBodySchema = z.object({
  user: z.string().optional(),
  property: idSchema,
  room: applicationRoomSchema,
  startDate: applicationStartDateSchema,
  stayLength: stayLengthSchema,
  /**
   * New, optional (issue 27): the tenant agreed to share their tenant profile; the application then keeps a
   * snapshot of it and must be complete. Original EasyRent clients omit it: the application is "Profile incomplete".
   */
  screeningConsent: z.boolean().optional(),
});
export type CreateApplicationBody = z.input<typeof createApplicationBodySchema>;

/**
 * Admin decision: only Accepted or Rejected. `id` may repeat the path id (SPEC §7). `agreementLanguage` (new,
 * optional; docs/decisions/0025) is the tenancy agreement's language on acceptance; absent: the applicant's.
 */
export const updateApplicationBodySchema = z.object({
  id: z.string().optional(),
  status: z.enum(['Accepted', 'Rejected'], { message: 'Status must be Accepted or Rejected' }),
  agreementLanguage: agreementLanguageSchema.optional(),
});
export type UpdateApplicationBody = z.infer<typeof updateApplicationBodySchema>;

/** Filters; with `page`, `limit`, `q` or `sort` one page (total in `X-Total-Count`, ADR 21). */
export const applicationsQuerySchema = listQuerySchema(['newest', 'oldest']).extend({
  propertyId: idSchema.optional(),
  roomId: idSchema.optional(),
  userId: idSchema.optional(),
  status: applicationStatusSchema.optional(),
});
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;

export const activeApplicationQuerySchema = z.object({
  propertyId: idSchema,
  userId: idSchema.optional(),
  roomId: idSchema.optional(),
});
export type ActiveApplicationQuery = z.infer<typeof activeApplicationQuerySchema>;

export const userIdParamsSchema = z.object({ userId: idSchema });

export const applicationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Deadline for paying the deposit of an Accepted application (ISO timestamp). */
  paymentDueAt: z.string().nullable(),
  /** `language` (issue 16): the applicant's language, the default of the agreement's on acceptance. */
  user: z.object({
    _id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    language: languageSchema.optional(),
  }),
  property: z.object({
    _id: z.string(),
    name: z.string(),
    address: z.string(),
    type: z.string(),
    /** Monthly rent of the applied unit or room (RM). */
    price: z.number().nullable(),
  }),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  roomPrice: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  stayLength: z.number(),
  /** The contract id once the application was accepted. */
  contract: z.string().nullable(),
  /**
   * Where that contract's signing stands (null before acceptance): lets Manage Applications offer "Countersign"
   * without asking for each contract. A key added after the EasyRent API (ADR 0008).
   */
  contractEsignStatus: z.enum(ESIGN_STATUSES).nullable(),
  /** Issue 27: where the screening stands ('changes_requested' until the applicant answers); the SPEC status is unchanged. */
  screeningState: z.enum(SCREENING_STATES).optional(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationsResponseSchema = z.object({ applications: z.array(applicationSchema) });
export type ApplicationsResponse = z.infer<typeof applicationsResponseSchema>;

export const applicationResponseSchema = z.object({ application: applicationSchema });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

export const canApplyResponseSchema = z.object({
  canApply: z.boolean(),
  /** The user holds a live contract (awaiting deposit or active). */
  hasActiveRental: z.boolean().optional(),
  hasAcceptedApplication: z.boolean().optional(),
  /** Why not, when `canApply` is false (SPEC §8 texts). */
  message: z.string().optional(),
});
export type CanApplyResponse = z.infer<typeof canApplyResponseSchema>;
