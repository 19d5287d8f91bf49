/** Transactions and card payments: DTOs, request bodies, card checks, sandbox test cards and messages. */
import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema } from './common.js';
import { MAX_PRICE_RM, TRANSACTION_STATUS_FILTERS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants.js';
import { PAYMENT_METHOD_TYPES, paymentMethodSchema } from './payment-methods.js';
import { receiptSummarySchema } from './receipt-summary.js';

/** Stripe's PaymentIntent statuses (both providers speak them). */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** Types an admin can charge; the deposit is created when an application is accepted. */
export const CHARGE_TYPES = ['Monthly Rental', 'Other Fees'] as const;

/** Days ahead of its due date a monthly rent charge is created (its reminders: the ladder, REMINDER_STEPS). */
export const RENT_SCHEDULE_DAYS_AHEAD = 14;

export const transactionMessages = {
  notFound: 'Transaction not found',
  contractNotFound: 'Contract not found',
  paymentNotFound: 'Payment not found',
  alreadyPaid: 'This transaction has already been paid.',
  notPayable: 'This transaction cannot be paid.',
  depositInSignAndPay: 'The deposit is paid in Sign and Pay.',
  /** ADR 0034: Sign & Pay's one payment pays the stamp duty with the deposit. */
  stampDutyInSignAndPay: 'The stamp duty is paid together with the deposit in Sign and Pay.',
  notAwaitingPayment: 'This contract is not awaiting payment.',
  signedContractRequired: 'Please upload the signed contract before paying.',
  amountMismatch: 'The amount does not match the amount payable.',
  paymentNotSucceeded: 'The payment has not succeeded.',
  paymentMismatch: 'This payment does not belong to this transaction.',
  paidCannotChange: 'Paid transactions cannot be changed.',
  paidCannotDelete: 'Paid transactions cannot be deleted.',
  depositCannotDelete: 'The deposit cannot be deleted; it is cancelled with its application.',
  /** Issue 22: a charge whose payment is still open at the provider is cancelled, never deleted (ADR 0015). */
  paymentInFlightCannotDelete:
    'A payment of this charge is still in progress with the payment provider, so it cannot be deleted. Cancel the charge instead: a payment that still arrives is then refunded.',
  contractPaymentInFlightCannotDelete:
    'A payment for this contract is still in progress with the payment provider, so the contract cannot be deleted. Cancel its charges instead, or wait until the payment settles and then end the contract.',
  contractNotActive: 'Charges can only be added to an active contract.',
  provideTarget: 'Provide a contractId or a transactionId.',
  added: 'Transaction added successfully',
  updated: 'Transaction updated successfully',
  deleted: 'Transaction deleted successfully',
  cancelled: 'Transaction cancelled successfully',
  paymentRecorded: 'Payment successful',
  noTransactions: 'No transactions found.',
  webhookSignature: 'Invalid webhook signature',
  cardNumberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
  paymentSuccessful: 'Payment successful! Thank you.',
  paymentProcessing: "Your payment is processing. We'll update you when payment is received.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** Whether an unpaid charge is late, in the tenant's calendar (Malaysia). The deposit has its own deadline. */
export function overdueOf(
  t: { status: string; type: string; dueDate: string },
  today: string,
): { isOverdue: boolean; daysOverdue: number } {
  if (t.status !== 'Pending' || t.type === 'Deposit' || t.dueDate >= today) return { isOverdue: false, daysOverdue: 0 };
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${t.dueDate}T00:00:00Z`)) / 86_400_000);
  return { isOverdue: true, daysOverdue: days };
}

/**
 * What a status badge shows: 'Overdue' for a late unpaid charge (its status is still 'Pending'), 'Waived' for a
 * waived late charge (its status is 'Cancelled', ADR 0031).
 */
export const transactionStatusLabel = (t: {
  status: string;
  isOverdue: boolean;
  waiver?: { reason: string } | null | undefined;
}): string => (t.waiver ? 'Waived' : t.isOverdue ? 'Overdue' : t.status);

/** Amounts of charges: RM with at most two decimals, RM0.01 .. RM100,000. */
export const chargeAmountRmSchema = z
  .number({ message: 'Amount must be a number' })
  .positive('Amount must be more than 0')
  .max(MAX_PRICE_RM, `Amount must be at most ${MAX_PRICE_RM}`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amount can have at most two decimals');

export const transactionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user: z.object({ _id: z.string(), firstname: z.string(), lastname: z.string(), email: z.string() }),
  property: z.object({ _id: z.string(), name: z.string() }),
  contractId: z.string(),
  roomName: z.string().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  /** A Pending charge (not the deposit) past its due date; `status` stays 'Pending' (SPEC §4). */
  isOverdue: z.boolean(),
  /** Whole days past the due date while overdue, else 0. */
  daysOverdue: z.number().int(),
  description: z.string().nullable(),
  paymentDate: z.string().nullable(),
  createdAt: z.string(),
  /** RM refunded or being refunded of this charge (ADR 0015; `GET /api/transactions/:id/refunds` lists them). */
  refundedAmount: z.number().optional(),
  /** How it was paid (ADR 0018): card brand + last 4 or the FPX bank; null while unpaid or unknown. */
  paymentMethod: paymentMethodSchema.nullable().optional(),
  /** Its official receipts (ADR 0019): the payment's, then one per succeeded refund; PDFs at /api/receipts/:id/file. */
  receipts: z.array(receiptSummarySchema).optional(),
  /** A 'Late Charge': the overdue charge it is for (ADR 0031); null otherwise. */
  lateForTransactionId: z.string().nullable().optional(),
  /** A waived late charge (its status is 'Cancelled'): when and why; null otherwise. */
  waiver: z.object({ waivedAt: z.string(), reason: z.string() }).nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.object({ transactions: z.array(transactionSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
export const transactionResponseSchema = z.object({ transaction: transactionSchema });
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;
export const transactionMessageResponseSchema = z.object({ message: z.string(), transaction: transactionSchema });

export const listTransactionsQuerySchema = listQuerySchema(['newest', 'oldest', 'due', 'paid']).extend({
  propertyId: idSchema.optional(),
  contractId: idSchema.optional(),
  userId: idSchema.optional(),
  /** 'Overdue' selects Pending charges past their due date; 'Pending' includes them. */
  status: z.enum(TRANSACTION_STATUS_FILTERS).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
});
export type ListTransactionsQuery = z.infer<typeof listTransactionsQuerySchema>;

export const createTransactionBodySchema = z.object({
  contractId: idSchema,
  type: z.enum(CHARGE_TYPES, { message: 'Type must be Monthly Rental or Other Fees' }),
  amount: chargeAmountRmSchema,
  dueDate: isoDateSchema,
  description: z.string().trim().max(300, 'Description must be at most 300 characters').optional(),
});
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;

export const updateTransactionBodySchema = z
  .object({
    amount: chargeAmountRmSchema.optional(),
    dueDate: isoDateSchema.optional(),
    description: z.string().trim().max(300, 'Description must be at most 300 characters').nullable().optional(),
    status: z.literal('Cancelled', { message: 'Status can only be set to Cancelled' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'No changes made.' });
export type UpdateTransactionBody = z.infer<typeof updateTransactionBodySchema>;

export const createPaymentIntentBodySchema = z
  .object({
    /** Ignored: the intent is always for the amount the server computes (original clients omit the first month). */
    amount: z.unknown().optional(),
    contractId: idSchema.optional(),
    transactionId: idSchema.optional(),
    /** The method the payer chose (ADR 0018); 'fpx' outside FPX's limits is refused with 400. */
    paymentMethodType: z.enum(PAYMENT_METHOD_TYPES).optional(),
  })
  .refine((b) => Boolean(b.contractId) !== Boolean(b.transactionId), {
    message: transactionMessages.provideTarget,
  });
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  transactionId: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The methods this PaymentIntent accepts (card always; FPX from RM1 to RM30,000). */
  paymentMethodTypes: z.array(z.enum(PAYMENT_METHOD_TYPES)).optional(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

const paymentIntentIdSchema = z
  .string({ message: 'paymentIntentId is required' })
  .regex(/^pi_[A-Za-z0-9_]{6,120}$/, 'Invalid payment intent id');
export { paymentIntentIdSchema };

export const processDepositBodySchema = z.object({ paymentIntentId: paymentIntentIdSchema, contractId: idSchema });
export type ProcessDepositBody = z.infer<typeof processDepositBodySchema>;
export const processPaymentBodySchema = z.object({ paymentIntentId: paymentIntentIdSchema, transactionId: idSchema });
export type ProcessPaymentBody = z.infer<typeof processPaymentBodySchema>;

export const processPaymentResponseSchema = z.object({
  message: z.string(),
  paymentIntentId: z.string(),
  transactionId: z.string(),
  contractId: z.string(),
  transaction: transactionSchema,
});
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponseSchema>;

/** Without a token only `status` is given; the payer (or an admin) also gets the rest. */
export const paymentIntentStatusResponseSchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  paymentIntentId: z.string().optional(),
  amount: z.number().optional(),
  transactionId: z.string().nullable().optional(),
  /** Payer or admin only (ADR 0018): what the payment used, and where to try again after a failure. */
  paymentMethod: paymentMethodSchema.nullable().optional(),
  transactionType: z.enum(TRANSACTION_TYPES).optional(),
  contractId: z.string().optional(),
  lastPaymentError: z.object({ code: z.string(), message: z.string() }).nullable().optional(),
});
export type PaymentIntentStatusResponse = z.infer<typeof paymentIntentStatusResponseSchema>;

// ---- Sandbox card processor (PAYMENTS=sandbox) ----

/** Stripe's documented test cards the sandbox knows; any other valid number is declined as a generic decline. */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  threeDSecure: '4000002760003184',
} as const;

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** Luhn checksum of a card number (spaces allowed). */
export function isLuhnValid(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether MM/YY is this month or later (cards are valid through the end of their month). */
export function isExpiryInFuture(month: number, year2: number, now: Date = new Date()): boolean {
  const year = 2000 + year2;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= current;
}

export const sandboxCardSchema = z.object({
  number: z.string().refine(isLuhnValid, transactionMessages.cardNumberInvalid),
  expMonth: z.number().int().min(1, transactionMessages.expiryInvalid).max(12, transactionMessages.expiryInvalid),
  expYear: z.number().int().min(0, transactionMessages.expiryInvalid).max(99, transactionMessages.expiryInvalid),
  cvc: z.string().regex(/^\d{3,4}$/, transactionMessages.cvcInvalid),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const sandboxConfirmBodySchema = z.object({
  clientSecret: z.string().min(10).max(200),
  card: sandboxCardSchema,
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBodySchema>;
export const sandboxAuthenticateBodySchema = z.object({
  clientSecret: z.string().min(10).max(200),
  outcome: z.enum(['complete', 'fail']),
});
export type SandboxAuthenticateBody = z.infer<typeof sandboxAuthenticateBodySchema>;

/** What the browser sees of a PaymentIntent after confirming (like Stripe.js's confirmCardPayment result). */
export const sandboxPaymentIntentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  lastPaymentError: z.object({ code: z.string(), message: z.string() }).nullable(),
  nextAction: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('sandbox_authenticate') }),
      /** FPX: the browser goes to the (simulated) bank's page, which returns to the Payment Status page. */
      z.object({ type: z.literal('redirect_to_url'), url: z.string() }),
    ])
    .nullable(),
});
export type SandboxPaymentIntent = z.infer<typeof sandboxPaymentIntentSchema>;
