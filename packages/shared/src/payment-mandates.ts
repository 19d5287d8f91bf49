/**
 * Autopay mandates (issue 24 §4, docs/decisions/0033): a tenant's consent that the platform charges a saved card for
 * the charges of one contract, never above a monthly cap, on the due date or up to 3 days before it. Amounts leave
 * the server as RM and enter as RM (stored as sen).
 */
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.js';
import { sandboxCardSchema } from './transactions.js';

export const MANDATE_STATUSES = ['pending', 'active', 'paused', 'revoked', 'ended'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
/** A mandate that still holds the contract (one per contract). */
export const LIVE_MANDATE_STATUSES: readonly MandateStatus[] = ['pending', 'active', 'paused'];

/** Up to 3 days before the due date (0: on the due date). */
export const AUTOPAY_MAX_DAYS_BEFORE = 3;
/** The tenant is told this many days before a charge is taken (pre-debit notice). */
export const AUTOPAY_NOTICE_DAYS = 3;
/** One first try and at most two retries per charge. */
export const AUTOPAY_MAX_TRIES = 3;
/** A retry waits this long after a declined try. */
export const AUTOPAY_RETRY_AFTER_DAYS = 1;

/**
 * What happened to a charge under a mandate, one row per try (`tryNumber` 1..3) or per decision not to charge
 * (`tryNumber` 0: skipped by the tenant, above the cap).
 */
export const AUTOPAY_ATTEMPT_STATUSES = [
  'pending',
  'succeeded',
  'declined',
  'authentication_required',
  'not_needed',
  'skipped',
  'over_cap',
] as const;
export type AutopayAttemptStatus = (typeof AUTOPAY_ATTEMPT_STATUSES)[number];

/**
 * Stripe's documented test cards for saved cards, as the sandbox's mandate simulator reads them: 4242… is charged,
 * 4000 0000 0000 0341 is saved but every charge is declined, 4000 0027 6000 3184 asks the bank for authentication
 * at every charge. The declined test cards of one-off payments cannot be saved at all.
 */
export const SANDBOX_MANDATE_CARDS = {
  success: '4242424242424242',
  chargeDeclined: '4000000000000341',
  authenticationRequired: '4000002760003184',
} as const;

export const mandateMessages = {
  notFound: 'Autopay mandate not found',
  contractNotFound: 'Contract not found',
  contractNotActive: 'Autopay can only be turned on for an active tenancy.',
  alreadyExists: 'Autopay is already set up for this tenancy. Revoke it first to set it up again.',
  capBelowRent: 'The monthly cap must be at least the rent ({amount}).',
  notPending: 'This autopay mandate is already set up.',
  setupNotDone: 'Your card is not saved yet. Please enter your card details to finish.',
  setupFailed: 'Your card could not be saved: {reason}',
  notActive: 'Only active autopay can be paused, skipped or used to pay now.',
  notPaused: 'Only paused autopay can be resumed.',
  alreadyEnded: 'This autopay mandate has already ended.',
  nothingToPay: 'There is no unpaid charge of this tenancy for autopay to pay.',
  chargeBusy: 'Autopay is already handling this charge.',
  overCap: 'This charge ({amount}) is above your autopay cap ({cap}). Please pay it yourself.',
  alreadySkipped: 'This month’s autopay is already skipped.',
  noTriesLeft: 'Autopay already tried this charge as often as it may. Please pay it with FPX online banking.',
  notSandbox: 'The sandbox card form is only available with the sandbox payment provider.',
} as const;

/** A mandate message with its values filled in (the catalogue's ICU twin reads them back, ADR 23). */
export const fillMandateMessage = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

export const createMandateBodySchema = z.object({
  contractId: idSchema,
  /** RM; default: the contract's rent. */
  capAmount: z.number().positive().max(100_000).multipleOf(0.01).optional(),
  daysBefore: z.number().int().min(0).max(AUTOPAY_MAX_DAYS_BEFORE).default(0),
});
export type CreateMandateBody = z.input<typeof createMandateBodySchema>;

export const mandateChargeBodySchema = z.object({
  /** The charge to skip or pay; default: the contract's next unpaid charge. */
  transactionId: idSchema.optional(),
});
export type MandateChargeBody = z.infer<typeof mandateChargeBodySchema>;

export const mandatesQuerySchema = paginationQuerySchema.extend({ contractId: idSchema.optional() });

export const autopayAttemptSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  dueDate: z.string(),
  tryNumber: z.number().int(),
  status: z.enum(AUTOPAY_ATTEMPT_STATUSES),
  amount: z.number(),
  paymentIntentId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutopayAttempt = z.infer<typeof autopayAttemptSchema>;

export const paymentMandateSchema = z.object({
  _id: z.string(),
  id: z.string(),
  contractId: z.string(),
  userId: z.string(),
  tenantName: z.string(),
  propertyName: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  status: z.enum(MANDATE_STATUSES),
  capAmount: z.number(),
  rentAmount: z.number(),
  daysBefore: z.number().int(),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  /** The next unpaid charge autopay would pay, with the day it would pay it. */
  next: z
    .object({
      transactionId: z.string(),
      amount: z.number(),
      dueDate: z.string(),
      payDate: z.string(),
      skipped: z.boolean(),
      overCap: z.boolean(),
    })
    .nullable(),
  attempts: z.array(autopayAttemptSchema),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type PaymentMandate = z.infer<typeof paymentMandateSchema>;

export const mandateSetupSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  setupIntentId: z.string(),
  clientSecret: z.string(),
});
export const createMandateResponseSchema = z.object({ mandate: paymentMandateSchema, setup: mandateSetupSchema });
export type CreateMandateResponse = z.infer<typeof createMandateResponseSchema>;

export const mandateResponseSchema = z.object({ mandate: paymentMandateSchema, message: z.string().optional() });
export type MandateResponse = z.infer<typeof mandateResponseSchema>;
export const mandatesResponseSchema = z.object({ mandates: z.array(paymentMandateSchema) });

/** The sandbox's stand-in for Stripe.js confirmCardSetup. */
export const sandboxSetupConfirmBodySchema = z.object({
  clientSecret: z.string().min(10).max(200),
  card: sandboxCardSchema,
});
export const sandboxSetupIntentSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'succeeded']),
  lastSetupError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
