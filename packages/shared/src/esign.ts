/**
 * E-signed tenancy agreements (docs/decisions/0013): the agreement's content model (what the PDF is laid out
 * from), signing bodies, the e-sign status on a contract, the audit trail and the public verification answer.
 */
import { z } from 'zod';
import { requiredText } from './common.js';

export const ESIGN_STATUSES = ['unsigned', 'tenant_signed', 'completed'] as const;
export type EsignStatus = (typeof ESIGN_STATUSES)[number];

export const AGREEMENT_EVENT_TYPES = [
  'created',
  'viewed',
  'signed',
  'countersigned',
  'completed',
  'downloaded',
] as const;
export type AgreementEventType = (typeof AGREEMENT_EVENT_TYPES)[number];

/** Bounds of a drawn signature: the data URL's length and the PNG's pixel size. */
export const MAX_SIGNATURE_DATA_URL_CHARS = 400_000;
export const MAX_SIGNATURE_WIDTH = 1600;
export const MAX_SIGNATURE_HEIGHT = 800;
export const TYPED_SIGNATURE_STYLES = ['script', 'formal', 'plain'] as const;

/**
 * The language an agreement is written in, fixed on the contract at acceptance (docs/decisions/0025): English,
 * Bahasa Malaysia, or bilingual (each part in BM followed by its English).
 */
export const AGREEMENT_LANGUAGES = ['en', 'ms', 'bilingual'] as const;
export type AgreementLanguage = (typeof AGREEMENT_LANGUAGES)[number];
export const agreementLanguageSchema = z.enum(AGREEMENT_LANGUAGES, {
  message: 'Agreement language must be en, ms or bilingual',
});

/** A piece of text; bold pieces are the agreement's particulars (names, dates, amounts). */
export const agreementRunSchema = z.object({ text: z.string(), style: z.enum(['bold']).optional() });
export type AgreementRun = z.infer<typeof agreementRunSchema>;

/**
 * The `…Translation` keys are set only on a bilingual agreement: the English of the Bahasa Malaysia text beside
 * them, shown right after it (short labels carry both languages in one string, "Alamat / Address").
 */
export const agreementPartySchema = z.object({
  heading: z.string(),
  headingTranslation: z.string().optional(),
  name: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
  note: z.string(),
  noteTranslation: z.string().optional(),
});
export type AgreementParty = z.infer<typeof agreementPartySchema>;

/** A clause paragraph (`label` "4.1", or "(a)" for list items with `list: true`), the party cards or the schedule. */
export const agreementBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('paragraph'),
    label: z.string().nullable(),
    list: z.boolean(),
    runs: z.array(agreementRunSchema),
    translation: z.array(agreementRunSchema).optional(),
  }),
  z.object({ type: z.literal('parties'), parties: z.array(agreementPartySchema) }),
  z.object({
    type: z.literal('schedule'),
    rows: z.array(
      z.object({
        label: z.string(),
        labelTranslation: z.string().optional(),
        runs: z.array(agreementRunSchema),
        /** Only where the English value differs (a term, a due day); amounts and dates are the same. */
        translation: z.array(agreementRunSchema).optional(),
      }),
    ),
  }),
]);
export type AgreementBlock = z.infer<typeof agreementBlockSchema>;

export const agreementSignatorySchema = z.object({
  role: z.enum(['landlord', 'tenant']),
  heading: z.string(),
  headingTranslation: z.string().optional(),
  name: z.string(),
  capacity: z.string(),
  capacityTranslation: z.string().optional(),
});
export type AgreementSignatory = z.infer<typeof agreementSignatorySchema>;

export const agreementContentSchema = z.object({
  /** Absent on agreements generated before issue 16: English. */
  language: agreementLanguageSchema.optional(),
  title: z.string(),
  titleTranslation: z.string().optional(),
  agreementNo: z.string(),
  /** Display date of the agreement, `dd/mm/yyyy`. */
  date: z.string(),
  preamble: z.array(agreementRunSchema),
  preambleTranslation: z.array(agreementRunSchema).optional(),
  sections: z.array(
    z.object({
      number: z.string(),
      title: z.string(),
      titleTranslation: z.string().optional(),
      blocks: z.array(agreementBlockSchema),
    }),
  ),
  witness: z.string(),
  witnessTranslation: z.string().optional(),
  signatories: z.array(agreementSignatorySchema),
});
export type AgreementContent = z.infer<typeof agreementContentSchema>;

export const esignStateSchema = z.object({
  status: z.enum(ESIGN_STATUSES),
  tenantSignedAt: z.string().nullable(),
  countersignedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Code of the public verification page `/verify/{code}`, once completed. */
  verifyCode: z.string().nullable(),
});
export type EsignState = z.infer<typeof esignStateSchema>;

export const agreementResponseSchema = z.object({
  agreement: z.object({
    contractId: z.string(),
    version: z.number().int(),
    /** SHA-256 (hex) of this version's PDF: send it back when signing. */
    documentHash: z.string(),
    esign: esignStateSchema,
    content: agreementContentSchema,
  }),
});
export type AgreementResponse = z.infer<typeof agreementResponseSchema>;

const sha256HexSchema = z
  .string({ message: 'Document hash is required' })
  .regex(/^[0-9a-f]{64}$/i, 'Document hash must be a SHA-256 hex digest');

/** Drawn: a PNG data URL from the signature pad. Typed: the name, rendered server-side in `typedStyle`. */
export const esignBodySchema = z
  .object({
    method: z.enum(['drawn', 'typed'], { message: 'Method must be drawn or typed' }),
    signatureImage: z
      .string()
      .max(MAX_SIGNATURE_DATA_URL_CHARS, 'The signature image is too large')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG data URL')
      .optional(),
    typedName: requiredText('Typed name', 100).optional(),
    typedStyle: z.enum(TYPED_SIGNATURE_STYLES, { message: 'Unknown signature style' }).optional(),
    agree: z.literal(true, { message: 'You must agree to sign this agreement electronically' }),
    documentHash: sha256HexSchema,
  })
  .superRefine((body, ctx) => {
    if (body.method === 'drawn' && !body.signatureImage) {
      ctx.addIssue({ code: 'custom', path: ['signatureImage'], message: 'Draw your signature' });
    }
    if (body.method === 'typed' && !body.typedName) {
      ctx.addIssue({ code: 'custom', path: ['typedName'], message: 'Type your name' });
    }
  });
export type EsignBody = z.infer<typeof esignBodySchema>;

export const auditEventSchema = z.object({
  seq: z.number().int(),
  type: z.enum(AGREEMENT_EVENT_TYPES),
  version: z.number().int(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  hashBefore: z.string().nullable(),
  hashAfter: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditResponseSchema = z.object({ events: z.array(auditEventSchema) });

export const verifyCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Invalid verification code'),
});

export const VERIFY_DOCUMENT_KINDS = ['agreement', 'renewal_agreement', 'condition_report'] as const;
/** `completed`: signed by both; `deemed_accepted`: a report the tenant did not answer within its review. */
export const VERIFY_DOCUMENT_STATUSES = ['completed', 'deemed_accepted'] as const;

export const verifyResponseSchema = z.object({
  valid: z.boolean(),
  contract: z.object({
    id: z.string(),
    propertyName: z.string(),
    roomName: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    tenantName: z.string(),
    landlordName: z.string(),
  }),
  completedAt: z.string(),
  documentHash: z.string(),
  /** Only on POST: whether the uploaded file is byte-for-byte the sealed agreement. */
  matches: z.boolean().optional(),
  /**
   * Which sealed document the code belongs to (issue 25): the agreement, a renewal agreement or a condition
   * report, its final status and who signed when (names only, as above). Absent from older servers' answers.
   */
  document: z
    .object({
      kind: z.enum(VERIFY_DOCUMENT_KINDS),
      /** Condition reports only. */
      reportKind: z.enum(['move_in', 'move_out']).nullable(),
      status: z.enum(VERIFY_DOCUMENT_STATUSES),
      signatures: z.array(
        z.object({ role: z.enum(['landlord', 'tenant']), name: z.string(), signedAt: z.string().nullable() }),
      ),
    })
    .optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
