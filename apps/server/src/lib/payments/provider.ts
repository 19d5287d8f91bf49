/**
 * The payment provider behind a small interface (ARCHITECTURE §3): the embedded sandbox or Stripe.
 * Amounts are integer sen, currency `myr`, statuses are Stripe's PaymentIntent statuses. Payment methods
 * (ADR 0018): an intent accepts `paymentMethodTypes` (card, FPX; more Malaysian methods are new entries of
 * PAYMENT_METHOD_TYPES) and reports the one used in `paymentMethod` (card brand + last 4, or the FPX bank).
 */
import type { PaymentIntentStatus, PaymentMethodDetails, PaymentMethodType } from '@sewamudah/shared';
import type { MandateProvider } from './mandates.js';

export type { PaymentMethodDetails, PaymentMethodType };

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** Sen. */
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  lastPaymentError: { code: string; message: string } | null;
  /** The methods the payer may use for it. */
  paymentMethodTypes: PaymentMethodType[];
  /**
   * The method the payer used (or is using); null when not known. An event's intent may omit it (Stripe's events
   * carry only the PaymentMethod id): `recordSucceededPayment` then asks the provider.
   */
  paymentMethod: PaymentMethodDetails | null;
}

export interface CreatePaymentIntentInput {
  amount: number;
  currency: string;
  /** The methods to accept (paymentMethodTypesFor(amount)). */
  paymentMethodTypes: PaymentMethodType[];
  metadata: Record<string, string>;
  description?: string;
  /** The same key returns the same PaymentIntent (retries, double clicks, concurrent requests). */
  idempotencyKey: string;
}

/** A verified webhook event; only PaymentIntent events carry `paymentIntent`, only refund events `refund`. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  paymentIntent: PaymentIntent | null;
  /** `refund.updated` / `charge.refund.updated`: the refund's state now (a pending one's final answer). */
  refund?: ProviderRefund | null;
  /** `setup_intent.succeeded`: the SetupIntent's id (a mandate's saved card; the provider is asked before use). */
  setupIntentId?: string | null;
}

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** Saved cards charged off-session (autopay mandates, issue 24 §4; mandates.ts). */
  readonly mandates: MandateProvider;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  /** Null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  cancelPaymentIntent(id: string): Promise<PaymentIntent>;
  /** Throws `WebhookSignatureError` when the signature does not verify. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentWebhookEvent>;
  /** Refunds (part of) a succeeded PaymentIntent; the same key never refunds twice. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** A refund's state now (a pending one is settled later); null when the provider does not know the id. */
  retrieveRefund(id: string): Promise<ProviderRefund | null>;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  /** Sen. */
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  /** Stripe's refund statuses folded into ours: requires_action/pending → pending, canceled → failed. */
  status: 'pending' | 'succeeded' | 'failed';
  failure: string | null;
}

export class WebhookSignatureError extends Error {}

/** Statuses in which a PaymentIntent can still be confirmed by the payer. */
export const REUSABLE_INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
