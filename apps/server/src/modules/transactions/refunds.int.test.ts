/** Admin refunds (ADR 0015): full or partial with a reason, never more than paid, once under concurrency. */
import { formatRM, refundMessages as rm } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, sandboxRefunds, transactions } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { buildSignedAwaitingContract, payIntent, type Auth } from './test-support/payment-helpers.js';
import { buildRentCharge, mailsTo, refundsOf } from './test-support/recovery-helpers.js';

let ctx: TestContext;
let admin: Auth;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;

async function paidCharge() {
  const built = await buildRentCharge(db());
  const headers = await authHeader(ctx.app, built.customer);
  const intent = await payIntent(ctx.app, headers, { transactionId: built.charge.id });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/process-payment',
    headers,
    payload: { paymentIntentId: intent.paymentIntentId, transactionId: built.charge.id },
  });
  expect(paid.statusCode).toBe(200);
  return { ...built, headers, intent };
}

const refund = (id: string, payload: Record<string, unknown>, headers: Auth = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/transactions/${id}/refunds`, headers, payload });

const providerRefunds = (paymentIntentId: string) =>
  db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, paymentIntentId));

describe('admin refunds', () => {
  it('refunds part, then the rest; over-refund refused with a clear message; shown to admin and tenant', async () => {
    const { charge, headers, customer, intent } = await paidCharge();
    const first = await refund(charge.id, { amount: 500, reason: 'Aircon broken for two weeks' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: rm.refunded,
      refund: { amount: 500, status: 'succeeded', kind: 'admin', reason: 'Aircon broken for two weeks' },
    });
    const over = await refund(charge.id, { amount: 700.01, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(rm.overRefund(formatRM(700)));
    const rest = await refund(charge.id, { amount: 700, reason: 'Tenancy ended early' });
    expect(rest.statusCode).toBe(201);
    expect((await refund(charge.id, { amount: 0.01, reason: 'One more' })).statusCode).toBe(400);
    expect((await providerRefunds(intent.paymentIntentId)).map((r) => r.amount).sort()).toEqual([50000, 70000]);

    const tenantView = await ctx.app.inject({ method: 'GET', url: `/api/transactions/${charge.id}/refunds`, headers });
    expect(tenantView.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([700, 500]);
    const onCharge = await ctx.app.inject({ method: 'GET', url: `/api/transactions/${charge.id}`, headers });
    expect(onCharge.json().transaction).toMatchObject({ status: 'Paid', refundedAmount: 1200 });
    await ctx.outbox.drain();
    expect(await mailsTo(db(), customer.email, 'payment-refund')).toHaveLength(2);
  });

  it('two concurrent full refunds refund once', async () => {
    const { charge, intent } = await paidCharge();
    const results = await Promise.all([
      refund(charge.id, { amount: 1200, reason: 'Double request A' }),
      refund(charge.id, { amount: 1200, reason: 'Double request B' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await refundsOf(db(), charge.id)).toHaveLength(1);
    expect((await providerRefunds(intent.paymentIntentId)).map((r) => r.amount)).toEqual([120000]);
  });

  it('refuses unpaid charges, bad input and non-admins', async () => {
    const { charge, headers } = await buildRentCharge(db()).then(async (b) => ({
      ...b,
      headers: await authHeader(ctx.app, b.customer),
    }));
    const unpaid = await refund(charge.id, { amount: 10, reason: 'Nothing to refund' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(rm.notRefundable);
    const noReason = await refund(charge.id, { amount: 10, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorFields).toEqual({ reason: rm.reasonRequired });
    expect((await refund(charge.id, { amount: -1, reason: 'Negative' })).statusCode).toBe(400);
    expect((await refund(charge.id, { amount: 10, reason: 'Mine' }, headers)).statusCode).toBe(403);
  });
});

describe('a full deposit refund and its contract (ADR 0028)', () => {
  /** An Active contract: signed, its RM4,500 deposit + first month paid through the sandbox. */
  async function activeContract() {
    const built = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, built.customer);
    const intent = await payIntent(ctx.app, headers, { contractId: built.contract.id, amount: 4500 });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-deposit',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, contractId: built.contract.id },
    });
    expect(paid.statusCode).toBe(200);
    const rent = await db()
      .insert(transactions)
      .values({
        userId: built.customer.id,
        contractId: built.contract.id,
        propertyId: built.property.id,
        type: 'Monthly Rental',
        amountSen: 150000,
        dueDate: '2030-02-15',
        periodMonth: 2,
        status: 'Pending',
      })
      .returning();
    return { ...built, headers, intent, rent: rent[0]! };
  }
  const contractOf = async (id: string) => (await db().select().from(contracts).where(eq(contracts.id, id)))[0]!;
  const chargeOf = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;

  it('before the start: a partial refund leaves it Active; the rest cancels it, frees the unit, cancels rent', async () => {
    const { contract, deposit, rent, intent } = await activeContract();
    expect((await contractOf(contract.id)).status).toBe('Active');
    expect((await refund(deposit.id, { amount: 1000, reason: 'Agreed discount' })).statusCode).toBe(201);
    expect((await contractOf(contract.id)).status).toBe('Active');
    const rest = await refund(deposit.id, { amount: 3500, reason: 'Tenant withdrew before moving in' });
    expect(rest.statusCode).toBe(201);
    expect((await contractOf(contract.id)).status).toBe('Cancelled');
    expect((await chargeOf(rent.id)).status).toBe('Cancelled');
    expect((await chargeOf(deposit.id)).status).toBe('Paid');
    expect((await providerRefunds(intent.paymentIntentId)).map((r) => r.amount).sort()).toEqual([100000, 350000]);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/contracts/${contract.id}`, headers: admin });
    expect(listed.json().contract).toMatchObject({ status: 'Cancelled', isActive: false });
  });

  it('a running tenancy: the whole deposit is refused (nothing refunded) until the contract has ended', async () => {
    const { contract, deposit, rent, intent } = await activeContract();
    await db().update(contracts).set({ startDate: '2020-01-01' }).where(eq(contracts.id, contract.id));
    const whole = await refund(deposit.id, { amount: 4500, reason: 'Moving out' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toBe(rm.depositWhileRunning);
    expect(await refundsOf(db(), deposit.id)).toHaveLength(0);
    expect(await providerRefunds(intent.paymentIntentId)).toHaveLength(0);
    expect((await contractOf(contract.id)).status).toBe('Active');
    expect((await chargeOf(rent.id)).status).toBe('Pending');
    // Part of it is allowed while it runs; once ended, the rest.
    expect((await refund(deposit.id, { amount: 500, reason: 'Overcharged first month' })).statusCode).toBe(201);
    await db().update(contracts).set({ status: 'Ended' }).where(eq(contracts.id, contract.id));
    expect((await refund(deposit.id, { amount: 4000, reason: 'Deposit back after move-out' })).statusCode).toBe(201);
    expect((await contractOf(contract.id)).status).toBe('Ended');
  });
});
