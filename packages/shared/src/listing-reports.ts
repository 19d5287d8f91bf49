/**
 * Listing reports (issue 28 §6, "Report this listing"): a signed-in customer reports a listing once, with a reason
 * from a fixed list and an optional note; admins resolve or dismiss each report from their queue.
 */
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.js';

export const LISTING_REPORT_REASONS = [
  'wrong_price',
  'already_rented',
  'wrong_photos',
  'scam_suspected',
  'discriminatory',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const LISTING_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];

/** The reporter's note and the admin's note are at most this many characters. */
export const LISTING_REPORT_NOTE_MAX = 1000;

/** The English texts of the reports' rules (BM in the catalogue's `listingReportServer`). */
export const listingReportMessages = {
  reasonInvalid: 'Choose a reason for your report.',
  noteTooLong: `The note must be at most ${LISTING_REPORT_NOTE_MAX} characters.`,
  statusInvalid: 'Choose open, resolved or dismissed.',
  propertyNotFound: 'Property not found',
  reportNotFound: 'Report not found',
  alreadyReported: 'You have already reported this listing. Our team is looking at your report.',
  alreadyDecided: 'This report has already been resolved or dismissed.',
} as const;

const note = z
  .string({ message: listingReportMessages.noteTooLong })
  .trim()
  .max(LISTING_REPORT_NOTE_MAX, listingReportMessages.noteTooLong);

/** POST /api/properties/:id/report. An empty note is no note. */
export const createListingReportBodySchema = z.object({
  reason: z.enum(LISTING_REPORT_REASONS, { message: listingReportMessages.reasonInvalid }),
  note: note.optional(),
});
export type CreateListingReportBody = z.infer<typeof createListingReportBodySchema>;

/** POST /api/listing-reports/:id/resolve and …/dismiss: the admin's optional note (kept for the admins). */
export const decideListingReportBodySchema = z.object({ note: note.optional() });
export type DecideListingReportBody = z.infer<typeof decideListingReportBodySchema>;

/** GET /api/listing-reports: open reports first, newest first; optionally one status. */
export const listingReportsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(LISTING_REPORT_STATUSES, { message: listingReportMessages.statusInvalid }).optional(),
});
export type ListingReportsQuery = z.infer<typeof listingReportsQuerySchema>;

export const listingReportParamsSchema = z.object({ id: idSchema });

/** What the reporter sees of their own report (the admin's note stays with the admins). */
export const ownListingReportSchema = z.object({
  _id: z.string(),
  id: z.string(),
  propertyId: z.string(),
  reason: z.enum(LISTING_REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(LISTING_REPORT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnListingReport = z.infer<typeof ownListingReportSchema>;

/** A report in the admins' queue. */
export const listingReportSchema = ownListingReportSchema.extend({
  property: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  adminNote: z.string().nullable(),
  /** The admin who resolved or dismissed it (null while open, or when that admin was deleted). */
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

/** `report: null` when the caller has not reported the listing (not a 404: the page asks on every visit). */
export const ownListingReportResponseSchema = z.object({ report: ownListingReportSchema.nullable() });
export const createdListingReportResponseSchema = z.object({ report: ownListingReportSchema });
export const listingReportResponseSchema = z.object({ report: listingReportSchema });
export const listingReportsResponseSchema = z.object({ reports: z.array(listingReportSchema) });
