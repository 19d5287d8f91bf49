/**
 * Cancelling a tenancy that has not started (issue 23 §3, docs/decisions/0028): POST /api/contracts/:id/cancel.
 * Admin only; Awaiting Payment or Active before its start; never while money paid for it is not refunded.
 */
import { contractCancelMessages as cm } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, transactions } from '../../db/schema/index.js';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { buildSignedAwaitingContract, payIntent, type Auth } from '../transactions/test-support/payment-helpers.js';

const clock = new TestClock(new Date('2026-11-20T04:00:00Z')); // 20/11/2026 in Malaysia
let ctx: TestContext;
let admin: Auth;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
}, 180_000);
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;

const cancel = (id: string, payload: Record<string, unknown>, headers: Auth = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/contracts/${id}/cancel`, headers, payload });
const contractOf = async (id: string) => (await db().select().from(contracts).where(eq(contracts.id, id)))[0]!;
const chargeOf = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;
const applicationOf = async (id: string) => (await db().select().from(applications).where(eq(applications.id, id)))[0]!;

describe('cancelling a tenancy before its start', () => {
  it('Awaiting Payment, nothing paid: the admin cancels it; the deposit charge and the application are cancelled', async () => {
    const { customer, contract, deposit, application } = await buildSignedAwaitingContract(db());
    const tenant = await authHeader(ctx.app, customer);
    expect((await cancel(contract.id, { reason: 'Tenant withdrew' }, tenant)).statusCode).toBe(403);
    const noReason = await cancel(contract.id, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorFields).toEqual({ reason: cm.reasonRequired });
    expect((await contractOf(contract.id)).status).toBe('Awaiting Payment');

    const done = await cancel(contract.id, { reason: 'Tenant withdrew before paying' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contract).toMatchObject({ _id: contract.id, status: 'Cancelled', isActive: false });
    expect((await chargeOf(deposit.id)).status).toBe('Cancelled');
    expect((await applicationOf(application.id)).status).toBe('Cancelled');
    // Once cancelled it is no longer "not started": a second cancel is refused.
    expect((await cancel(contract.id, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('Active with its start date still ahead and nothing paid un-refunded: cancelled, later rent cancelled', async () => {
    const customer = await buildCustomer(db());
    const { property } = await buildProperty(db());
    const { contract } = await buildContract(db(), {
      user: customer,
      property,
      status: 'Active',
      startDate: '2026-12-01',
      stayLength: 6,
    });
    const [rent] = await db()
      .insert(transactions)
      .values({
        userId: customer.id,
        contractId: contract.id,
        propertyId: property.id,
        type: 'Monthly Rental',
        amountSen: 100000,
        dueDate: '2027-01-01',
        periodMonth: 2,
        status: 'Pending',
      })
      .returning();
    const done = await cancel(contract.id, { reason: 'Tenant found another home' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await contractOf(contract.id)).status).toBe('Cancelled');
    expect((await chargeOf(rent!.id)).status).toBe('Cancelled');
  });

  it('a tenancy that has started is refused with 409 (end it early instead)', async () => {
    const customer = await buildCustomer(db());
    const { property } = await buildProperty(db());
    const { contract } = await buildContract(db(), {
      user: customer,
      property,
      status: 'Active',
      startDate: '2026-11-20', // today in Malaysia: the tenancy runs
      stayLength: 6,
    });
    const refused = await cancel(contract.id, { reason: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(cm.notCancellable);
    expect((await contractOf(contract.id)).status).toBe('Active');
  });

  it('money paid and not refunded: 409 "refund the deposit first" (EN and BM), nothing changes', async () => {
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
    const contract = await contractOf(built.contract.id);
    expect(contract.status).toBe('Active');
    expect(contract.startDate > '2026-11-20').toBe(true);

    const refused = await cancel(contract.id, { reason: 'Tenant withdrew' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(cm.refundFirst);
    const msAdmin = await authHeader(ctx.app, await buildAdmin(db(), { language: 'ms' }));
    const inMalay = await cancel(contract.id, { reason: 'Penyewa menarik diri' }, msAdmin);
    expect(inMalay.statusCode).toBe(409);
    expect(inMalay.json().message).toMatch(/^Wang yang dibayar bagi kontrak ini belum dibayar balik/);

    // A partial refund still leaves money paid: still refused.
    const partial = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${built.deposit.id}/refunds`,
      headers: admin,
      payload: { amount: 1000, reason: 'Agreed discount' },
    });
    expect(partial.statusCode).toBe(201);
    expect((await cancel(contract.id, { reason: 'Tenant withdrew' })).statusCode).toBe(409);
    expect((await contractOf(contract.id)).status).toBe('Active');
    expect((await chargeOf(built.deposit.id)).status).toBe('Paid');
  });
});
