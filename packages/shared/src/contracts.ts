/** Contracts (SPEC §3 Contract, §7 /contracts). Money in RM, calendar dates `YYYY-MM-DD`. */
import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema } from './common.js';
import { CONTRACT_STATUSES, TRANSACTION_STATUSES } from './constants.js';
import { agreementLanguageSchema, esignStateSchema } from './esign.js';
import { stampDutySchema } from './stamp-duty.js';
import { moveInCostSchema } from './move-in-cost.js';

export const contractStatusSchema = z.enum(CONTRACT_STATUSES);

export const contractSchema = z.object({
  _id: z.string(),
  id: z.string(),
  applicationId: z.string(),
  status: contractStatusSchema,
  /** `status === 'Active'` (deposit paid, tenancy running). */
  isActive: z.boolean(),
  /** The tenant; name and e-mail are what admins see in Manage Contracts. */
  user: z.object({ _id: z.string(), firstname: z.string(), lastname: z.string(), email: z.string() }),
  property: z.object({ _id: z.string(), name: z.string(), address: z.string(), type: z.string() }),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  stayLength: z.number(),
  /** Monthly rent (RM); for room rentals `roomPrice` carries the same amount. */
  rentAmount: z.number(),
  /**
   * What Sign & Pay's one payment charges (RM): the security deposit plus the first month's rent, as the deposit
   * charge stands. Clients of the original EasyRent API show it as "Payable Deposit Amount (Inc. 1st month rent)"
   * (docs/decisions/0008).
   */
  depositAmount: z.number(),
  /** The security deposit alone (RM). */
  securityDepositAmount: z.number(),
  roomPrice: z.number().nullable(),
  roomDepositAmount: z.number().nullable(),
  /**
   * Absolute URL of the generated agreement, signed for a few minutes: opens as a plain link (`<a href>`), no
   * Bearer header needed. Minted for the tenant and admins only; the web app refetches lists well within its life.
   */
  contractFile: z.string().nullable(),
  /** Signed URL of the tenant's signed copy, once uploaded (same rules as `contractFile`). */
  signedContractFile: z.string().nullable(),
  hasSignedCopy: z.boolean(),
  signedAt: z.string().nullable(),
  /** The Pending/Paid deposit + first month's rent charge created on acceptance. */
  depositPayment: z
    .object({
      _id: z.string(),
      amount: z.number(),
      status: z.enum(TRANSACTION_STATUSES),
      dueDate: z.string(),
    })
    .nullable(),
  /** Deadline for paying the deposit while awaiting payment (ISO timestamp). */
  paymentDueAt: z.string().nullable(),
  createdAt: z.string(),
  /** In-browser signing (docs/decisions/0013); an e-signature also sets `hasSignedCopy`/`signedAt`. */
  esign: esignStateSchema,
  /** The agreement's language, chosen at acceptance (docs/decisions/0025): `en`, `ms` or `bilingual`. */
  agreementLanguage: agreementLanguageSchema,
  /** Stamp duty on this agreement, with its working and who pays it (docs/decisions/0014). */
  stampDuty: stampDutySchema,
  /**
   * Issue 28 §3: the total to move in for this contract, line by line, from the same calculation as the listing
   * (`moveInCost`): what Sign & Pay charges (`signAndPay`, equal to `depositAmount` while the deposit charge is as
   * created) and the utility deposit due at key handover.
   */
  moveIn: moveInCostSchema.optional(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractsResponseSchema = z.object({ contracts: z.array(contractSchema) });
export type ContractsResponse = z.infer<typeof contractsResponseSchema>;

export const contractResponseSchema = z.object({ contract: contractSchema });
export type ContractResponse = z.infer<typeof contractResponseSchema>;

/** Filters, and optionally a page (`page`, `limit`; the total comes in `X-Total-Count`). */
export const contractsQuerySchema = listQuerySchema(['start', 'newest', 'oldest']).extend({
  propertyId: idSchema.optional(),
  userId: idSchema.optional(),
  status: contractStatusSchema.optional(),
});
export type ContractsQuery = z.infer<typeof contractsQuerySchema>;

/** Admin: end a running contract early. Without `endDate` the tenancy ends today. */
export const endContractBodySchema = z.object({
  id: z.string().optional(),
  endDate: isoDateSchema.optional(),
});
export type EndContractBody = z.infer<typeof endContractBodySchema>;

/** Cancelling a tenancy that has not started (docs/decisions/0028): the server's texts. */
export const contractCancelMessages = {
  notCancellable: 'Only a tenancy that has not started can be cancelled. End it early instead.',
  refundFirst:
    'Money paid for this contract has not been refunded: refund the deposit first (a whole-deposit refund cancels the tenancy too)',
  reasonRequired: 'Give a reason for cancelling',
  reasonTooLong: 'Reason must be at most 500 characters',
} as const;

/** Admin: cancel a tenancy before its start, with the reason (written to the server log with the admin). */
export const cancelContractBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, contractCancelMessages.reasonRequired)
    .max(500, contractCancelMessages.reasonTooLong),
});
export type CancelContractBody = z.infer<typeof cancelContractBodySchema>;

export const contractIdParamsSchema = z.object({ contractId: idSchema });
