/**
 * Condition reports (issue 25 §2, docs/decisions/0037): a move-in and a move-out report per tenancy, each a list of
 * areas holding items with a condition, a note and photos, plus the meter readings. Admin completes and signs, the
 * tenant reviews for INSPECTION_REVIEW_DAYS (comment, photos, "I disagree") and signs; the sealed PDF follows.
 */
import { z } from 'zod';
import { idSchema, requiredText } from './common.js';
import { MAX_SIGNATURE_DATA_URL_CHARS, TYPED_SIGNATURE_STYLES } from './esign.js';
import { addDays } from './format.js';

export const INSPECTION_KINDS = ['move_in', 'move_out'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** draft (admin fills it) → tenant_review (admin signed; 7 days) → signed (tenant signed) | deemed_accepted. */
export const INSPECTION_STATUSES = ['draft', 'tenant_review', 'signed', 'deemed_accepted'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export const FINAL_INSPECTION_STATUSES: readonly InspectionStatus[] = ['signed', 'deemed_accepted'];

export const ITEM_CONDITIONS = ['good', 'fair', 'poor', 'damaged', 'missing'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
/** Conditions that need at least one photo before the report can be completed. */
export const CONDITIONS_NEEDING_PHOTO: readonly ItemCondition[] = ['damaged', 'missing'];

export const METER_KINDS = ['electricity', 'water', 'gas'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

export const AREA_CODES = ['livingRoom', 'kitchen', 'bedroom', 'bathroom', 'room', 'commonArea', 'balcony'] as const;
export type AreaCode = (typeof AREA_CODES)[number];
export const ITEM_CODES = [
  'walls',
  'floor',
  'doorLock',
  'windows',
  'lights',
  'aircon',
  'fan',
  'furniture',
  'appliances',
] as const;
export type ItemCode = (typeof ITEM_CODES)[number];

/** The tenant's review window, and the day of it their reminder goes out. */
export const INSPECTION_REVIEW_DAYS = 7;
export const INSPECTION_REMINDER_DAY = 5;
/** A move-out report may be started this many days before the end date (or once the tenancy has ended). */
export const MOVE_OUT_WINDOW_DAYS = 30;
export const MAX_TEMPLATE_AREAS = 20;

/**
 * Why a condition report of `kind` may not be started on this tenancy today (the server's rule, which the web
 * follows to hide the button), or null when it may: a move-in report needs a running tenancy (Active); a move-out
 * report needs a tenancy that began, and a notice, an ended tenancy or the last MOVE_OUT_WINDOW_DAYS before the end.
 */
export function inspectionStartRefusal(
  contract: { status: string; endDate: string },
  kind: 'move_in' | 'move_out',
  today: string,
  noticeGiven: boolean,
): 'moveInNotReady' | 'moveOutClosed' | 'moveOutTooEarly' | null {
  if (kind === 'move_in') return contract.status === 'Active' ? null : 'moveInNotReady';
  if (contract.status === 'Cancelled' || contract.status === 'Awaiting Payment') return 'moveOutClosed';
  if (!noticeGiven && contract.status !== 'Ended' && today < addDays(contract.endDate, -MOVE_OUT_WINDOW_DAYS)) {
    return 'moveOutTooEarly';
  }
  return null;
}
export const MAX_AREA_ITEMS = 20;
export const MAX_ITEM_PHOTOS = 8;
/** Photo uploads: what one multipart request may carry. */
export const MAX_INSPECTION_PHOTO_BYTES = 15 * 1024 * 1024;

/** A name shown as a catalogue label (`code`, `number`) or, for the admin's own, as typed (`name`). */
const labelled = {
  code: z.string().nullable(),
  number: z.number().int().nullable(),
  name: z.string().nullable(),
};

/** The English texts of the template's rules (their BM in the catalogue's `rules.reportTemplate`). */
export const templateRuleMessages = {
  itemNameTooLong: 'An item name must be at most 60 characters',
  areaNameTooLong: 'An area name must be at most 60 characters',
  itemNeedsName: 'Each item needs a name',
  areaNeedsName: 'Each area needs a name',
  areaNeedsItem: 'Each area needs at least one item',
  tooManyItems: `An area holds at most ${MAX_AREA_ITEMS} items`,
  needsArea: 'A report needs at least one area',
  tooManyAreas: `A report holds at most ${MAX_TEMPLATE_AREAS} areas`,
  areaNumber: 'An area number is a whole number from 1 to 20',
};
const m = templateRuleMessages;

export const templateItemSchema = z
  .object({
    code: z.enum(ITEM_CODES).nullable().optional(),
    name: z.string().trim().max(60, m.itemNameTooLong).nullable().optional(),
  })
  .refine((item) => item.code || item.name, { message: m.itemNeedsName, path: ['name'] });
export const templateAreaSchema = z
  .object({
    code: z.enum(AREA_CODES).nullable().optional(),
    number: z.number().int(m.areaNumber).min(1, m.areaNumber).max(20, m.areaNumber).nullable().optional(),
    name: z.string().trim().max(60, m.areaNameTooLong).nullable().optional(),
    items: z.array(templateItemSchema).min(1, m.areaNeedsItem).max(MAX_AREA_ITEMS, m.tooManyItems),
  })
  .refine((area) => area.code || area.name, { message: m.areaNeedsName, path: ['name'] });
export const inspectionTemplateSchema = z.object({
  areas: z.array(templateAreaSchema).min(1, m.needsArea).max(MAX_TEMPLATE_AREAS, m.tooManyAreas),
});
export type InspectionTemplate = z.infer<typeof inspectionTemplateSchema>;

export const inspectionPhotoSchema = z.object({
  id: z.string(),
  by: z.enum(['admin', 'tenant']),
  thumbUrl: z.string(),
  viewUrl: z.string(),
  takenAt: z.string(),
});
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

export const inspectionItemSchema = z.object({
  id: z.string(),
  ...labelled,
  condition: z.enum(ITEM_CONDITIONS).nullable(),
  note: z.string(),
  tenantComment: z.string(),
  disagree: z.boolean(),
  photos: z.array(inspectionPhotoSchema),
  /** Move-out reports: the same item at move-in, for the side-by-side view. */
  moveIn: z
    .object({ condition: z.enum(ITEM_CONDITIONS).nullable(), note: z.string(), photos: z.array(inspectionPhotoSchema) })
    .nullable(),
});
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

export const inspectionMeterSchema = z.object({
  id: z.string(),
  kind: z.enum(METER_KINDS),
  reading: z.string(),
  note: z.string(),
  tenantComment: z.string(),
  disagree: z.boolean(),
  photos: z.array(inspectionPhotoSchema),
  moveInReading: z.string().nullable(),
});
export type InspectionMeter = z.infer<typeof inspectionMeterSchema>;

export const inspectionSignatureSchema = z.object({
  role: z.enum(['landlord', 'tenant']),
  name: z.string(),
  signedAt: z.string(),
});

export const inspectionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  contractId: z.string(),
  kind: z.enum(INSPECTION_KINDS),
  status: z.enum(INSPECTION_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The end of the tenant's review; after it an unsigned report is final ("deemed accepted"). */
  reviewDeadline: z.string().nullable(),
  finalAt: z.string().nullable(),
  deemedAccepted: z.boolean(),
  disagreements: z.number().int(),
  areas: z.array(z.object({ position: z.number().int(), ...labelled, items: z.array(inspectionItemSchema) })),
  meters: z.array(inspectionMeterSchema),
  signatures: z.array(inspectionSignatureSchema),
  /** SHA-256 of the sealed PDF, its public verification code and a short-lived download link. */
  sealedSha256: z.string().nullable(),
  verifyCode: z.string().nullable(),
  fileUrl: z.string().nullable(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const inspectionsResponseSchema = z.object({ inspections: z.array(inspectionSchema) });
export const inspectionResponseSchema = z.object({ inspection: inspectionSchema });

export const inspectionParamsSchema = z.object({ id: idSchema, inspectionId: idSchema });
export const inspectionItemParamsSchema = inspectionParamsSchema.extend({ itemId: idSchema });
export const inspectionPhotoParamsSchema = inspectionItemParamsSchema.extend({ photoId: idSchema });

export const createInspectionBodySchema = z.object({ kind: z.enum(INSPECTION_KINDS) });

/** The admin fills a draft; the tenant answers during review. Each side sends only its own fields. */
export const updateInspectionItemBodySchema = z
  .object({
    condition: z.enum(ITEM_CONDITIONS, { message: 'Choose a condition' }).optional(),
    note: z.string().trim().max(1000, 'A note must be at most 1000 characters').optional(),
    reading: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,3})?$/, 'A meter reading is a number (up to 3 decimals)')
      .optional(),
    tenantComment: z.string().trim().max(1000, 'A comment must be at most 1000 characters').optional(),
    disagree: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type UpdateInspectionItemBody = z.infer<typeof updateInspectionItemBodySchema>;

/** Completing (admin) and signing (tenant) are e-signatures (ADR 0013's drawn or typed signature and agree tick). */
export const inspectionSignBodySchema = z
  .object({
    method: z.enum(['drawn', 'typed'], { message: 'Method must be drawn or typed' }),
    signatureImage: z
      .string()
      .max(MAX_SIGNATURE_DATA_URL_CHARS, 'The signature image is too large')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG data URL')
      .optional(),
    typedName: requiredText('Typed name', 100).optional(),
    typedStyle: z.enum(TYPED_SIGNATURE_STYLES, { message: 'Unknown signature style' }).optional(),
    agree: z.literal(true, { message: 'You must agree to sign this report electronically' }),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'drawn' && !body.signatureImage) {
      ctx.addIssue({ code: 'custom', path: ['signatureImage'], message: 'Draw your signature' });
    }
    if (body.method === 'typed' && !body.typedName) {
      ctx.addIssue({ code: 'custom', path: ['typedName'], message: 'Type your name' });
    }
  });
export type InspectionSignBody = z.infer<typeof inspectionSignBodySchema>;

export const inspectionTemplateResponseSchema = z.object({
  template: inspectionTemplateSchema,
  /** True when the admin saved this property's own template; false: the prefilled default. */
  custom: z.boolean(),
});
