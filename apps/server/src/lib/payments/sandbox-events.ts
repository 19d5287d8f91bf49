/**
 * The sandbox's webhook events, in Stripe's format: an event row is queued in the same database transaction as
 * the intent's state change (so a crash loses neither), signed at each delivery attempt with
 * `Stripe-Signature: t=…,v1=…` (HMAC-SHA256, Stripe's own helpers) and verified the way Stripe's are.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.js';
import { sandboxWebhookEvents } from '../../db/schema/index.js';
import {
  WebhookSignatureError,
  type PaymentIntent,
  type PaymentMethodDetails,
  type PaymentMethodType,
  type PaymentWebhookEvent,
} from './provider.js';

export type SandboxEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

/** Queues an event about `intent` (call inside the transaction that changed it). */
export async function enqueueSandboxEvent(
  tx: DbOrTx,
  type: SandboxEventType,
  intent: PaymentIntent,
  now: Date,
): Promise<void> {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const payload = {
    id,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
        client_secret: intent.clientSecret,
        metadata: intent.metadata,
        last_payment_error: intent.lastPaymentError,
        payment_method_types: intent.paymentMethodTypes,
        // Stripe's events carry the PaymentMethod's id only; the sandbox sends what it used (ADR 0018).
        payment_method: intent.paymentMethod,
      },
    },
  };
  await tx.insert(sandboxWebhookEvents).values({ id, type, payload, nextAttemptAt: now });
}

/** Queues the event of a state change (Stripe sends one per change): succeeded, or failed with an error. */
export async function announceIntent(tx: DbOrTx, intent: PaymentIntent, now: Date): Promise<void> {
  if (intent.status === 'succeeded') await enqueueSandboxEvent(tx, 'payment_intent.succeeded', intent, now);
  else if (intent.lastPaymentError) await enqueueSandboxEvent(tx, 'payment_intent.payment_failed', intent, now);
}

/** The `Stripe-Signature` header for a payload, signed now. */
export function signSandboxEvent(payload: string, secret: string, now: Date): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
}

interface EventObject {
  id: string;
  object?: string;
  amount: number;
  currency: string;
  status: PaymentIntent['status'];
  client_secret?: string;
  metadata?: Record<string, string>;
  last_payment_error?: { code: string; message: string } | null;
  payment_method_types?: PaymentMethodType[];
  payment_method?: PaymentMethodDetails | null;
}

/** Verifies a delivery (signature, 5-minute tolerance) and reads its PaymentIntent. */
export async function verifySandboxEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Promise<PaymentWebhookEvent> {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }
  const object = event.data.object as unknown as EventObject;
  const paymentIntent: PaymentIntent | null =
    object.object === 'payment_intent'
      ? {
          id: object.id,
          clientSecret: object.client_secret ?? '',
          amount: object.amount,
          currency: object.currency,
          status: object.status,
          metadata: { ...object.metadata },
          lastPaymentError: object.last_payment_error ?? null,
          paymentMethodTypes: object.payment_method_types ?? ['card'],
          paymentMethod: object.payment_method ?? null,
        }
      : null;
  const setupIntentId = object.object === 'setup_intent' ? object.id : null;
  return { id: event.id, type: event.type, paymentIntent, setupIntentId };
}
