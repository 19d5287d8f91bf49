/** Stripe PaymentIntents through the official SDK (PAYMENTS=stripe). */
import Stripe from 'stripe';
import { PAYMENT_METHOD_TYPES, type PaymentIntentStatus, type PaymentMethodType } from '@sewamudah/shared';
import { StripeMandates } from './stripe-mandates.js';
import {
  WebhookSignatureError,
  type CreatePaymentIntentInput,
  type CreateRefundInput,
  type ProviderRefund,
  type PaymentIntent,
  type PaymentMethodDetails,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from './provider.js';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in for api.stripe.com (tests, stripe-mock). */
  api?: { host: string; port: number | undefined; protocol: 'http' | 'https' | undefined };
}

/** The method of an expanded PaymentMethod (retrieve/create expand it; an event carries only its id). */
function methodOf(pm: Stripe.PaymentIntent['payment_method']): PaymentMethodDetails | null {
  if (!pm || typeof pm === 'string') return null;
  if (pm.type === 'card') return { type: 'card', brand: pm.card?.brand ?? null, last4: pm.card?.last4 ?? null };
  if (pm.type === 'fpx') return { type: 'fpx', bank: pm.fpx?.bank ?? null };
  return null;
}

const knownTypes = (types: string[] | undefined): PaymentMethodType[] =>
  (types ?? []).filter((t): t is PaymentMethodType => (PAYMENT_METHOD_TYPES as readonly string[]).includes(t));

/** Retrieve and create return the PaymentMethod expanded, so the method used is known. */
const EXPAND = ['payment_method'];

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    currency: pi.currency,
    status: pi.status as PaymentIntentStatus,
    metadata: { ...pi.metadata },
    lastPaymentError: pi.last_payment_error
      ? { code: pi.last_payment_error.code ?? 'card_error', message: pi.last_payment_error.message ?? '' }
      : null,
    paymentMethodTypes: knownTypes(pi.payment_method_types),
    paymentMethod: methodOf(pi.payment_method),
  };
}

/** Stripe's refund statuses folded into ours: requires_action/pending → pending, canceled → failed. */
function toRefund(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { id: refund.id, status, failure: refund.failure_reason ?? null };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;
  /** SetupIntents and off-session PaymentIntents (autopay, issue 24 §4). */
  readonly mandates: StripeMandates;

  constructor(private readonly config: StripeProviderConfig) {
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'SewaMudah' },
      ...(config.api
        ? {
            host: config.api.host,
            ...(config.api.port ? { port: config.api.port } : {}),
            ...(config.api.protocol ? { protocol: config.api.protocol } : {}),
          }
        : {}),
    });
    this.mandates = new StripeMandates(this.stripe, this);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency,
        // FPX beside cards (RM1..RM30,000). This API version refuses the older `payment_method_types` parameter
        // (payment_method_types_no_longer_supported); the response's `payment_method_types` lists what applies.
        allowed_payment_method_types: input.paymentMethodTypes,
        metadata: input.metadata,
        expand: EXPAND,
        ...(input.description ? { description: input.description } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(pi);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id, { expand: EXPAND }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntent> {
    return toIntent(await this.stripe.paymentIntents.cancel(id, { expand: EXPAND }));
  }

  async verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentWebhookEvent> {
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    const object = event.data.object as { object?: string };
    const paymentIntent = object.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null;
    const refund = object.object === 'refund' ? toRefund(object as Stripe.Refund) : null;
    const setupIntentId = object.object === 'setup_intent' ? (object as Stripe.SetupIntent).id : null;
    return { id: event.id, type: event.type, paymentIntent, refund, setupIntentId };
  }

  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return toRefund(refund);
  }

  async retrieveRefund(id: string): Promise<ProviderRefund | null> {
    try {
      return toRefund(await this.stripe.refunds.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }
}
