import { SANDBOX_TEST_CARDS, transactionMessages as m } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, payments, transactions } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { buildSignedAwaitingContract, confirmCard, createIntent, payIntent } from './test-support/payment-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;

async function rentCharge(dueDate = '2030-02-15') {
  const customer = await buildCustomer(db());
  const { property } = await buildProperty(db(), { priceRm: 1200, depositRm: 2400 });
  const { contract } = await buildContract(db(), { user: customer, property, status: 'Active' });
  const [charge] = await db()
    .insert(transactions)
    .values({
      userId: customer.id,
      contractId: contract.id,
      propertyId: property.id,
      type: 'Monthly Rental',
      amountSen: 120000,
      dueDate,
      periodMonth: 2,
      status: 'Pending',
    })
    .returning();
  return { customer, property, contract, charge: charge! };
}

describe('deposit (Sign and Pay)', () => {
  it('charges deposit + first month, and 20 concurrent process-deposit calls record one payment', async () => {
    const { customer, contract, deposit, application } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const created = await createIntent(ctx.app, headers, { contractId: contract.id, amount: 4500 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ amount: 4500, currency: 'myr', transactionId: deposit.id });
    const intent = created.json<{ paymentIntentId: string; clientSecret: string }>();
    expect((await confirmCard(ctx.app, intent)).json()).toMatchObject({ status: 'succeeded', lastPaymentError: null });

    const calls = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/transactions/process-deposit',
          headers,
          payload: { paymentIntentId: intent.paymentIntentId, contractId: contract.id },
        }),
      ),
    );
    expect(calls.map((c) => c.statusCode)).toEqual(Array(20).fill(200));
    expect(calls[0]!.json()).toMatchObject({
      message: m.paymentRecorded,
      paymentIntentId: intent.paymentIntentId,
      contractId: contract.id,
      transaction: { status: 'Paid', type: 'Deposit', amount: 4500 },
    });
    const recorded = await db().select().from(payments).where(eq(payments.transactionId, deposit.id));
    expect(recorded).toHaveLength(1);
    const [c] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
    expect(c!.status).toBe('Active');
    const [a] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(a!.status).toBe('Completed');
    const receipts = ctx.mailer.sent.filter((mail) => mail.to === customer.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Payment receipt: RM4,500 (Deposit)');
  });

  it('creates the intent before the signed copy is uploaded (the copy is checked when activating)', async () => {
    const customer = await buildCustomer(db());
    const { property } = await buildProperty(db());
    const { contract } = await buildContract(db(), { user: customer, property, status: 'Awaiting Payment' });
    const res = await createIntent(ctx.app, await authHeader(ctx.app, customer), { contractId: contract.id });
    expect(res.statusCode).toBe(200);
  });

  it('ignores the amount sent: the intent is for the amount the server computes', async () => {
    const { customer, contract } = await buildSignedAwaitingContract(db());
    const res = await createIntent(ctx.app, await authHeader(ctx.app, customer), {
      contractId: contract.id,
      amount: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 4500, currency: 'myr' });
  });

  it('a declined card records nothing and shows the provider message', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const created = await createIntent(ctx.app, headers, { contractId: contract.id });
    const intent = created.json<{ paymentIntentId: string; clientSecret: string }>();
    const confirmed = await confirmCard(ctx.app, intent, SANDBOX_TEST_CARDS.declined);
    expect(confirmed.json()).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { message: 'Your card was declined.' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-deposit',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, contractId: contract.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.paymentNotSucceeded);
    const [t] = await db().select().from(transactions).where(eq(transactions.id, deposit.id));
    expect(t!.status).toBe('Pending');
    expect(await db().select().from(payments).where(eq(payments.transactionId, deposit.id))).toHaveLength(0);
    const [c] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
    expect(c!.status).toBe('Awaiting Payment');
  });

  it("another customer's contract answers 404", async () => {
    const { contract } = await buildSignedAwaitingContract(db());
    const other = await buildCustomer(db());
    const res = await createIntent(ctx.app, await authHeader(ctx.app, other), { contractId: contract.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.contractNotFound);
  });
});

describe('other charges (/payment/:transactionId)', () => {
  it('reuses one PaymentIntent per transaction while unpaid', async () => {
    const { customer, charge } = await rentCharge();
    const headers = await authHeader(ctx.app, customer);
    const first = await createIntent(ctx.app, headers, { transactionId: charge.id, amount: 1200 });
    const second = await createIntent(ctx.app, headers, { transactionId: charge.id, amount: 1200 });
    expect(first.json().paymentIntentId).toBe(second.json().paymentIntentId);
  });

  it('a PaymentIntent for transaction A cannot pay transaction B', async () => {
    const a = await rentCharge();
    const [b] = await db()
      .insert(transactions)
      .values({
        ...a.charge,
        id: undefined,
        periodMonth: 3,
        dueDate: '2030-03-15',
        createdAt: undefined,
        updatedAt: undefined,
      })
      .returning();
    const headers = await authHeader(ctx.app, a.customer);
    const intent = await payIntent(ctx.app, headers, { transactionId: a.charge.id });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, transactionId: b!.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.paymentMismatch);
    const [stillB] = await db().select().from(transactions).where(eq(transactions.id, b!.id));
    expect(stillB!.status).toBe('Pending');
  });

  it('pays an overdue charge after 3-D Secure authentication', async () => {
    const { customer, charge } = await rentCharge('2024-01-15');
    const headers = await authHeader(ctx.app, customer);
    const created = await createIntent(ctx.app, headers, { transactionId: charge.id });
    const intent = created.json<{ paymentIntentId: string; clientSecret: string }>();
    const confirmed = await confirmCard(ctx.app, intent, SANDBOX_TEST_CARDS.threeDSecure);
    expect(confirmed.json()).toMatchObject({ status: 'requires_action', nextAction: { type: 'sandbox_authenticate' } });
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, transactionId: charge.id },
    });
    expect(early.statusCode).toBe(400);
    const auth = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/authenticate`,
      payload: { clientSecret: intent.clientSecret, outcome: 'complete' },
    });
    expect(auth.json().status).toBe('succeeded');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, transactionId: charge.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().transaction).toMatchObject({ status: 'Paid', amount: 1200 });
    const again = await createIntent(ctx.app, headers, { transactionId: charge.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyPaid);
  });

  it('a failed 3-D Secure leaves the charge unpaid with the authentication message', async () => {
    const { customer, charge } = await rentCharge();
    const headers = await authHeader(ctx.app, customer);
    const intent = await payIntent(ctx.app, headers, { transactionId: charge.id }, SANDBOX_TEST_CARDS.threeDSecure);
    const auth = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/authenticate`,
      payload: { clientSecret: intent.clientSecret, outcome: 'fail' },
    });
    expect(auth.json()).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { message: m.authenticationFailed },
    });
  });

  it.each([
    [SANDBOX_TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    [SANDBOX_TEST_CARDS.expired, 'Your card has expired.'],
    [SANDBOX_TEST_CARDS.incorrectCvc, "Your card's security code is incorrect."],
  ])('card %s is declined with "%s"', async (number, message) => {
    const { customer, charge } = await rentCharge();
    const headers = await authHeader(ctx.app, customer);
    const created = await createIntent(ctx.app, headers, { transactionId: charge.id });
    const confirmed = await confirmCard(ctx.app, created.json(), number);
    expect(confirmed.json().lastPaymentError.message).toBe(message);
  });

  it('refuses the deposit on the payment page and wrong secrets on the sandbox', async () => {
    const { customer, deposit } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const res = await createIntent(ctx.app, headers, { transactionId: deposit.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.depositInSignAndPay);
    const { charge } = await rentCharge();
    const owner = await db().query.users.findFirst({ where: (u, { eq: e }) => e(u.id, charge.userId) });
    const intent = (
      await createIntent(ctx.app, await authHeader(ctx.app, owner!), { transactionId: charge.id })
    ).json();
    const forged = await confirmCard(ctx.app, { ...intent, clientSecret: `${intent.clientSecret}x` });
    expect(forged.statusCode).toBe(404);
  });
});

describe('payment-intent-status', () => {
  it('answers the payer and admins only', async () => {
    const { customer, charge } = await rentCharge();
    const headers = await authHeader(ctx.app, customer);
    const intent = await payIntent(ctx.app, headers, { transactionId: charge.id });
    const url = `/api/transactions/payment-intent-status/${intent.paymentIntentId}`;
    const own = await ctx.app.inject({ url, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      status: 'succeeded',
      paymentIntentId: intent.paymentIntentId,
      amount: 1200,
      transactionId: charge.id,
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
      transactionType: 'Monthly Rental',
      contractId: charge.contractId,
      lastPaymentError: null,
    });
    // The status check also records a succeeded payment the browser did not report.
    const [t] = await db().select().from(transactions).where(eq(transactions.id, charge.id));
    expect(t!.status).toBe('Paid');
    expect(t).toMatchObject({ paymentMethod: 'card', cardBrand: 'visa', cardLast4: '4242', fpxBank: null });
    const other = await ctx.app.inject({ url, headers: await authHeader(ctx.app, await buildCustomer(db())) });
    expect(other.statusCode).toBe(404);
    const admin = await ctx.app.inject({ url, headers: await authHeader(ctx.app, await buildAdmin(db())) });
    expect(admin.statusCode).toBe(200);
    // Without a token (back from the card page before the session is restored): the status and nothing else.
    const anonymous = await ctx.app.inject({ url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'succeeded' });
    // Stripe's `payment_intent_client_secret` on the way back: a wrong one is 404, as an unknown id.
    const wrongSecret = await ctx.app.inject({ url: `${url}?client_secret=${intent.clientSecret}x` });
    expect(wrongSecret.statusCode).toBe(404);
    const rightSecret = await ctx.app.inject({ url: `${url}?client_secret=${intent.clientSecret}` });
    expect(rightSecret.json()).toEqual({ status: 'succeeded' });
    const badToken = await ctx.app.inject({ url, headers: { authorization: 'Bearer not-a-token' } });
    expect(badToken.statusCode).toBe(403);
  });
});
