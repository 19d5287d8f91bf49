/**
 * FPX beside cards with Stripe (ADR 0018), against the local stand-in of its API: the methods each intent allows
 * (FPX within RM1..RM30,000), the webhook that records an FPX payment (its event names the PaymentMethod by id
 * only, so the provider is asked which bank), processing at the bank, and the return with the client secret.
 */
import { paymentMethodMessages as pm } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { authHeader } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { reconcilePaymentsJob } from './reconciliation.js';
import { FakeStripe } from './test-support/fake-stripe.js';
import { stripeTestEnv } from './test-support/stripe-test-env.js';
import { buildSignedAwaitingContract, createIntent } from './test-support/payment-helpers.js';
import { buildRentCharge, jobContextOf } from './test-support/recovery-helpers.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_fpx';
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
const db = () => ctx.database.db;
const rowOf = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;
const createsFor = (transactionId: string) =>
  fake.requests.filter(
    (r) =>
      r.method === 'POST' && r.path === '/v1/payment_intents' && r.form['metadata[transactionId]'] === transactionId,
  );

function webhook(object: unknown) {
  const payload = JSON.stringify({
    id: 'evt_fpx_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

describe('Stripe: FPX beside cards', () => {
  it('allows card and FPX for a deposit; the webhook records the FPX bank the provider reports', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const res = await createIntent(ctx.app, headers, { contractId: contract.id, paymentMethodType: 'fpx' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentMethodTypes).toEqual(['card', 'fpx']);
    const [create] = createsFor(deposit.id);
    expect(create!.form).toMatchObject({
      currency: 'myr',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'fpx',
      'expand[0]': 'payment_method',
    });
    const { paymentIntentId, clientSecret } = res.json<{ paymentIntentId: string; clientSecret: string }>();
    // The payer chose Maybank2u in the Payment Element and approved at the bank; Stripe sends the event.
    const event = fake.succeed(paymentIntentId, { fpx: 'maybank2u' });
    expect(typeof event.payment_method).toBe('string');
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await rowOf(deposit.id)).toMatchObject({ status: 'Paid', paymentMethod: 'fpx', fpxBank: 'maybank2u' });
    const retrieve = fake.requests.find(
      (r) => r.method === 'GET' && r.path === `/v1/payment_intents/${paymentIntentId}`,
    );
    expect(retrieve?.form['expand[0]']).toBe('payment_method');

    // Back on the Payment Status page with Stripe's `payment_intent_client_secret`.
    const url = `/api/transactions/payment-intent-status/${paymentIntentId}`;
    const back = await ctx.app.inject({ url: `${url}?client_secret=${encodeURIComponent(clientSecret)}`, headers });
    expect(back.json()).toMatchObject({ status: 'succeeded', paymentMethod: { type: 'fpx', bank: 'maybank2u' } });
    expect((await ctx.app.inject({ url: `${url}?client_secret=pi_wrong_secret_1`, headers })).statusCode).toBe(404);
    expect(ctx.mailer.lastTo(customer.email)?.text).toContain('Paid with: FPX (Maybank2u)');
  });

  it('a card payment records its brand and last 4', async () => {
    const { customer, charge } = await buildRentCharge(db());
    const headers = await authHeader(ctx.app, customer);
    const { paymentIntentId } = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json();
    fake.succeed(paymentIntentId, { card: 'mastercard', last4: '4444' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-payment',
      headers,
      payload: { paymentIntentId, transactionId: charge.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().transaction.paymentMethod).toEqual({ type: 'card', brand: 'mastercard', last4: '4444' });
    expect(await rowOf(charge.id)).toMatchObject({ paymentMethod: 'card', cardBrand: 'mastercard', cardLast4: '4444' });
  });

  it('above RM30,000 only card is allowed at Stripe, and an FPX request is refused before calling it', async () => {
    const { customer, charge } = await buildRentCharge(db());
    await db().update(transactions).set({ amountSen: 3_500_000 }).where(eq(transactions.id, charge.id));
    const headers = await authHeader(ctx.app, customer);
    const refused = await createIntent(ctx.app, headers, { transactionId: charge.id, paymentMethodType: 'fpx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(pm.fpxAboveLimit);
    expect(createsFor(charge.id)).toHaveLength(0);
    const card = await createIntent(ctx.app, headers, { transactionId: charge.id });
    expect(card.json().paymentMethodTypes).toEqual(['card']);
    const [create] = createsFor(charge.id);
    expect(create!.form['allowed_payment_method_types[0]']).toBe('card');
    expect(create!.form['allowed_payment_method_types[1]']).toBeUndefined();
  });

  it('FPX processing at the bank: reconciliation waits, then records it when Stripe says succeeded', async () => {
    const { customer, charge } = await buildRentCharge(db());
    const headers = await authHeader(ctx.app, customer);
    const { paymentIntentId } = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json();
    fake.process(paymentIntentId, 'hong_leong_bank');
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    expect((await rowOf(charge.id)).status).toBe('Pending');
    fake.succeed(paymentIntentId, { fpx: 'hong_leong_bank' });
    const status = await ctx.app.inject({ url: `/api/transactions/payment-intent-status/${paymentIntentId}`, headers });
    expect(status.json().status).toBe('succeeded');
    expect(await rowOf(charge.id)).toMatchObject({ status: 'Paid', paymentMethod: 'fpx', fpxBank: 'hong_leong_bank' });
  });
});
