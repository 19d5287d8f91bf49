/** The Stripe provider against a local stand-in for the Stripe API, and the signed webhook. */
import { transactionMessages as m } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, payments, transactions } from '../../db/schema/index.js';
import { authHeader } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { FakeStripe } from './test-support/fake-stripe.js';
import { stripeTestEnv } from './test-support/stripe-test-env.js';
import { buildSignedAwaitingContract, createIntent } from './test-support/payment-helpers.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_sewamudah';
const stripe = new Stripe('sk_test_unused');
let fake: FakeStripe;
let ctx: TestContext;

beforeAll(async () => {
  fake = new FakeStripe();
  await fake.start();
  ctx = await createTestApp({ env: stripeTestEnv(fake, WEBHOOK_SECRET) });
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

function webhook(payload: string, signature?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

const signedEvent = (object: unknown) => {
  const payload = JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
};

describe('Stripe provider', () => {
  it('creates a MYR PaymentIntent in sen with metadata and an idempotency key', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(ctx.database.db);
    const res = await createIntent(ctx.app, await authHeader(ctx.app, customer), {
      contractId: contract.id,
      amount: 4500,
    });
    expect(res.statusCode).toBe(200);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(create).toBeDefined();
    expect(create!.headers.authorization).toBe('Bearer sk_test_sewamudah');
    expect(create!.headers['idempotency-key']).toBe(`sewamudah:${deposit.id}:450000:first`);
    expect(create!.form).toMatchObject({
      amount: '450000',
      currency: 'myr',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'fpx',
      'metadata[transactionId]': deposit.id,
      'metadata[contractId]': contract.id,
      'metadata[userId]': customer.id,
      'metadata[type]': 'Deposit',
    });
    expect(res.json()).toMatchObject({
      clientSecret: expect.stringMatching(/_secret_/),
      amount: 4500,
      currency: 'myr',
    });
  });

  it('the webhook and the browser reporting the same payment record it once', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(ctx.database.db);
    const headers = await authHeader(ctx.app, customer);
    const { paymentIntentId } = (await createIntent(ctx.app, headers, { contractId: contract.id })).json();
    const succeeded = fake.succeed(paymentIntentId);

    const { payload, signature } = signedEvent(succeeded);
    const [hook, browser, hookAgain] = await Promise.all([
      webhook(payload, signature),
      ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/process-deposit',
        headers,
        payload: { paymentIntentId, contractId: contract.id },
      }),
      webhook(payload, signature),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ received: true });
    expect(hookAgain.statusCode).toBe(200);
    expect(browser.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.transactionId, deposit.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', paymentIntentId, amountSen: 450000, currency: 'myr' });
    const [c] = await ctx.database.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(c!.status).toBe('Active');
    expect(ctx.mailer.sent.filter((mail) => mail.to === customer.email)).toHaveLength(1);
  });

  it('refuses a webhook with a bad or missing signature', async () => {
    const { payload } = signedEvent({ id: 'pi_x', object: 'payment_intent' });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const bad = await webhook(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.webhookSignature);
    expect((await webhook(payload)).statusCode).toBe(400);
  });

  // The provider's answer is what counts, not the event's copy (issue 22): these intents differ at the provider.
  it('a payment whose amount differs from the issued intent records nothing', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(ctx.database.db);
    const { paymentIntentId } = (
      await createIntent(ctx.app, await authHeader(ctx.app, customer), { contractId: contract.id })
    ).json();
    fake.intents.get(paymentIntentId)!.amount = 100;
    const succeeded = fake.succeed(paymentIntentId);
    const { payload, signature } = signedEvent(succeeded);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const [t] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, deposit.id));
    expect(t!.status).toBe('Pending');
  });

  it('a validly signed event for an intent the server never created for that transaction records nothing', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(ctx.database.db);
    const headers = await authHeader(ctx.app, customer);
    const { paymentIntentId } = (await createIntent(ctx.app, headers, { contractId: contract.id })).json();
    const genuine = fake.succeed(paymentIntentId);
    // Same metadata, amount and currency as the real one, but an id the server never issued.
    const foreign = { ...genuine, id: 'pi_foreign_never_issued_1', client_secret: 'pi_foreign_secret_x' };
    const forged = signedEvent(foreign);
    expect((await webhook(forged.payload, forged.signature)).statusCode).toBe(200);
    // An intent the server did issue, but for another transaction, claiming this deposit.
    const other = await buildSignedAwaitingContract(ctx.database.db);
    const otherHeaders = await authHeader(ctx.app, other.customer);
    const otherIntent = (await createIntent(ctx.app, otherHeaders, { contractId: other.contract.id })).json();
    const borrowed = { ...genuine, id: fake.succeed(otherIntent.paymentIntentId).id };
    const reused = signedEvent(borrowed);
    expect((await webhook(reused.payload, reused.signature)).statusCode).toBe(200);

    const [t] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, deposit.id));
    expect(t!.status).toBe('Pending');
    expect(await ctx.database.db.select().from(payments).where(eq(payments.transactionId, deposit.id))).toHaveLength(0);
    // process-deposit with the foreign id is refused too, before the provider is even asked.
    const browser = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-deposit',
      headers,
      payload: { paymentIntentId: foreign.id, contractId: contract.id },
    });
    expect(browser.statusCode).toBe(400);
    expect(browser.json().message).toBe(m.paymentMismatch);
  });

  it('a payment whose currency differs from the issued intent records nothing', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(ctx.database.db);
    const { paymentIntentId } = (
      await createIntent(ctx.app, await authHeader(ctx.app, customer), { contractId: contract.id })
    ).json();
    fake.intents.get(paymentIntentId)!.currency = 'usd';
    const { payload, signature } = signedEvent(fake.succeed(paymentIntentId));
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const [t] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, deposit.id));
    expect(t!.status).toBe('Pending');
  });

  it('an unknown PaymentIntent is 404 on the status endpoint', async () => {
    const { customer } = await buildSignedAwaitingContract(ctx.database.db);
    const res = await ctx.app.inject({
      url: '/api/transactions/payment-intent-status/pi_doesnotexist',
      headers: await authHeader(ctx.app, customer),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.paymentNotFound);
  });

  it('serves the publishable key through GET /api/config', async () => {
    const res = await ctx.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({
      payments: 'stripe',
      stripePublishableKey: 'pk_test_sewamudah',
      stampDutyPayer: 'tenant',
    });
  });
});
