/**
 * Data rights (issue 27 §4, ADR 41): withdrawing the screening consent, "download my data", "delete my account",
 * and the admins' log of those requests.
 */
import { z } from 'zod';

export const DATA_RIGHTS_REQUEST_KINDS = ['export', 'deletion', 'consent_withdrawal'] as const;
export type DataRightsRequestKind = (typeof DATA_RIGHTS_REQUEST_KINDS)[number];

/** At most this many exports per user in EXPORT_WINDOW_MS (a ZIP may hold many files: not a polling target). */
export const EXPORT_MAX_PER_WINDOW = 3;
export const EXPORT_WINDOW_MS = 60 * 60 * 1000;

/** Withdraw consent for one application, or (without `applicationId`) for every application that still uses it. */
export const consentWithdrawalBodySchema = z.object({ applicationId: z.uuid().optional() });
export type ConsentWithdrawalBody = z.infer<typeof consentWithdrawalBodySchema>;

export const consentWithdrawalResponseSchema = z.object({
  /** Every application whose screening data the admins can no longer open. */
  applicationIds: z.array(z.uuid()),
  /** Of those, the waiting ones, now Cancelled (withdrawn). */
  withdrawnApplicationIds: z.array(z.uuid()),
});
export type ConsentWithdrawalResponse = z.infer<typeof consentWithdrawalResponseSchema>;

/** What consent the caller can still withdraw: applications whose screening data admins can open. */
export const consentStatusResponseSchema = z.object({
  applications: z.array(
    z.object({
      applicationId: z.uuid(),
      propertyName: z.string(),
      status: z.string(),
      consentAt: z.string(),
    }),
  ),
});
export type ConsentStatusResponse = z.infer<typeof consentStatusResponseSchema>;

export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(200) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const dataRightsRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DATA_RIGHTS_REQUEST_KINDS),
  userId: z.uuid().nullable(),
  user: z.string(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type DataRightsRequest = z.infer<typeof dataRightsRequestSchema>;
