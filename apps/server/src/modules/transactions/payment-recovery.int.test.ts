/**
 * Payment recovery (ADR 0015): reconciliation records a confirmed-but-unreported intent exactly once, expiry asks
 * the provider first, and late money for a charge no longer payable is refunded once, mailed and shown to admins.
 */
import { transactionMessages as m } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applications,
  contracts,
  paymentIntents,
  sandboxPaymentIntents,
  sandboxRefunds,
  transactions,
} from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { expireUnpaidAcceptancesJob } from '../contracts/contracts.jobs.js';
import { reconcilePaymentsJob, reconcileIntent, paymentsEnvOf } from './reconciliation.js';
import { buildSignedAwaitingContract, createIntent, payIntent } from './test-support/payment-helpers.js';
import { buildRentCharge, jobContextOf, mailsTo, paymentsOf, refundsOf } from './test-support/recovery-helpers.js';

const clock = new TestClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const MINUTE = 60_000;

async function unreportedDeposit() {
  const built = await buildSignedAwaitingContract(db());
  const headers = await authHeader(ctx.app, built.customer);
  const intent = await payIntent(ctx.app, headers, { contractId: built.contract.id });
  return { ...built, headers, intent };
}

describe('reconciliation job', () => {
  it('records each confirmed-but-unreported intent exactly once, run twice and concurrently', async () => {
    const paid = await Promise.all([unreportedDeposit(), unreportedDeposit(), unreportedDeposit()]);
    const runs = await Promise.all([
      runJobOnce(reconcilePaymentsJob, jobContextOf(ctx)),
      runJobOnce(reconcilePaymentsJob, jobContextOf(ctx)),
    ]);
    expect(runs.some((r) => r !== null)).toBe(true);
    clock.advance(10 * MINUTE);
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    // Even reported at once by every path, an intent is recorded once.
    const env = paymentsEnvOf(jobContextOf(ctx));
    const registered = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerId, paid[0]!.intent.paymentIntentId));
    await Promise.all(Array.from({ length: 5 }, () => reconcileIntent(env, registered[0]!)));
    await ctx.outbox.drain();
    for (const { deposit, contract, customer, intent } of paid) {
      const rows = await paymentsOf(db(), deposit.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ paymentIntentId: intent.paymentIntentId, source: 'job' });
      const [t] = await db().select().from(transactions).where(eq(transactions.id, deposit.id));
      expect(t!.status).toBe('Paid');
      const [c] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
      expect(c!.status).toBe('Active');
      const [pi] = await db()
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.providerId, intent.paymentIntentId));
      expect(pi!.settlement).toBe('recorded');
      expect(await mailsTo(db(), customer.email, 'payment-receipt')).toHaveLength(1);
    }
  });

  it('releases an abandoned intent (cancelled at the provider) and keeps checking a fresh one', async () => {
    const { customer, charge } = await buildRentCharge(db());
    const headers = await authHeader(ctx.app, customer);
    const created = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json<{
      paymentIntentId: string;
    }>();
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    let [pi] = await db().select().from(paymentIntents).where(eq(paymentIntents.providerId, created.paymentIntentId));
    expect(pi!.settledAt).toBeNull();
    clock.advance(25 * 60 * MINUTE);
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    [pi] = await db().select().from(paymentIntents).where(eq(paymentIntents.providerId, created.paymentIntentId));
    expect(pi!.settlement).toBe('released');
    const [sandbox] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, created.paymentIntentId));
    expect(sandbox!.status).toBe('canceled');
  });
});

describe('expiry asks first', () => {
  const pastDeadline = (applicationId: string) =>
    db()
      .update(applications)
      .set({ paymentDueAt: new Date(clock.now().getTime() - MINUTE) })
      .where(eq(applications.id, applicationId));

  it('a succeeded intent is recorded, not cancelled', async () => {
    const { application, contract, deposit } = await unreportedDeposit();
    await pastDeadline(application.id);
    expect(await runJobOnce(expireUnpaidAcceptancesJob, jobContextOf(ctx))).toEqual({ expired: 0, asked: 1 });
    const [c] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
    expect(c!.status).toBe('Active');
    expect(await paymentsOf(db(), deposit.id)).toHaveLength(1);
    expect(await runJobOnce(expireUnpaidAcceptancesJob, jobContextOf(ctx))).toEqual({ expired: 0 });
  });

  it('a processing intent makes the expiry wait; once it fails, the acceptance expires', async () => {
    const { application, contract, customer } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const { paymentIntentId } = (await createIntent(ctx.app, headers, { contractId: contract.id })).json<{
      paymentIntentId: string;
    }>();
    await db()
      .update(sandboxPaymentIntents)
      .set({ status: 'processing' })
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    await pastDeadline(application.id);
    for (let i = 0; i < 2; i++) {
      expect(await runJobOnce(expireUnpaidAcceptancesJob, jobContextOf(ctx))).toEqual({ expired: 0, asked: 1 });
      const [c] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
      expect(c!.status).toBe('Awaiting Payment');
    }
    await db()
      .update(sandboxPaymentIntents)
      .set({ status: 'requires_payment_method' })
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    // Asked: still unpaid after the deadline, so it is cancelled at the provider (never payable later)...
    expect(await runJobOnce(expireUnpaidAcceptancesJob, jobContextOf(ctx))).toEqual({ expired: 0, asked: 1 });
    const [sandbox] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(sandbox!.status).toBe('canceled');
    // ... and the next run expires the acceptance.
    expect(await runJobOnce(expireUnpaidAcceptancesJob, jobContextOf(ctx))).toEqual({ expired: 1 });
    const [c] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
    expect(c!.status).toBe('Cancelled');
  });
});

describe('late money', () => {
  it('a payment for a cancelled charge is refunded once, the payer is mailed, the admin sees it', async () => {
    const { customer, charge } = await buildRentCharge(db());
    const admin = await buildAdmin(db());
    const adminHeaders = await authHeader(ctx.app, admin);
    const headers = await authHeader(ctx.app, customer);
    const intent = await payIntent(ctx.app, headers, { transactionId: charge.id });
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${charge.id}`,
      headers: adminHeaders,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);

    // The provider's refund call fails at first (network): the refund waits, visible to admins.
    const provider = ctx.app.deps.payments;
    const spy = vi.spyOn(provider, 'createRefund').mockRejectedValueOnce(new Error('socket hang up'));
    const reports = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/process-payment',
        headers,
        payload: { paymentIntentId: intent.paymentIntentId, transactionId: charge.id },
      }),
      runJobOnce(reconcilePaymentsJob, jobContextOf(ctx)),
    ]);
    expect(reports[0].statusCode).toBe(409);
    expect(reports[0].json().message).toBe(m.notPayable);
    let rows = await refundsOf(db(), charge.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'automatic', amountSen: 120000, status: 'pending' });
    const attention = await ctx.app.inject({ method: 'GET', url: '/api/admin/needs-attention', headers: adminHeaders });
    expect(attention.json().items).toContainEqual(
      expect.objectContaining({
        kind: 'refund',
        id: rows[0]!.id,
        transactionId: charge.id,
        amount: 1200,
        status: 'pending',
      }),
    );

    // The job retries with the same idempotency key once the request's grace has passed.
    clock.advance(3 * MINUTE);
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    spy.mockRestore();
    rows = await refundsOf(db(), charge.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
    const atProvider = await db()
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, intent.paymentIntentId));
    expect(atProvider.map((r) => r.amount)).toEqual([120000]);
    expect(await paymentsOf(db(), charge.id)).toHaveLength(0);
    await ctx.outbox.drain();
    const mails = await mailsTo(db(), customer.email, 'payment-refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('RM');
    const visible = await ctx.app.inject({
      method: 'GET',
      url: `/api/transactions/${charge.id}/refunds`,
      headers: adminHeaders,
    });
    expect(visible.json().refunds).toEqual([
      expect.objectContaining({ kind: 'automatic', amount: 1200, status: 'succeeded' }),
    ]);
    const tenantView = await ctx.app.inject({ method: 'GET', url: `/api/transactions/${charge.id}/refunds`, headers });
    expect(tenantView.json().refunds).toHaveLength(1);
  });
});
