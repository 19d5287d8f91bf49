/**
 * The card payment provider behind a small interface (ARCHITECTURE §3): the embedded sandbox or Stripe.
 * Amounts are integer sen, currency `myr`, statuses are Stripe's PaymentIntent statuses.
 */
import type { PaymentIntentStatus } from '@sewamudah/shared';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** Sen. */
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  lastPaymentError: { code: string; message: string } | null;
}

export interface CreatePaymentIntentInput {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description?: string;
  /** The same key returns the same PaymentIntent (retries, double clicks, concurrent requests). */
  idempotencyKey: string;
}

/** A verified webhook event; only PaymentIntent events carry `paymentIntent`. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  paymentIntent: PaymentIntent | null;
}

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  /** Null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  cancelPaymentIntent(id: string): Promise<PaymentIntent>;
  /** Throws `WebhookSignatureError` when the signature does not verify. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentWebhookEvent>;
  /** Refunds (part of) a succeeded PaymentIntent; the same key never refunds twice. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
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
