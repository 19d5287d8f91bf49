/**
 * Issue 22 with Stripe (against the local stand-in of its API): deleting while money is on its way (§1; the
 * sandbox's cases are security/money-in-flight.int.test.ts), and a validly signed webhook that claims a success the
 * provider does not confirm (§3: the provider outranks the event).
 */
import { transactionMessages as m } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, refunds, transactions } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { reconcilePaymentsJob } from './reconciliation.js';
import { FakeStripe } from './test-support/fake-stripe.js';
import { buildSignedAwaitingContract, createIntent } from './test-support/payment-helpers.js';
import { buildRentCharge, jobContextOf, mailsTo, paymentsOf } from './test-support/recovery-helpers.js';
import { stripeTestEnv } from './test-support/stripe-test-env.js';

const WEBHOOK_SECRET = 'whsec_test_secret_in_flight';
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
const chargeRow = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0];
const refundsOfIntent = (id: string) => db().select().from(refunds).where(eq(refunds.paymentIntentId, id));

function webhook(object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', data: { object } });
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

async function del(url: string) {
  return ctx.app.inject({ method: 'DELETE', url, headers: await authHeader(ctx.app, await buildAdmin(db())) });
}

async function rentIntent() {
  const built = await buildRentCharge(db());
  const headers = await authHeader(ctx.app, built.customer);
  const { paymentIntentId } = (await createIntent(ctx.app, headers, { transactionId: built.charge.id })).json();
  return { ...built, headers, paymentIntentId: paymentIntentId as string };
}

describe('Stripe: deleting while money is on its way (issue 22 §1)', () => {
  it('FPX processing at the bank: DELETE of the charge and of the contract is 409; nothing is cancelled', async () => {
    const { charge, paymentIntentId } = await rentIntent();
    fake.process(paymentIntentId, 'maybank2u');
    const refused = await del(`/api/transactions/${charge.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.paymentInFlightCannotDelete);
    expect(fake.intents.get(paymentIntentId)!.status).toBe('processing');
    // A contract awaiting its deposit, which is processing at the bank.
    const awaiting = await buildSignedAwaitingContract(db());
    const tenant = await authHeader(ctx.app, awaiting.customer);
    const deposit = (await createIntent(ctx.app, tenant, { contractId: awaiting.contract.id })).json();
    fake.process(deposit.paymentIntentId, 'maybank2u');
    const contractRefused = await del(`/api/contracts/${awaiting.contract.id}`);
    expect(contractRefused.statusCode).toBe(409);
    expect(contractRefused.json().message).toBe(m.contractPaymentInFlightCannotDelete);
    expect(fake.intents.get(deposit.paymentIntentId)!.status).toBe('processing');
    // The bank approves: the webhook records it.
    expect((await webhook(fake.succeed(paymentIntentId, { fpx: 'maybank2u' }))).statusCode).toBe(200);
    expect((await chargeRow(charge.id))!.status).toBe('Paid');
  });

  it('card paid, webhook delayed: DELETE asks Stripe, records the deposit once and refuses the delete', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const { paymentIntentId } = (await createIntent(ctx.app, headers, { contractId: contract.id })).json();
    const event = fake.succeed(paymentIntentId);
    const refused = await del(`/api/contracts/${contract.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await chargeRow(deposit.id))!.status).toBe('Paid');
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await paymentsOf(db(), deposit.id)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(0);
  });

  it('a charge deleted anyway: the late success is refunded exactly once, the payer told, the admin shows it', async () => {
    const { charge, customer, paymentIntentId } = await rentIntent();
    fake.process(paymentIntentId, 'cimb_clicks');
    await db().delete(transactions).where(eq(transactions.id, charge.id));
    const [kept] = await db().select().from(paymentIntents).where(eq(paymentIntents.providerId, paymentIntentId));
    expect(kept).toMatchObject({ transactionId: null, chargeId: charge.id, contractId: charge.contractId });

    const event = fake.succeed(paymentIntentId, { fpx: 'cimb_clicks' });
    const [first, second] = await Promise.all([webhook(event), webhook(event)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    await ctx.outbox.drain();

    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(1);
    const rows = await refundsOfIntent(paymentIntentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transactionId: null, kind: 'automatic', amountSen: 120000, status: 'succeeded' });
    expect(await mailsTo(db(), customer.email, 'payment-refund')).toHaveLength(1);
    const attention = await ctx.app.inject({
      url: '/api/admin/needs-attention?page=1&limit=100',
      headers: await authHeader(ctx.app, await buildAdmin(db())),
    });
    expect(attention.json().items).toContainEqual(
      expect.objectContaining({ kind: 'deleted-charge-payment', id: rows[0]!.id, amount: 1200 }),
    );
  });
});

describe('Stripe: a signed webhook does not outrank the provider (issue 22 §3)', () => {
  it.each(['processing', 'requires_payment_method'])(
    'a signed success event while Stripe says %s records nothing',
    async (status) => {
      const { charge, paymentIntentId } = await rentIntent();
      if (status === 'processing') fake.process(paymentIntentId, 'maybank2u');
      // What a holder of the signing secret (or a replayed, rewritten event) claims:
      const claimed = { ...fake.intents.get(paymentIntentId)!, status: 'succeeded' };
      const res = await webhook(claimed);
      expect(res.statusCode).toBe(200);
      expect(fake.intents.get(paymentIntentId)!.status).toBe(status);
      expect((await chargeRow(charge.id))!.status).toBe('Pending');
      expect(await paymentsOf(db(), charge.id)).toHaveLength(0);
      expect(await refundsOfIntent(paymentIntentId)).toHaveLength(0);
      // Stripe's own word later counts.
      await webhook(fake.succeed(paymentIntentId));
      expect((await chargeRow(charge.id))!.status).toBe('Paid');
    },
  );
});
