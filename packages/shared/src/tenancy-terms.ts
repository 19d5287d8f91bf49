/**
 * A tenancy's own terms as contract data (issue 25 §3–§5, docs/decisions/0036 and 0038): the named landlord, the
 * notice period, the early-termination terms and the deposit-return period. The agreement prints them from here.
 */
import { z } from 'zod';
import { addDays, tenancyEndDate } from './format.js';

/** The registered owner of a property: a record, not a user account (issue 25 §5). */
export const LANDLORD_ID_KINDS = ['ic', 'company'] as const;
export type LandlordIdKind = (typeof LANDLORD_ID_KINDS)[number];
export interface Landlord {
  name: string;
  idKind: LandlordIdKind;
  /** MyKad number (IC) or company registration number (SSM). */
  idNumber: string;
}

export const propertyOwnerSchema = z.object({
  name: z.string().trim().min(2, 'Owner name must be at least 2 characters').max(120, 'Owner name is too long'),
  idKind: z.enum(LANDLORD_ID_KINDS, { message: 'Choose IC or company registration number' }),
  idNumber: z
    .string()
    .trim()
    .min(4, 'Enter the IC or company registration number')
    .max(30, 'The IC or registration number is too long')
    .regex(/^[A-Za-z0-9\-/() ]+$/, 'Use letters, digits and dashes only'),
});
export type PropertyOwner = z.infer<typeof propertyOwnerSchema>;

/**
 * How a tenancy may end early. `diplomaticMonths` null: today's clause 8.2 (one month's notice through the portal,
 * rent paid to the end of the notice). Otherwise ending before `diplomaticMonths` of the tenancy costs `feeMonths`
 * months' rent on top of the rent to the end of the notice.
 */
export interface TerminationTerms {
  diplomaticMonths: number | null;
  feeMonths: number;
}

/** New contracts (issue 25 §3): two months' notice, a 12-month diplomatic clause, one month's rent before it. */
export const DEFAULT_NOTICE_MONTHS = 2;
export const DEFAULT_TERMINATION_TERMS: TerminationTerms = { diplomaticMonths: 12, feeMonths: 1 };
/** Contracts signed before issue 25: what their agreement printed (clause 8.2 and clause 5.2). */
export const LEGACY_NOTICE_MONTHS = 1;
export const LEGACY_TERMINATION_TERMS: TerminationTerms = { diplomaticMonths: null, feeMonths: 0 };
export const DEFAULT_DEPOSIT_RETURN_DAYS = 14;

// ---- Notice to vacate (issue 25 §3)

export interface NoticeQuote {
  /** The earliest last day a notice given today allows (today + notice months − 1 day, at most the end date). */
  earliestEndDate: string;
  /** The last day the tenancy would have: the requested date, or the earliest. */
  endDate: string;
  /** Before the contract's own end date. */
  early: boolean;
  /** Before the diplomatic period is over (new contracts): the fee applies. */
  withinDiplomaticPeriod: boolean;
  /** What ending early costs on top of the rent up to `endDate`, in sen. */
  feeSen: number;
}

/**
 * What a notice given on `today` means under a contract's own terms. Throws nothing: the caller checks the
 * requested end date against `earliestEndDate` and the contract's end date.
 */
export function quoteNotice(
  contract: {
    startDate: string;
    endDate: string;
    rentSen: number;
    noticeMonths: number;
    terminationTerms: TerminationTerms;
  },
  today: string,
  requestedEndDate?: string,
): NoticeQuote {
  const byNotice = contract.noticeMonths > 0 ? tenancyEndDate(today, contract.noticeMonths) : today;
  const earliestEndDate = byNotice < contract.endDate ? byNotice : contract.endDate;
  const endDate = requestedEndDate ?? earliestEndDate;
  const early = endDate < contract.endDate;
  const { diplomaticMonths, feeMonths } = contract.terminationTerms;
  const diplomaticEnd = diplomaticMonths === null ? null : tenancyEndDate(contract.startDate, diplomaticMonths);
  const withinDiplomaticPeriod = early && diplomaticEnd !== null && endDate < diplomaticEnd;
  return {
    earliestEndDate,
    endDate,
    early,
    withinDiplomaticPeriod,
    feeSen: withinDiplomaticPeriod ? feeMonths * contract.rentSen : 0,
  };
}

/** The day a deposit must be back: the tenancy's last day + the contract's deposit-return days. */
export const depositDueDate = (endDate: string, depositReturnDays: number) => addDays(endDate, depositReturnDays);

export const noticeBodySchema = z.object({
  /** The last day of the tenancy; absent: the earliest allowed. */
  endDate: z.iso.date({ message: 'Enter a valid date' }).optional(),
  reason: z.string().trim().max(500, 'At most 500 characters').optional(),
  /** The tenant confirms the stated cost (required when there is one). */
  acceptCost: z.boolean().optional(),
});
export type NoticeBody = z.infer<typeof noticeBodySchema>;

export const tenancyTermsSchema = z.object({
  noticeMonths: z.number().int(),
  diplomaticMonths: z.number().int().nullable(),
  feeMonths: z.number(),
  depositReturnDays: z.number().int(),
  landlord: z.object({ name: z.string(), idKind: z.enum(LANDLORD_ID_KINDS), idNumber: z.string() }).nullable(),
});

export const noticeSchema = z.object({
  id: z.string(),
  givenByRole: z.enum(['tenant', 'admin']),
  givenAt: z.string(),
  endDate: z.string(),
  early: z.boolean(),
  fee: z.number(),
  reason: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/contracts/:id/notice: the terms, the notice if given, and what one given today would mean. */
export const noticeStateSchema = z.object({
  /** The server's date in Malaysia (YYYY-MM-DD): what "today" means for the tenancy's rules (the dev clock too). */
  today: z.string(),
  terms: tenancyTermsSchema,
  notice: noticeSchema.nullable(),
  quote: z
    .object({
      earliestEndDate: z.string(),
      latestEndDate: z.string(),
      endDate: z.string(),
      early: z.boolean(),
      withinDiplomaticPeriod: z.boolean(),
      fee: z.number(),
      rent: z.number(),
    })
    .nullable(),
});
export type NoticeState = z.infer<typeof noticeStateSchema>;

// ---- Renewal (issue 25 §3)

export const RENEWAL_OFFER_STATUSES = ['offered', 'change_requested', 'accepted', 'declined', 'lapsed'] as const;
export type RenewalOfferStatus = (typeof RENEWAL_OFFER_STATUSES)[number];
export const MIN_RENEWAL_MONTHS = 3;
export const MAX_RENEWAL_MONTHS = 24;
/** Reminders go to both sides this many days before the end date. */
export const RENEWAL_REMINDER_DAYS = 90;

export const renewalOfferBodySchema = z.object({
  termMonths: z
    .number({ message: 'Enter the term in months' })
    .int('Enter whole months')
    .min(MIN_RENEWAL_MONTHS, 'A renewal is 3 to 24 months')
    .max(MAX_RENEWAL_MONTHS, 'A renewal is 3 to 24 months'),
  rent: z
    .number({ message: 'Enter the monthly rent' })
    .positive('Enter the monthly rent')
    .max(100_000, 'At most RM100,000')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amount can have at most two decimals'),
  deadline: z.iso.date({ message: 'Enter a valid date' }),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type RenewalOfferBody = z.infer<typeof renewalOfferBodySchema>;

export const renewalResponseBodySchema = z.object({
  action: z.enum(['accept', 'decline', 'change'], { message: 'Accept, decline or ask for a change' }),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type RenewalResponseBody = z.infer<typeof renewalResponseBodySchema>;

export const renewalOfferSchema = z.object({
  _id: z.string(),
  id: z.string(),
  contractId: z.string(),
  termMonths: z.number(),
  rent: z.number(),
  deadline: z.string(),
  status: z.enum(RENEWAL_OFFER_STATUSES),
  adminNote: z.string(),
  tenantNote: z.string(),
  offeredAt: z.string(),
  respondedAt: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  stampDuty: z.number().nullable(),
  tenantSignedAt: z.string().nullable(),
  adminSignedAt: z.string().nullable(),
  /** The sealed renewal agreement's public verification code (ADR 0036), once both signed. */
  verifyCode: z.string().nullable().optional(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;
export const renewalOffersResponseSchema = z.object({ offers: z.array(renewalOfferSchema) });
export const renewalOfferResponseSchema = z.object({ offer: renewalOfferSchema });

// ---- Deposit settlement (issue 25 §4, docs/decisions/0038)

export const DEPOSIT_SETTLEMENT_STATUSES = [
  'draft',
  'issued',
  'disputed',
  'accepted',
  'final',
  'awaiting_transfer',
  'refunded',
] as const;
export type DepositSettlementStatus = (typeof DEPOSIT_SETTLEMENT_STATUSES)[number] | 'not_started';
export const DEDUCTION_KINDS = ['damage', 'cleaning', 'unpaid_charge', 'repair', 'other'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];
export const CONDITIONS = ['good', 'fair', 'poor', 'damaged', 'missing'] as const;
/** The tenant accepts or disputes the statement within this many days of its issue. */
export const SETTLEMENT_RESPONSE_DAYS = 7;
export const MAX_DEDUCTIONS = 50;

export const deductionEvidenceSchema = z.object({
  kind: z.enum(['inspection_item', 'photo', 'receipt', 'maintenance', 'note'], { message: 'Choose the evidence kind' }),
  id: z.string().max(100).optional(),
  note: z.string().trim().max(300, 'At most 300 characters').optional(),
});

export const deductionInputSchema = z.object({
  kind: z.enum(['damage', 'cleaning', 'other'], { message: 'Choose damage, cleaning or other' }),
  description: z
    .string()
    .trim()
    .min(3, 'Describe the deduction (at least 3 characters)')
    .max(300, 'At most 300 characters'),
  amount: z
    .number({ message: 'Amount must be a number' })
    .positive('Amount must be more than 0')
    .max(100_000, 'Amount must be at most 100000')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amount can have at most two decimals'),
  evidence: z.array(deductionEvidenceSchema).max(10, 'At most 10 pieces of evidence').default([]),
  /** The move-out report's item this deduction is for (its move-in twin is compared). */
  inspectionItemId: z.uuid({ message: 'Invalid id' }).optional(),
  /** Without reports: the conditions the evidence shows at move-in and move-out. */
  moveInCondition: z.enum(CONDITIONS).optional(),
  moveOutCondition: z.enum(CONDITIONS).optional(),
});
export type DeductionInput = z.infer<typeof deductionInputSchema>;

export const returnedKeySchema = z.object({
  name: z.string().trim().min(1, 'Name the key or card').max(60, 'At most 60 characters'),
  count: z.number().int('Enter a whole number').min(0, 'At least 0').max(20, 'At most 20'),
});

export const saveSettlementBodySchema = z.object({
  /** The version the admin edited (0 for a new statement): another save in between answers 409. */
  version: z.number().int().min(0),
  deductions: z.array(deductionInputSchema).max(MAX_DEDUCTIONS, 'At most 50 deductions'),
  keysReturned: z.array(returnedKeySchema).max(20).optional(),
  /** Unpaid tenant repair shares (issue 26 §4) deducted instead of paid: the ticket is the evidence. */
  repairs: z
    .array(z.object({ complaintId: z.uuid({ message: 'Invalid id' }) }))
    .max(20, 'At most 20 repairs')
    .optional(),
});
export type SaveSettlementBody = z.infer<typeof saveSettlementBodySchema>;

export const settlementVersionBodySchema = z.object({ version: z.number().int().min(1) });

/**
 * Malaysian banks a deposit can be refunded to by bank transfer (a fixed list: the licensed commercial and Islamic
 * banks and the development banks tenants hold accounts with). Names as the banks write them.
 */
export const MALAYSIAN_BANKS = [
  { code: 'affin', name: 'Affin Bank' },
  { code: 'agrobank', name: 'Agrobank' },
  { code: 'alliance', name: 'Alliance Bank' },
  { code: 'ambank', name: 'AmBank' },
  { code: 'bank_islam', name: 'Bank Islam' },
  { code: 'bank_muamalat', name: 'Bank Muamalat' },
  { code: 'bank_rakyat', name: 'Bank Rakyat' },
  { code: 'bsn', name: 'BSN' },
  { code: 'cimb', name: 'CIMB Bank' },
  { code: 'hong_leong', name: 'Hong Leong Bank' },
  { code: 'hsbc', name: 'HSBC Bank Malaysia' },
  { code: 'kfh', name: 'Kuwait Finance House' },
  { code: 'maybank', name: 'Maybank' },
  { code: 'mbsb', name: 'MBSB Bank' },
  { code: 'ocbc', name: 'OCBC Bank' },
  { code: 'public_bank', name: 'Public Bank' },
  { code: 'rhb', name: 'RHB Bank' },
  { code: 'standard_chartered', name: 'Standard Chartered' },
  { code: 'uob', name: 'UOB Malaysia' },
] as const;
export type MalaysianBankCode = (typeof MALAYSIAN_BANKS)[number]['code'];
const BANK_CODES = MALAYSIAN_BANKS.map((b) => b.code) as [MalaysianBankCode, ...MalaysianBankCode[]];
export const malaysianBankName = (code: string): string => MALAYSIAN_BANKS.find((b) => b.code === code)?.name ?? code;
/** Malaysian account numbers are 10 to 16 digits (spaces and dashes as printed on a card are dropped). */
export const normaliseAccountNumber = (value: string) => value.replace(/[\s-]/g, '');

export const refundAccountSchema = z.object({
  bank: z.enum(BANK_CODES, { message: 'Choose the bank' }),
  holder: z
    .string()
    .trim()
    .min(2, 'Enter the account holder’s name')
    .max(100, 'At most 100 characters')
    .regex(/^[\p{L}\p{M} .'@/-]+$/u, 'Use letters only for the account holder'),
  accountNumber: z
    .string()
    .transform(normaliseAccountNumber)
    .pipe(z.string().regex(/^\d{10,16}$/, 'An account number is 10 to 16 digits')),
});
export type RefundAccount = z.infer<typeof refundAccountSchema>;

/** Admin: the bank transfer made to the tenant's account (the statement's version, the balance, the reference). */
export const recordTransferBodySchema = z.object({
  version: z.number().int().min(1),
  amount: z
    .number({ message: 'Amount must be a number' })
    .positive('Amount must be more than 0')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amount can have at most two decimals'),
  reference: z.string().trim().min(3, 'Enter the transfer reference').max(60, 'At most 60 characters'),
  transferDate: z.iso.date({ message: 'Enter a valid date' }),
});
export type RecordTransferBody = z.infer<typeof recordTransferBodySchema>;

export const disputeSettlementBodySchema = z.object({
  items: z
    .array(
      z.object({
        deductionId: z.uuid({ message: 'Invalid id' }),
        comment: z.string().trim().min(3, 'Say why (at least 3 characters)').max(500, 'At most 500 characters'),
        photoIds: z.array(z.uuid()).max(5).optional(),
      }),
    )
    .min(1, 'Choose at least one item to dispute')
    .max(MAX_DEDUCTIONS),
});
export type DisputeSettlementBody = z.infer<typeof disputeSettlementBodySchema>;

export const answerDeductionBodySchema = z.object({
  answer: z.enum(['keep', 'reduce', 'drop'], { message: 'Keep, reduce or drop' }),
  amount: z
    .number({ message: 'Amount must be a number' })
    .positive('Amount must be more than 0')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amount can have at most two decimals')
    .optional(),
  note: z.string().trim().min(3, 'Say why (at least 3 characters)').max(500, 'At most 500 characters'),
});
export type AnswerDeductionBody = z.infer<typeof answerDeductionBodySchema>;

export const deductionSchema = z.object({
  id: z.string(),
  kind: z.enum(DEDUCTION_KINDS),
  description: z.string(),
  amount: z.number(),
  /** What counts after the admin's answer (the amount, reduced, or 0 when dropped). */
  finalAmount: z.number(),
  evidence: z.array(z.object({ kind: z.string(), id: z.string().optional(), note: z.string().optional() })),
  inspectionItemId: z.string().nullable(),
  transactionId: z.string().nullable(),
  dispute: z.object({ comment: z.string(), at: z.string(), photoIds: z.array(z.string()) }).nullable(),
  /** The ticket of a repair share deducted here. */
  complaintId: z.string().nullable(),
  /** The charge was settled by the deposit (marked Paid when the balance was settled). */
  settled: z.boolean(),
  answer: z
    .object({ answer: z.enum(['keep', 'reduce', 'drop']), note: z.string(), amount: z.number(), at: z.string() })
    .nullable(),
});
export type Deduction = z.infer<typeof deductionSchema>;

/** GET /api/contracts/:id/deposit-settlement. */
export const depositSettlementSchema = z.object({
  contractId: z.string(),
  status: z.enum([...DEPOSIT_SETTLEMENT_STATUSES, 'not_started']),
  version: z.number(),
  deposit: z.number(),
  deductions: z.array(deductionSchema),
  totalDeductions: z.number(),
  /** Deposit − deductions; negative: the tenant owes the difference (a charge is raised). */
  balance: z.number(),
  tenancyEndDate: z.string(),
  dueDate: z.string(),
  depositReturnDays: z.number(),
  daysLeft: z.number(),
  overdue: z.boolean(),
  issuedAt: z.string().nullable(),
  respondBy: z.string().nullable(),
  finalAt: z.string().nullable(),
  refund: z
    .object({
      id: z.string(),
      amount: z.number(),
      at: z.string(),
      /** The refund's official receipt (ADR 19), once issued. */
      receipt: z.object({ id: z.string(), number: z.string() }).nullable(),
    })
    .nullable(),
  shortfallTransactionId: z.string().nullable(),
  keysReturned: z.array(z.object({ name: z.string(), count: z.number() })).nullable(),
  keysReturnedAt: z.string().nullable(),
  landlord: z.object({ name: z.string(), idKind: z.enum(LANDLORD_ID_KINDS), idNumber: z.string() }).nullable(),
  /** 'provider': back to the deposit's payment method; 'bank_transfer': to the account the tenant entered. */
  refundMethod: z.enum(['provider', 'bank_transfer']).nullable(),
  refundAccount: z.object({ bank: z.string(), holder: z.string(), accountNumber: z.string() }).nullable(),
  transfer: z.object({ reference: z.string(), date: z.string() }).nullable(),
  /** Admin: the tenancy's unpaid tenant repair shares that can be deducted (issue 26 §4); empty for the tenant. */
  repairShares: z.array(
    z.object({
      complaintId: z.string(),
      transactionId: z.string(),
      title: z.string(),
      amount: z.number(),
      disputed: z.boolean(),
    }),
  ),
  /** The statement's PDF (API path), once there is a statement the reader may see. */
  pdfUrl: z.string().nullable(),
});
export type DepositSettlement = z.infer<typeof depositSettlementSchema>;

/** The admin dashboard's deposit returns due (ended tenancies whose deposit is not settled). */
export const depositReturnDueSchema = z.object({
  contractId: z.string(),
  tenantName: z.string(),
  propertyName: z.string(),
  roomName: z.string().nullable(),
  endDate: z.string(),
  dueDate: z.string(),
  daysLeft: z.number(),
  overdue: z.boolean(),
  status: z.enum([...DEPOSIT_SETTLEMENT_STATUSES, 'not_started']),
  deposit: z.number(),
  /** A refund by bank transfer (status awaiting_transfer): waiting for the tenant's account, or for the transfer. */
  refundStep: z.enum(['awaiting_account', 'transfer_due']).nullable(),
});
export type DepositReturnDue = z.infer<typeof depositReturnDueSchema>;
export const depositReturnsDueResponseSchema = z.object({ depositReturns: z.array(depositReturnDueSchema) });

/** What the server answers about notice, renewal and settlement (English; the catalogue has the BM twins). */
export const tenancyMessages = {
  notActive: 'Only an active tenancy can be given notice.',
  noticeGiven: 'Notice has already been given for this tenancy.',
  noticeTooEarly: 'The last day cannot be before the earliest end date your notice allows.',
  noticeAfterEnd: 'The last day cannot be after the tenancy’s end date.',
  acceptCost: 'Confirm the cost of ending early under your agreement before you give notice.',
  noticeByTenantOrAdmin: 'Only the tenant or an admin can give notice.',
  renewalNotActive: 'Only an active tenancy without a notice can be renewed.',
  renewalOpen: 'This tenancy already has an open renewal offer.',
  renewalDeadline: 'The deadline must be between today and the tenancy’s end date.',
  renewalNotOpen: 'This renewal offer is no longer open.',
  renewalLapsed: 'This renewal offer has lapsed: its deadline has passed.',
  renewalNotFound: 'Renewal offer not found',
  renewalNotAccepted: 'Only an accepted renewal can be signed.',
  renewalSigned: 'You have already signed this renewal agreement.',
  renewalTenantFirst: 'The tenant signs the renewal agreement first.',
  settlementNotEnded: 'The deposit is settled after the tenancy has ended.',
  settlementChanged: 'Someone else saved this statement in the meantime. Reload it and try again.',
  settlementNotEditable: 'This statement can no longer be changed.',
  settlementNotIssued: 'This statement is not waiting for your answer.',
  settlementResponseClosed: 'The 7 days to answer this statement have passed.',
  settlementNoDeductionWearAndTear:
    'Fair wear and tear cannot be deducted: the item’s condition at move-in and move-out is the same.',
  settlementDamageEvidence:
    'A damage deduction needs its evidence: the report item or the conditions at move-in and move-out.',
  settlementNoSuchItem: 'That report item is not part of this tenancy’s move-out report.',
  settlementNoSuchDeduction: 'That deduction is not on this statement.',
  settlementNotDisputed: 'This deduction is not disputed.',
  settlementReduceAmount: 'A reduced amount must be more than 0 and less than the original.',
  settlementNotFinal: 'The statement is final only after the tenant accepts it or every dispute is answered.',
  settlementRefunded: 'This deposit has already been settled.',
  settlementNoDeposit: 'No paid deposit is held for this tenancy.',
  settlementNotFound: 'No deposit statement has been made for this tenancy yet.',
  earlyTerminationFee: 'Early termination fee',
  depositShortfall: 'Deductions above the deposit',
  depositRefundReason: 'Deposit balance after the settlement statement',
  depositTransferReason: 'Deposit balance after the settlement statement, by bank transfer',
  repairNotAShare: 'That ticket has no tenant share on this tenancy.',
  repairPaid: 'This repair share is already paid: a paid share cannot be deducted from the deposit.',
  repairNotPending: 'Only an unpaid tenant share can be deducted from the deposit.',
  repairTwice: 'This repair share is already deducted from the deposit.',
  repairInSettlement: 'This repair share is on the deposit statement: it is settled there and cannot be changed here.',
  chargeWhole: 'A charge is deducted whole: keep it or drop it (a dropped charge stays owed on its own).',
  chargePaidSeparately: 'Paid separately before the deposit was settled: not deducted.',
  accountNotOpen: 'The bank account for the refund is entered once the statement is issued, until the refund is made.',
  noAccount: 'The tenant has not entered a bank account for the refund yet.',
  notAwaitingTransfer: 'This refund is not waiting for a bank transfer.',
  transferAboveBalance: 'A refund cannot be more than the balance of the statement.',
  transferNotBalance: 'The transfer must be exactly the balance of the statement.',
  transferDateFuture: 'The transfer date cannot be in the future.',
} as const;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
