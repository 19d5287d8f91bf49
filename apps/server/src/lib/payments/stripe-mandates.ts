/**
 * Mandates at Stripe (PAYMENTS=stripe; issue 24 §4): a Customer and a SetupIntent with `usage: off_session`, which
 * the browser confirms with Stripe Elements (confirmSetup, returning to the confirmation page); later charges are
 * PaymentIntents of the saved PaymentMethod, created first and then confirmed with `off_session: true`. A decline
 * or an authentication need comes back as a card error: the intent is retrieved and answered as it is.
 */
import Stripe from 'stripe';
import type { CreateMandateSetupInput, MandateProvider, MandateSetup, OffSessionIntentInput } from './mandates.js';
import type { PaymentIntent } from './provider.js';
import type { StripePaymentProvider } from './stripe-provider.js';

function toSetup(si: Stripe.SetupIntent): MandateSetup {
  const pm = si.payment_method;
  const card = pm && typeof pm !== 'string' ? pm.card : null;
  return {
    id: si.id,
    clientSecret: si.client_secret ?? '',
    status: si.status === 'succeeded' ? 'succeeded' : si.status === 'canceled' ? 'failed' : 'waiting',
    customerId: typeof si.customer === 'string' ? si.customer : (si.customer?.id ?? ''),
    paymentMethod:
      si.status === 'succeeded' && pm
        ? { id: typeof pm === 'string' ? pm : pm.id, brand: card?.brand ?? null, last4: card?.last4 ?? null }
        : null,
    lastError: si.last_setup_error?.message ?? null,
    metadata: { ...si.metadata },
  };
}

export class StripeMandates implements MandateProvider {
  constructor(
    private readonly stripe: Stripe,
    private readonly payments: StripePaymentProvider,
  ) {}

  async createSetup(input: CreateMandateSetupInput): Promise<MandateSetup> {
    const customer = await this.stripe.customers.create(
      { email: input.email, name: input.name, metadata: input.metadata },
      { idempotencyKey: `${input.idempotencyKey}:customer` },
    );
    const si = await this.stripe.setupIntents.create(
      {
        customer: customer.id,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: input.metadata,
        expand: ['payment_method'],
      },
      { idempotencyKey: `${input.idempotencyKey}:setup` },
    );
    return toSetup(si);
  }

  async retrieveSetup(id: string): Promise<MandateSetup | null> {
    try {
      return toSetup(await this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async createOffSessionIntent(input: OffSessionIntentInput): Promise<PaymentIntent> {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        allowed_payment_method_types: ['card'],
        metadata: input.metadata,
        description: input.description,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return (await this.payments.retrievePaymentIntent(pi.id)) ?? Promise.reject(new Error('intent vanished'));
  }

  async confirmOffSession(intentId: string, paymentMethodId: string): Promise<PaymentIntent> {
    try {
      await this.stripe.paymentIntents.confirm(
        intentId,
        { payment_method: paymentMethodId, off_session: true },
        { idempotencyKey: `sewamudah:autopay-confirm:${intentId}` },
      );
    } catch (error) {
      // A decline or an authentication need (402 card_error) leaves the intent with its last_payment_error.
      if (!(error instanceof Stripe.errors.StripeCardError)) {
        const current = await this.payments.retrievePaymentIntent(intentId);
        // Confirmed already (a resumed run): answer the intent as it is.
        if (!current || current.status === 'requires_confirmation') throw error;
        return current;
      }
    }
    const current = await this.payments.retrievePaymentIntent(intentId);
    if (!current) throw new Error(`payment intent ${intentId} vanished`);
    return current;
  }
}
