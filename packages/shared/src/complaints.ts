/** Complaints (SPEC §3 Complaint, §4 Complaint status, §5 rules, §7 /complaints): schemas, transitions, messages. */
import { z } from 'zod';
import { COMPLAINT_STATUSES, type ComplaintStatus } from './constants.js';
import { listQuerySchema, requiredText } from './common.js';
import { COMPLAINT_KINDS, MAINTENANCE_CATEGORIES, MAINTENANCE_URGENCIES } from './maintenance-values.js';

export const COMPLAINT_TITLE_MAX = 120;
export const COMPLAINT_DESCRIPTION_MAX = 2000;
export const COMPLAINT_RESOLUTION_MAX = 2000;

/** The only status changes (admins): start handling, then finish it. */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  'Waiting for Response': ['In Handling'],
  'In Handling': ['Handled'],
  Handled: [],
};

export const canTransitionComplaint = (from: ComplaintStatus, to: ComplaintStatus): boolean =>
  COMPLAINT_TRANSITIONS[from].includes(to);

/** Board columns (SPEC §2 Complaints), in order. */
export const COMPLAINT_BOARD_COLUMNS = [
  { status: 'Waiting for Response', title: 'Waiting' },
  { status: 'In Handling', title: 'In Handling' },
  { status: 'Handled', title: 'Handled' },
] as const satisfies readonly { status: ComplaintStatus; title: string }[];

/** Server-side texts of the complaint rules (the SPEC §8 ones live in `messages.complaints`). */
export const complaintMessages = {
  notFound: 'Complaint not found',
  locked: 'This complaint is already being handled and can no longer be changed.',
  customerCannotChangeStatus: 'Only an admin can change the status of a complaint.',
  adminCannotEdit: 'Only the customer who filed a complaint can change its title and description.',
  statusRequired: 'Status is required',
  resolutionOnlyWhenFinishing: 'Resolution details can only be given when finishing the handling.',
  invalidTransition: (from: ComplaintStatus, to: ComplaintStatus) => `A complaint cannot go from '${from}' to '${to}'.`,
} as const;

const optionalResolution = z
  .string()
  .trim()
  .max(COMPLAINT_RESOLUTION_MAX, `Resolution details must be at most ${COMPLAINT_RESOLUTION_MAX} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

/** Add / edit form of a customer and the POST body (the complainant is always the logged-in user). */
export const complaintFormSchema = z.object({
  title: requiredText('Title', COMPLAINT_TITLE_MAX),
  description: requiredText('Description', COMPLAINT_DESCRIPTION_MAX),
});
export type ComplaintForm = z.infer<typeof complaintFormSchema>;
export const createComplaintBodySchema = complaintFormSchema;
export type CreateComplaintBody = ComplaintForm;

/** Finish-handling form of an admin: the resolution is optional. */
export const finishHandlingFormSchema = z.object({ resolutionDetails: optionalResolution });
export type FinishHandlingForm = z.input<typeof finishHandlingFormSchema>;

/**
 * PATCH body (SPEC §7): a customer sends `title` and `description`; an admin sends `status` (and
 * `resolutionDetails` when finishing). `id` and `admin` are accepted for compatibility and ignored:
 * the id comes from the path and the handling admin is the caller.
 */
export const updateComplaintBodySchema = z.object({
  id: z.string().optional(),
  admin: z.string().optional(),
  title: requiredText('Title', COMPLAINT_TITLE_MAX).optional(),
  description: requiredText('Description', COMPLAINT_DESCRIPTION_MAX).optional(),
  status: z.enum(COMPLAINT_STATUSES, { message: 'Choose a valid status' }).optional(),
  resolutionDetails: optionalResolution.optional(),
});
export type UpdateComplaintBody = z.input<typeof updateComplaintBodySchema>;

/** `due`: the admin board's order, the least time left first (issue 26 §3). */
export const complaintsQuerySchema = listQuerySchema(['newest', 'oldest', 'due']).extend({
  status: z.enum(COMPLAINT_STATUSES, { message: 'Choose a valid status' }).optional(),
  propertyId: z.uuid({ message: 'Invalid property id' }).optional(),
});
export type ComplaintsQuery = z.infer<typeof complaintsQuerySchema>;

export const complaintSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  customer: z.object({ _id: z.string(), firstname: z.string(), lastname: z.string() }),
  property: z.object({ _id: z.string(), name: z.string() }),
  admin: z.object({ firstname: z.string(), lastname: z.string() }).nullable(),
  resolutionDetails: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Issue 26 (a new key, ADR 0008): what the board shows of a ticket; plain complaints have kind 'complaint'. */
  ticket: z
    .object({
      kind: z.enum(COMPLAINT_KINDS),
      category: z.enum(MAINTENANCE_CATEGORIES).nullable(),
      urgency: z.enum(MAINTENANCE_URGENCIES).nullable(),
      nextDueAt: z.string().nullable(),
      overdue: z.boolean(),
      reopenCount: z.number(),
    })
    .optional(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintResponseSchema = z.object({ complaint: complaintSchema });
export const complaintsResponseSchema = z.object({ complaints: z.array(complaintSchema) });
export type ComplaintsResponse = z.infer<typeof complaintsResponseSchema>;

/** May the caller file a complaint? (an active rental or an accepted application) */
export const complaintEligibilitySchema = z.object({ canApply: z.boolean() });
export type ComplaintEligibility = z.infer<typeof complaintEligibilitySchema>;
