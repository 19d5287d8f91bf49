/**
 * Tenant screening (issue 27): one reusable tenant profile per customer, its documents, the consent given when
 * applying and what an admin sees of an application (ADR 40). Money in RM here (sen on the server).
 */
import { z } from 'zod';
import { isoDateSchema } from './common.js';

export const ID_TYPES = ['mykad', 'passport'] as const;
export const EMPLOYMENT_TYPES = [
  'permanent',
  'contract',
  'self_employed',
  'student',
  'retiree',
  'not_working',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Document categories; the group decides what makes an application complete. */
export const DOCUMENT_CATEGORIES = {
  mykad_front: 'identity',
  mykad_back: 'identity',
  passport: 'identity',
  visa: 'identity',
  payslip: 'income',
  ea_form: 'income',
  epf_statement: 'income',
  bank_statement: 'income',
  ssm_registration: 'income',
  offer_letter: 'income',
  university_letter: 'income',
  ctos_report: 'credit',
} as const;
export type DocumentCategory = keyof typeof DOCUMENT_CATEGORIES;
export const DOCUMENT_CATEGORY_KEYS = Object.keys(DOCUMENT_CATEGORIES) as [DocumentCategory, ...DocumentCategory[]];

/** PDF, JPEG or PNG, checked by content; at most 10 MB each and 12 in all. */
export const SCREENING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SCREENING_DOCUMENT_MAX_COUNT = 12;
export const SCREENING_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';
/** Rent at most a third of gross income is green, at most a half amber, more is red. */
export const RATIO_GREEN_MAX = 1 / 3;
export const RATIO_AMBER_MAX = 1 / 2;
/** The version of the consent text shown before applying: recorded with each consent. */
export const SCREENING_CONSENT_VERSION = '2026-11-27';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number');
const rm = z.number().min(0).max(10_000_000);

export const tenantProfileInputSchema = z.object({
  idType: z.enum(ID_TYPES),
  /** MyKad: 12 digits (dashes allowed); passport: 6–20 letters and digits. */
  idNumber: text(30).min(1),
  nationality: text(60).min(1),
  /** A passport holder's visa or pass expiry. */
  passExpiry: isoDateSchema.nullable().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  employer: optionalText(120),
  jobTitle: optionalText(120),
  employmentStart: isoDateSchema.nullable().optional(),
  /** Gross monthly income in RM. */
  monthlyIncome: rm.nullable().optional(),
  adults: z.number().int().min(1).max(20),
  children: z.number().int().min(0).max(20),
  pets: z.boolean(),
  smoker: z.boolean(),
  emergencyName: text(120).min(1),
  emergencyPhone: phone,
  referenceName: optionalText(120),
  referencePhone: phone.nullable().optional(),
  guarantorName: optionalText(120),
  guarantorRelation: optionalText(60),
  guarantorPhone: phone.nullable().optional(),
  guarantorIncome: rm.nullable().optional(),
});
export type TenantProfileInput = z.infer<typeof tenantProfileInputSchema>;

export const screeningDocumentSchema = z.object({
  id: z.uuid(),
  category: z.enum(DOCUMENT_CATEGORY_KEYS),
  fileName: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  expiresOn: z.string().nullable(),
  /** A payslip's or statement's month, YYYY-MM-DD (the 1st). */
  periodOn: z.string().nullable(),
  uploadedAt: z.string(),
});
export type ScreeningDocument = z.infer<typeof screeningDocumentSchema>;

export const tenantProfileSchema = tenantProfileInputSchema.extend({
  complete: z.boolean(),
  updatedAt: z.string(),
});
export type TenantProfile = z.infer<typeof tenantProfileSchema>;

export const tenantProfileResponseSchema = z.object({
  profile: tenantProfileSchema.nullable(),
  documents: z.array(screeningDocumentSchema),
  /** What is still missing for a complete application: 'profile' | 'identity' | 'income'. */
  missing: z.array(z.enum(['profile', 'identity', 'income'])),
});
export type TenantProfileResponse = z.infer<typeof tenantProfileResponseSchema>;

export const documentUploadFieldsSchema = z.object({
  category: z.enum(DOCUMENT_CATEGORY_KEYS),
  expiresOn: isoDateSchema.nullable().optional(),
  periodOn: isoDateSchema.nullable().optional(),
});

export const SCREENING_FLAGS = ['expired_document', 'old_payslip', 'pass_expired'] as const;
export type ScreeningFlag = (typeof SCREENING_FLAGS)[number];

/** An admin's request for more (issue 27 §2): documents from the fixed list and a message; open until answered. */
export const changesRequestSchema = z.object({
  id: z.uuid(),
  categories: z.array(z.enum(DOCUMENT_CATEGORY_KEYS)),
  message: z.string(),
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ChangesRequest = z.infer<typeof changesRequestSchema>;

/** Where an application's screening stands (a key beside the SPEC status, which original clients read unchanged). */
export const SCREENING_STATES = ['complete', 'incomplete', 'changes_requested'] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

/** A document the retention job deleted: what and when, never its content. */
export const deletedDocumentSchema = z.object({
  id: z.uuid(),
  category: z.enum(DOCUMENT_CATEGORY_KEYS).nullable(),
  deletedAt: z.string(),
});
export type DeletedDocument = z.infer<typeof deletedDocumentSchema>;

export const screeningSchema = z.object({
  applicationId: z.uuid(),
  /** The profile as it was submitted (null: an application without one, e.g. from an original EasyRent client). */
  snapshot: tenantProfileInputSchema.nullable(),
  complete: z.boolean(),
  consent: z.object({ version: z.string(), at: z.string() }).nullable(),
  rent: z.number(),
  /** Rent ÷ gross monthly income (null without an income). */
  ratio: z.number().nullable(),
  ratioColour: z.enum(['green', 'amber', 'red']).nullable(),
  guarantorRatio: z.number().nullable(),
  flags: z.array(z.enum(SCREENING_FLAGS)),
  documents: z.array(screeningDocumentSchema.extend({ viewUrl: z.string() })),
  acceptedWithoutScreening: z.boolean(),
  acceptedWithoutScreeningReason: z.string().nullable(),
  /** "Changes requested" (issue 27 §2): the newest request, open or answered; null when none was made. */
  changesRequest: changesRequestSchema.nullable().optional(),
  /** Retention (issue 27 §4): the documents deleted 90 days after the application or tenancy ended (tombstones). */
  deletedDocuments: z.array(deletedDocumentSchema).optional(),
  /** When the snapshot was deleted by the retention job (then `snapshot` is null). */
  snapshotDeletedAt: z.string().nullable().optional(),
});
export type Screening = z.infer<typeof screeningSchema>;

export const accessLogEntrySchema = z.object({
  id: z.uuid(),
  documentId: z.uuid().nullable(),
  category: z.enum(DOCUMENT_CATEGORY_KEYS).nullable(),
  applicationId: z.uuid().nullable(),
  viewer: z.string(),
  viewedAt: z.string(),
});
export const accessLogResponseSchema = z.object({ entries: z.array(accessLogEntrySchema) });
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** Rent-to-income colour: ≤ ⅓ green, ≤ ½ amber, above red. */
export function ratioColour(ratio: number | null): 'green' | 'amber' | 'red' | null {
  if (ratio === null) return null;
  if (ratio <= RATIO_GREEN_MAX + 1e-9) return 'green';
  if (ratio <= RATIO_AMBER_MAX + 1e-9) return 'amber';
  return 'red';
}
