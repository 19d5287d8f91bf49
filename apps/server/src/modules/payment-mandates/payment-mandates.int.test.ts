/**
 * Autopay mandates (issue 24 §4) through the API, driven by the injected clock: set up with the sandbox's mandate
 * simulator, ownership, the pre-debit notice 3 days before, the cap, skip, pay now, a decline then the FPX pay link
 * (at most two retries, each try recorded), the end of the tenancy, and a hand payment racing autopay (never paid
 * twice).
 */
import { SANDBOX_MANDATE_CARDS, SANDBOX_TEST_CARDS } from '@sewamudah/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autopayAttempts,
  contracts,
  notifications,
  paymentIntents,
  payments,
  refunds,
  transactions,
} from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import { authHeader, buildAdmin, buildCustomer } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { confirmFpx, decideAtBank } from '../transactions/test-support/fpx-helpers.js';
import { jobContextOf } from '../transactions/test-support/recovery-helpers.js';
import { reminderJob } from '../transactions/reminder-ladder.js';
import { autopayJob, executeAttempt, planAutopay } from './autopay-run.js';
import { setUpMandate, tenancyWithCharges } from './test-support/mandate-helpers.js';

let ctx: TestContext;
let jobs: JobContext;
const clock = new TestClock(new Date('2031-03-01T02:00:00Z'));
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  jobs = jobContextOf(ctx);
});
afterAll(() => ctx.close());

/** 10:00 Malaysian time on a day. */
const at = (day: string) => clock.set(`${day}T02:00:00Z`);
async function runAutopay(day: string) {
  at(day);
  const details = await runJobOnce(autopayJob, jobs);
  await ctx.outbox.drain();
  return details;
}
const attemptsOf = (transactionId: string) =>
  db()
    .select()
    .from(autopayAttempts)
    .where(eq(autopayAttempts.transactionId, transactionId))
    .orderBy(asc(autopayAttempts.tryNumber));
const noticesOf = (userId: string, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
const chargeOf = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;
const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.transactionId, id));

describe('setting up a mandate', () => {
  it('creates a pending mandate, saves a card at the sandbox, and activates it at the confirmation step', async () => {
    at('2031-03-01');
    const { user, contract } = await tenancyWithCharges(db(), ['2031-03-15']);
    const headers = await authHeader(ctx.app, user);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-mandates',
      headers,
      payload: { contractId: contract.id, daysBefore: 2 },
    });
    expect(created.statusCode).toBe(201);
    const { mandate, setup } = created.json();
    expect(mandate).toMatchObject({ status: 'pending', capAmount: 1500, rentAmount: 1500, daysBefore: 2, card: null });
    expect(setup).toMatchObject({ provider: 'sandbox', setupIntentId: expect.stringMatching(/^seti_/) });
    // Before the card is saved, the confirmation step says so.
    const early = await ctx.app.inject({ method: 'POST', url: `/api/payment-mandates/${mandate.id}/confirm`, headers });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Your card is not saved yet. Please enter your card details to finish.');
    // A declined test card cannot be saved.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/sandbox/setup-intents/${setup.setupIntentId}/confirm`,
      payload: {
        clientSecret: setup.clientSecret,
        card: { number: SANDBOX_TEST_CARDS.declined, expMonth: 12, expYear: 34, cvc: '123' },
      },
    });
    expect(refused.json()).toMatchObject({
      status: 'requires_payment_method',
      lastSetupError: { code: 'card_declined' },
    });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/sandbox/setup-intents/${setup.setupIntentId}/confirm`,
      payload: {
        clientSecret: setup.clientSecret,
        card: { number: SANDBOX_MANDATE_CARDS.success, expMonth: 12, expYear: 34, cvc: '123' },
      },
    });
    expect(saved.json()).toMatchObject({ status: 'succeeded', lastSetupError: null });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/${mandate.id}/confirm`,
      headers,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().mandate).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
      next: { amount: 1500, dueDate: '2031-03-15', payDate: '2031-03-13', skipped: false, overCap: false },
    });
    // One live mandate per tenancy.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-mandates',
      headers,
      payload: { contractId: contract.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Autopay is already set up for this tenancy. Revoke it first to set it up again.',
    );
  });

  it('refuses a cap below the rent, another customer’s contract and mandate (404), and admins only read', async () => {
    at('2031-03-01');
    const { user, contract } = await tenancyWithCharges(db(), ['2031-03-15']);
    const headers = await authHeader(ctx.app, user);
    const low = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-mandates',
      headers,
      payload: { contractId: contract.id, capAmount: 1000 },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('The monthly cap must be at least the rent (RM1,500).');
    const other = await buildCustomer(db());
    const otherHeaders = await authHeader(ctx.app, other);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-mandates',
      headers: otherHeaders,
      payload: { contractId: contract.id },
    });
    expect(foreign.statusCode).toBe(404);
    const { mandate } = await setUpMandate(ctx, user, contract.id);
    expect(
      (await ctx.app.inject({ url: `/api/payment-mandates/${mandate.id}`, headers: otherHeaders })).statusCode,
    ).toBe(404);
    const pause = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/${mandate.id}/pause`,
      headers: otherHeaders,
    });
    expect(pause.statusCode).toBe(404);
    const own = await ctx.app.inject({ url: '/api/payment-mandates?page=1&limit=20', headers });
    expect(own.json().mandates.map((m: { id: string }) => m.id)).toEqual([mandate.id]);
    expect((await ctx.app.inject({ url: '/api/payment-mandates', headers: otherHeaders })).json().mandates).toEqual([]);
    const admin = await authHeader(ctx.app, await buildAdmin(db()));
    const seen = await ctx.app.inject({ url: `/api/payment-mandates?contractId=${contract.id}`, headers: admin });
    expect(seen.json().mandates).toMatchObject([{ id: mandate.id, status: 'active', contractId: contract.id }]);
    const adminAct = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/${mandate.id}/revoke`,
      headers: admin,
    });
    expect(adminAct.statusCode).toBe(403);
  });

  it('pauses, resumes and revokes with 409 for a transition that does not apply', async () => {
    at('2031-03-01');
    const { user, contract } = await tenancyWithCharges(db(), ['2031-03-15']);
    const { mandate, headers } = await setUpMandate(ctx, user, contract.id);
    const post = (action: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/payment-mandates/${mandate.id}/${action}`, headers });
    expect((await post('resume')).json().message).toBe('Only paused autopay can be resumed.');
    expect((await post('pause')).json().mandate.status).toBe('paused');
    expect((await post('pause')).statusCode).toBe(409);
    expect((await post('resume')).json().mandate.status).toBe('active');
    expect((await post('revoke')).json().mandate.status).toBe('revoked');
    const after = await post('resume');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('This autopay mandate has already ended.');
    expect(await noticesOf(user.id, 'autopayEnded')).toHaveLength(1);
  });
});

describe('autopay runs with the controllable clock', () => {
  it('tells the tenant 3 days before, pays on the day once with the usual receipt, and never again', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15']);
    const charge = charges[0]!;
    await setUpMandate(ctx, user, contract.id, { daysBefore: 2 });
    await runAutopay('2031-03-09');
    expect(await noticesOf(user.id, 'autopayNotice')).toHaveLength(0);
    await runAutopay('2031-03-10');
    const [notice] = await noticesOf(user.id, 'autopayNotice');
    expect(notice?.values).toMatchObject({ amount: 'RM1,500', date: '13/03/2031', last4: '4242' });
    expect(ctx.mailer.sent.filter((m) => m.to === user.email && m.subject === 'Autopay in 3 days')).toHaveLength(1);
    await runAutopay('2031-03-12');
    expect((await chargeOf(charge.id)).status).toBe('Pending');
    await runAutopay('2031-03-13');
    const paid = await chargeOf(charge.id);
    expect(paid).toMatchObject({ status: 'Paid', paymentMethod: 'card', cardLast4: '4242' });
    const [payment] = await paymentsOf(charge.id);
    expect(payment).toMatchObject({ source: 'autopay', amountSen: 150_000 });
    expect(await attemptsOf(charge.id)).toMatchObject([{ tryNumber: 1, status: 'succeeded' }]);
    expect(ctx.mailer.sent.some((m) => m.to === user.email && m.attachments?.length)).toBe(true);
    await runAutopay('2031-03-13');
    await runAutopay('2031-03-14');
    expect(await paymentsOf(charge.id)).toHaveLength(1);
    expect(await noticesOf(user.id, 'autopayNotice')).toHaveLength(1);
  });

  it('never charges above the cap: it tells the tenant with the pay link instead', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15'], 160_000);
    await setUpMandate(ctx, user, contract.id);
    await runAutopay('2031-03-12');
    await runAutopay('2031-03-15');
    const charge = await chargeOf(charges[0]!.id);
    expect(charge.status).toBe('Pending');
    expect(await attemptsOf(charge.id)).toMatchObject([{ tryNumber: 0, status: 'over_cap', paymentIntentId: null }]);
    const notices = await noticesOf(user.id, 'autopayOverCap');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: `/payment/${charge.id}`, values: { amount: 'RM1,600', cap: 'RM1,500' } });
    expect(await noticesOf(user.id, 'autopayNotice')).toHaveLength(0);
    const registered = await db().select().from(paymentIntents).where(eq(paymentIntents.transactionId, charge.id));
    expect(registered).toHaveLength(0);
  });

  it('skips this month with one tap: the charge stays unpaid, the next month is paid', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15', '2031-04-15']);
    const { mandate } = await setUpMandate(ctx, user, contract.id);
    at('2031-03-12');
    const headers = await authHeader(ctx.app, user);
    const skipped = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/${mandate.id}/skip`,
      headers,
      payload: {},
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().mandate.next).toMatchObject({ transactionId: charges[0]!.id, skipped: true });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/${mandate.id}/skip`,
      headers,
      payload: {},
    });
    expect(twice.json().message).toBe('This month’s autopay is already skipped.');
    await runAutopay('2031-03-15');
    await runAutopay('2031-03-16');
    expect((await chargeOf(charges[0]!.id)).status).toBe('Pending');
    expect(await attemptsOf(charges[0]!.id)).toMatchObject([{ tryNumber: 0, status: 'skipped' }]);
    await runAutopay('2031-04-15');
    expect((await chargeOf(charges[1]!.id)).status).toBe('Paid');
  });

  it('pays now with one tap from the notice, within the cap', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15']);
    const { mandate } = await setUpMandate(ctx, user, contract.id);
    at('2031-03-12');
    const headers = await authHeader(ctx.app, user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/${mandate.id}/pay-now`,
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attempt).toMatchObject({ status: 'succeeded', tryNumber: 1, amount: 1500 });
    expect((await chargeOf(charges[0]!.id)).status).toBe('Paid');
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment-mandates/${mandate.id}/pay-now`,
      headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is no unpaid charge of this tenancy for autopay to pay.');
    await runAutopay('2031-03-15');
    expect(await paymentsOf(charges[0]!.id)).toHaveLength(1);
  });

  it('a decline tells the tenant with the FPX pay link, retries at most twice a day apart, then the tenant pays by FPX', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15']);
    const charge = charges[0]!;
    await setUpMandate(ctx, user, contract.id, { card: SANDBOX_MANDATE_CARDS.chargeDeclined });
    await runAutopay('2031-03-15');
    expect(await attemptsOf(charge.id)).toMatchObject([{ tryNumber: 1, status: 'declined', error: 'card_declined' }]);
    const [failed] = await noticesOf(user.id, 'autopayFailed');
    expect(failed).toMatchObject({ link: `/payment/${charge.id}`, values: { retry: 'yes', retryDate: '16/03/2031' } });
    // The same day: no second try.
    await runAutopay('2031-03-15');
    expect(await attemptsOf(charge.id)).toHaveLength(1);
    await runAutopay('2031-03-16');
    await runAutopay('2031-03-17');
    await runAutopay('2031-03-18');
    await runAutopay('2031-03-19');
    const tries = await attemptsOf(charge.id);
    expect(tries.map((a) => [a.tryNumber, a.status])).toEqual([
      [1, 'declined'],
      [2, 'declined'],
      [3, 'declined'],
    ]);
    const told = await noticesOf(user.id, 'autopayFailed');
    expect(told).toHaveLength(3);
    expect(told.map((n) => n.values.retry).sort()).toEqual(['no', 'yes', 'yes']);
    // Every declined intent was cancelled and released: none can be paid later.
    for (const a of tries) {
      const [row] = await db().select().from(paymentIntents).where(eq(paymentIntents.providerId, a.paymentIntentId!));
      expect(row).toMatchObject({ settlement: 'released' });
    }
    // The reminder ladder still reminds, with the same pay link.
    clock.set('2031-03-16T02:00:00Z');
    await runJobOnce(reminderJob, jobs);
    const overdue = await noticesOf(user.id, 'paymentOverdue');
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue[0]!.link).toBe(`/payment/${charge.id}`);
    // The tenant follows the link and pays by FPX.
    at('2031-03-19');
    const headers = await authHeader(ctx.app, user);
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/create-payment-intent',
      headers,
      payload: { transactionId: charge.id, paymentMethodType: 'fpx' },
    });
    expect(intent.statusCode).toBe(200);
    expect((await confirmFpx(ctx.app, intent.json(), 'maybank2u')).statusCode).toBe(200);
    expect((await decideAtBank(ctx.app, intent.json(), 'approve')).statusCode).toBe(303);
    await ctx.app.inject({ url: `/api/transactions/payment-intent-status/${intent.json().paymentIntentId}`, headers });
    expect(await chargeOf(charge.id)).toMatchObject({ status: 'Paid', paymentMethod: 'fpx', fpxBank: 'maybank2u' });
    expect(await paymentsOf(charge.id)).toHaveLength(1);
  });

  it('a card that needs the bank’s authentication is not retried off-session', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15']);
    await setUpMandate(ctx, user, contract.id, { card: SANDBOX_MANDATE_CARDS.authenticationRequired });
    await runAutopay('2031-03-15');
    await runAutopay('2031-03-16');
    expect(await attemptsOf(charges[0]!.id)).toMatchObject([{ tryNumber: 1, status: 'authentication_required' }]);
    const [told] = await noticesOf(user.id, 'autopayFailed');
    expect(told?.values).toMatchObject({ retry: 'no', reason: { key: 'autopayReason.authentication' } });
  });

  it('stops when the tenancy ends, and a paused mandate pays nothing', async () => {
    at('2031-03-01');
    const paused = await tenancyWithCharges(db(), ['2031-03-15']);
    const p = await setUpMandate(ctx, paused.user, paused.contract.id);
    await ctx.app.inject({ method: 'POST', url: `/api/payment-mandates/${p.mandate.id}/pause`, headers: p.headers });
    const ending = await tenancyWithCharges(db(), ['2031-03-15']);
    const e = await setUpMandate(ctx, ending.user, ending.contract.id);
    await db().update(contracts).set({ status: 'Ended' }).where(eq(contracts.id, ending.contract.id));
    await runAutopay('2031-03-15');
    expect((await chargeOf(paused.charges[0]!.id)).status).toBe('Pending');
    expect((await chargeOf(ending.charges[0]!.id)).status).toBe('Pending');
    const ended = await ctx.app.inject({
      url: `/api/payment-mandates/${e.mandate.id}`,
      headers: await authHeader(ctx.app, ending.user),
    });
    expect(ended.json().mandate.status).toBe('ended');
    expect(await noticesOf(ending.user.id, 'autopayEnded')).toHaveLength(1);
  });
});

describe('a hand payment racing autopay: never paid twice', () => {
  it('a charge paid by hand after the try was claimed is not charged at all', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15']);
    const charge = charges[0]!;
    await setUpMandate(ctx, user, contract.id);
    at('2031-03-15');
    const plan = await db().transaction((tx) => planAutopay(tx, ctx.config.publicUrl, clock.now()));
    const mine = (await attemptsOf(charge.id))[0]!;
    expect(plan.attemptIds).toContain(mine.id);
    const headers = await authHeader(ctx.app, user);
    const intent = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/create-payment-intent',
        headers,
        payload: { transactionId: charge.id },
      })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: 34, cvc: '123' },
      },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, transactionId: charge.id },
    });
    const outcome = await executeAttempt(
      { deps: ctx.app.deps, publicUrl: ctx.config.publicUrl, log: ctx.app.log },
      mine.id,
    );
    expect(outcome).toMatchObject({ status: 'not_needed', paymentIntentId: null });
    expect(await paymentsOf(charge.id)).toMatchObject([{ source: 'browser' }]);
  });

  it('both confirmed at the same moment: one payment recorded, the other money refunded, one receipt', async () => {
    at('2031-03-01');
    const { user, contract, charges } = await tenancyWithCharges(db(), ['2031-03-15']);
    const charge = charges[0]!;
    await setUpMandate(ctx, user, contract.id);
    at('2031-03-15');
    await db().transaction((tx) => planAutopay(tx, ctx.config.publicUrl, clock.now()));
    const mine = (await attemptsOf(charge.id))[0]!;
    const headers = await authHeader(ctx.app, user);
    const intent = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/create-payment-intent',
        headers,
        payload: { transactionId: charge.id },
      })
    ).json();
    const env = { deps: ctx.app.deps, publicUrl: ctx.config.publicUrl, log: ctx.app.log };
    await Promise.all([
      executeAttempt(env, mine.id),
      ctx.app
        .inject({
          method: 'POST',
          url: `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
          payload: {
            clientSecret: intent.clientSecret,
            card: { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: 34, cvc: '123' },
          },
        })
        .then(() =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/transactions/process-payment',
            headers,
            payload: { paymentIntentId: intent.paymentIntentId, transactionId: charge.id },
          }),
        ),
    ]);
    await runJobOnce(autopayJob, jobs);
    const recorded = await paymentsOf(charge.id);
    expect(recorded).toHaveLength(1);
    expect((await chargeOf(charge.id)).status).toBe('Paid');
    // Whatever the order, money taken beyond the one payment is refunded in full, exactly once.
    const [attempt] = await attemptsOf(charge.id);
    if (attempt!.status === 'succeeded') {
      expect(recorded[0]!.paymentIntentId).toBe(attempt!.paymentIntentId);
    } else {
      expect(attempt!.status).toBe('not_needed');
    }
    const refunded = await db().select().from(refunds).where(eq(refunds.transactionId, charge.id));
    const charged = [attempt!.paymentIntentId, intent.paymentIntentId].filter(Boolean).length;
    expect(refunded.length).toBeLessThanOrEqual(1);
    if (refunded.length === 1) expect(refunded[0]!.amountSen).toBe(150_000);
    expect(charged - refunded.length).toBeGreaterThanOrEqual(1);
  });
});
