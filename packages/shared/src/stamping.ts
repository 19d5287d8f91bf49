/** Stamping tracker (docs/decisions/0014): each signed agreement is stamped with LHDN within 30 days. */
import { z } from 'zod';
import { paginationQuerySchema } from './common.js';

export const STAMPING_STATUSES = ['not_stamped', 'submitted', 'stamped'] as const;
export type StampingStatus = (typeof STAMPING_STATUSES)[number];
export const stampingStatusSchema = z.enum(STAMPING_STATUSES);

export const STAMPING_STATUS_LABELS: Record<StampingStatus, string> = {
  not_stamped: 'Not stamped',
  submitted: 'Submitted to LHDN',
  stamped: 'Stamped',
};

/** Days after signing within which the agreement must be stamped (Stamp Act 1949 s. 47). */
export const STAMPING_DAYS = 30;
/** Admins are reminded this many days before the due date (and again once it is overdue). */
export const STAMPING_REMINDER_DAYS = 7;

export const stampingSchema = z.object({
  contractId: z.string(),
  /** Which instrument (issue 25 §3): the tenancy agreement, or a renewal agreement (`renewalId`: its offer). */
  document: z.enum(['agreement', 'renewal_agreement']).optional(),
  renewalId: z.string().nullable().optional(),
  status: stampingStatusSchema,
  /** When both parties had signed (YYYY-MM-DD, Malaysian time). */
  signedOn: z.string(),
  /** `signedOn` + 30 days. */
  dueDate: z.string(),
  overdue: z.boolean(),
  submittedAt: z.string().nullable(),
  stampedAt: z.string().nullable(),
  /** Signed link to the LHDN stamp certificate, once uploaded. */
  certificateFile: z.string().nullable(),
  tenant: z.object({ _id: z.string(), firstname: z.string(), lastname: z.string(), email: z.string() }),
  property: z.object({ _id: z.string(), name: z.string() }),
  roomName: z.string().nullable(),
});
export type Stamping = z.infer<typeof stampingSchema>;

export const stampingResponseSchema = z.object({ stamping: stampingSchema });
export const stampingsResponseSchema = z.object({ stampings: z.array(stampingSchema) });
export type StampingsResponse = z.infer<typeof stampingsResponseSchema>;

/**
 * `open`: signed, not yet stamped (default); `overdue`: open and past the due date. Always a page (`page`, `limit`;
 * 1 and 20 when left out), with the total in `X-Total-Count` (ADR 21).
 */
export const stampingsQuerySchema = paginationQuerySchema.extend({
  filter: z.enum(['open', 'overdue', 'all']).default('open'),
});

export const updateStampingBodySchema = z.object({ status: stampingStatusSchema });
export type UpdateStampingBody = z.infer<typeof updateStampingBodySchema>;
