/**
 * Mandates behind a small interface (issue 24 §4, docs/decisions/0033): the payer saves a payment method once (a
 * SetupIntent, confirmed in the browser), and the server later charges it without the payer (off-session). Stripe
 * and the sandbox implement it with cards; a DuitNow AutoDebit or Curlec (Razorpay) mandate is another
 * implementation of the same three steps (ADR 0033 says how). Amounts are sen; every call takes an idempotency key.
 */
import type { PaymentIntent } from './provider.js';

export interface MandateSetup {
  id: string;
  clientSecret: string;
  /** Stripe's SetupIntent statuses folded: succeeded, or still waiting for the payer (anything else). */
  status: 'succeeded' | 'waiting' | 'failed';
  customerId: string;
  /** Set once succeeded: the saved method, reusable off-session. */
  paymentMethod: { id: string; brand: string | null; last4: string | null } | null;
  /** The last failure the payer saw, if any. */
  lastError: string | null;
  metadata: Record<string, string>;
}

export interface CreateMandateSetupInput {
  /** Shown at the provider (the tenant's e-mail and name) and kept in the customer's metadata. */
  email: string;
  name: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface OffSessionIntentInput {
  amount: number;
  currency: string;
  customerId: string;
  paymentMethodId: string;
  metadata: Record<string, string>;
  description: string;
  idempotencyKey: string;
}

export interface MandateProvider {
  /** A customer and a SetupIntent for one future-usage card; the browser confirms it with the client secret. */
  createSetup(input: CreateMandateSetupInput): Promise<MandateSetup>;
  /** Null when the provider does not know the id. */
  retrieveSetup(id: string): Promise<MandateSetup | null>;
  /**
   * A PaymentIntent for the saved method, created but not confirmed (so it can be registered before any money
   * moves). The same key returns the same intent.
   */
  createOffSessionIntent(input: OffSessionIntentInput): Promise<PaymentIntent>;
  /**
   * Confirms it off-session. A decline or an authentication need is an answer, not an error: the intent comes back
   * with its status and `lastPaymentError`. Confirming again answers the intent as it is (never a second charge).
   */
  confirmOffSession(intentId: string, paymentMethodId: string): Promise<PaymentIntent>;
}
