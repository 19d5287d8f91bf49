/**
 * Autopay with Stripe (issue 24 §4), against the local stand-in of its API: a Customer and an off-session SetupIntent,
 * the card saved by the browser (confirmCardSetup), the confirmation step asking Stripe, then the run's charges as
 * PaymentIntents of the saved card confirmed with `off_session: true`: paid once with its receipt, or declined (402)
 * and the tenant told with the pay link.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopayAttempts, notifications, payments, transactions } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import { authHeader } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { FakeStripe } from '../transactions/test-support/fake-stripe.js';
import { jobContextOf } from '../transactions/test-support/recovery-helpers.js';
import { stripeTestEnv } from '../transactions/test-support/stripe-test-env.js';
import { autopayJob } from './autopay-run.js';
import { tenancyWithCharges } from './test-support/mandate-helpers.js';

let ctx: TestContext;
let jobs: JobContext;
const fake = new FakeStripe();
const clock = new TestClock(new Date('2031-03-01T02:00:00Z'));

beforeAll(async () => {
  await fake.start();
  ctx = await createTestApp({ clock, env: stripeTestEnv(fake, 'whsec_autopay_stripe_test') });
  jobs = jobContextOf(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

async function setUp(declines: boolean) {
  clock.set('2031-03-01T02:00:00Z');
  const { user, contract, charges } = await tenancyWithCharges(ctx.database.db, ['2031-03-15']);
  const headers = await authHeader(ctx.app, user);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment-mandates',
    headers,
    payload: { contractId: contract.id },
  });
  expect(created.statusCode).toBe(201);
  const { mandate, setup } = created.json();
  expect(setup).toMatchObject({ provider: 'stripe', setupIntentId: expect.stringMatching(/^seti_/) });
  const customer = fake.requests.filter((r) => r.path === '/v1/customers').at(-1);
  expect(customer?.form.email).toBe(user.email);
  const setupRequest = fake.requests.filter((r) => r.path === '/v1/setup_intents').at(-1)!;
  expect(setupRequest.form).toMatchObject({ usage: 'off_session', 'metadata[contractId]': contract.id });
  // Before the card is saved at Stripe, the confirmation step refuses.
  const early = await ctx.app.inject({ method: 'POST', url: `/api/payment-mandates/${mandate.id}/confirm`, headers });
  expect(early.statusCode).toBe(409);
  fake.saveCard(setup.setupIntentId, { last4: declines ? '0341' : '4242', declines });
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/payment-mandates/${mandate.id}/confirm`,
    headers,
  });
  expect(confirmed.json().mandate).toMatchObject({
    status: 'active',
    provider: 'stripe',
    card: { last4: declines ? '0341' : '4242' },
  });
  return { user, charge: charges[0]! };
}

async function runOn(day: string) {
  clock.set(`${day}T02:00:00Z`);
  await runJobOnce(autopayJob, jobs);
  await ctx.outbox.drain();
}

describe('autopay with Stripe', () => {
  it('charges the saved card off-session on the due date, once, with the usual receipt', async () => {
    const { user, charge } = await setUp(false);
    await runOn('2031-03-15');
    await runOn('2031-03-15');
    const [paid] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, charge.id));
    expect(paid).toMatchObject({ status: 'Paid', paymentMethod: 'card', cardLast4: '4242' });
    expect(await ctx.database.db.select().from(payments).where(eq(payments.transactionId, charge.id))).toMatchObject([
      { provider: 'stripe', source: 'autopay', amountSen: 150_000 },
    ]);
    const confirms = fake.requests.filter((r) => r.path.endsWith('/confirm'));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.form.off_session).toBe('true');
    expect(ctx.mailer.sent.some((m) => m.to === user.email && m.attachments?.length)).toBe(true);
  });

  it('a decline (402) is recorded, the intent cancelled, and the tenant told with the pay link', async () => {
    const { user, charge } = await setUp(true);
    await runOn('2031-03-15');
    const [attempt] = await ctx.database.db
      .select()
      .from(autopayAttempts)
      .where(eq(autopayAttempts.transactionId, charge.id));
    expect(attempt).toMatchObject({ tryNumber: 1, status: 'declined', error: 'card_declined' });
    expect(fake.intents.get(attempt!.paymentIntentId!)?.status).toBe('canceled');
    const [told] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'autopayFailed')));
    expect(told?.link).toBe(`/payment/${charge.id}`);
    const [still] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, charge.id));
    expect(still!.status).toBe('Pending');
  });
});
