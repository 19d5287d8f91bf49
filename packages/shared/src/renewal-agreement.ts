/**
 * The renewal agreement (issue 25 §3, docs/decisions/0036): generated on acceptance in the contract's agreement
 * language, e-signed by the tenant, countersigned by an admin for the landlord, sealed and verifiable like the
 * first agreement; its stamping is tracked like the first.
 */
import { z } from 'zod';
import { agreementContentSchema } from './esign.js';

/** What the server answers about the renewal agreement (English; the catalogue has the BM twins). */
export const renewalAgreementMessages = {
  notFound: 'Renewal agreement not found',
  notAccepted: 'The renewal agreement is ready once the tenant accepts the offer.',
  superseded: 'The renewal agreement has changed since you opened it. Reload and review the latest version.',
  tenantOnly: 'Only the tenant signs for the tenant; an admin countersigns.',
  notComplete: 'The renewal agreement is not signed by both parties yet.',
} as const;

export const RENEWAL_AGREEMENT_STATUSES = ['unsigned', 'tenant_signed', 'completed'] as const;
export type RenewalAgreementStatus = (typeof RENEWAL_AGREEMENT_STATUSES)[number];

export const renewalAgreementSchema = z.object({
  offerId: z.string(),
  contractId: z.string(),
  status: z.enum(RENEWAL_AGREEMENT_STATUSES),
  /** SHA-256 (hex) of the current file: send it back when signing. */
  documentHash: z.string(),
  tenantSignedAt: z.string().nullable(),
  adminSignedAt: z.string().nullable(),
  /** The public verification page's code (`/verify/{code}`), once sealed. */
  verifyCode: z.string().nullable(),
  /** Relative API path of the current PDF (the sealed one once completed). */
  file: z.string(),
  content: agreementContentSchema,
});
export type RenewalAgreement = z.infer<typeof renewalAgreementSchema>;
export const renewalAgreementResponseSchema = z.object({ agreement: renewalAgreementSchema });
