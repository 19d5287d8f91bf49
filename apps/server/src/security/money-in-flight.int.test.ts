/**
 * N1 of the outside review (issue 22 §1): an admin deleted a charge or a contract while its payment was still on
 * its way (FPX processing at the bank, or a card payment whose webhook had not arrived). The intent registry went
 * with the charge (ON DELETE CASCADE), so the money that then arrived was kept by the provider: not recorded, not
 * refunded, not shown. Now (sandbox provider; the Stripe stand-in in transactions/stripe-in-flight.int.test.ts):
 * - the delete asks the provider first: a succeeded payment is recorded (and the delete refused as for any paid
 *   charge), one still processing refuses the delete with 409 and a message that says to cancel instead;
 * - the registry outlives its charge (migration 0019): money for a charge deleted anyway (here in SQL) is refunded
 *   exactly once, the payer is e-mailed, and the admin's needs-attention list shows it.
 */
import { SANDBOX_FPX_PROCESSING_MS, transactionMessages as m } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, paymentIntents, refunds, sandboxRefunds, transactions, users } from '../db/schema/index.js';
import { runJobOnce } from '../lib/jobs/runner.js';
import { reconcilePaymentsJob } from '../modules/transactions/reconciliation.js';
import {
  confirmFpx,
  decideAtBank,
  deliverEvents,
  type Intent,
} from '../modules/transactions/test-support/fpx-helpers.js';
import {
  buildSignedAwaitingContract,
  confirmCard,
  createIntent,
} from '../modules/transactions/test-support/payment-helpers.js';
import {
  buildRentCharge,
  jobContextOf,
  mailsTo,
  paymentsOf,
} from '../modules/transactions/test-support/recovery-helpers.js';
import { authHeader, buildAdmin } from '../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../test/test-app.js';

const clock = new TestClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const chargeRow = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0];
const intentRow = async (id: string) =>
  (await db().select().from(paymentIntents).where(eq(paymentIntents.providerId, id)))[0];
const refundsOfIntent = (id: string) => db().select().from(refunds).where(eq(refunds.paymentIntentId, id));
async function del(url: string, lang: 'en' | 'ms' = 'en') {
  // The test clock moves on past an access token's life: sign in again each time.
  const user = await buildAdmin(db(), { language: lang });
  return ctx.app.inject({ method: 'DELETE', url, headers: await authHeader(ctx.app, user) });
}
const reconcile = async () => {
  await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
  await ctx.outbox.drain();
};

/** A rent charge whose FPX payment the bank approved into `processing` (Bank Rakyat, the sandbox's slow bank). */
async function processingRentCharge() {
  const built = await buildRentCharge(db());
  const headers = await authHeader(ctx.app, built.customer);
  const intent = (await createIntent(ctx.app, headers, { transactionId: built.charge.id })).json<Intent>();
  await confirmFpx(ctx.app, intent, 'bank_rakyat');
  await decideAtBank(ctx.app, intent, 'approve');
  return { ...built, headers, intent };
}

describe('N1: deleting while money is on its way', () => {
  it('FPX processing: DELETE of the charge is 409 (cancel instead, EN and BM); the payment is then recorded', async () => {
    const { charge, intent } = await processingRentCharge();
    const refused = await del(`/api/transactions/${charge.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.paymentInFlightCannotDelete);
    const malay = await del(`/api/transactions/${charge.id}`, 'ms');
    expect(malay.statusCode).toBe(409);
    expect(malay.json().message).toMatch(/^Bayaran bagi caj ini masih diproses .* Batalkan caj ini sebaliknya/);
    expect(await chargeRow(charge.id)).toBeDefined();
    clock.advance(SANDBOX_FPX_PROCESSING_MS + 60_000);
    await reconcile();
    expect((await chargeRow(charge.id))!.status).toBe('Paid');
    expect(await paymentsOf(db(), charge.id)).toHaveLength(1);
    expect((await intentRow(intent.paymentIntentId))!.settlement).toBe('recorded');
  });

  it('card paid, webhook delayed: DELETE asks the provider, records the payment once and refuses (409)', async () => {
    const { charge, customer } = await buildRentCharge(db());
    const headers = await authHeader(ctx.app, customer);
    const intent = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json<Intent>();
    expect((await confirmCard(ctx.app, intent)).statusCode).toBe(200);
    // The succeeded event is queued, not delivered yet.
    const refused = await del(`/api/transactions/${charge.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.paidCannotDelete);
    expect((await chargeRow(charge.id))!.status).toBe('Paid');
    await deliverEvents(ctx, clock);
    await reconcile();
    expect(await paymentsOf(db(), charge.id)).toHaveLength(1);
    expect(await refundsOfIntent(intent.paymentIntentId)).toHaveLength(0);
  });

  it('a contract whose deposit is processing at the bank cannot be deleted (409, cancel instead)', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const intent = (await createIntent(ctx.app, headers, { contractId: contract.id })).json<Intent>();
    await confirmFpx(ctx.app, intent, 'bank_rakyat');
    await decideAtBank(ctx.app, intent, 'approve');
    const refused = await del(`/api/contracts/${contract.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.contractPaymentInFlightCannotDelete);
    expect((await del(`/api/contracts/${contract.id}`, 'ms')).json().message).toContain('tidak boleh dipadam');
    expect((await db().select().from(contracts).where(eq(contracts.id, contract.id))).length).toBe(1);
    expect(await chargeRow(deposit.id)).toBeDefined();
  });

  it('a card payment delayed on a contract: DELETE records it and refuses, as for any paid contract', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
    const headers = await authHeader(ctx.app, customer);
    const intent = (await createIntent(ctx.app, headers, { contractId: contract.id })).json<Intent>();
    await confirmCard(ctx.app, intent);
    expect((await del(`/api/contracts/${contract.id}`)).statusCode).toBe(409);
    expect((await chargeRow(deposit.id))!.status).toBe('Paid');
    await deliverEvents(ctx, clock);
    expect(await paymentsOf(db(), deposit.id)).toHaveLength(1);
  });

  it('an intent opened but never paid is cancelled at the provider, and the charge is deleted', async () => {
    const { charge, customer } = await buildRentCharge(db());
    const headers = await authHeader(ctx.app, customer);
    const intent = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json<Intent>();
    expect((await del(`/api/transactions/${charge.id}`)).statusCode).toBe(204);
    expect(await chargeRow(charge.id)).toBeUndefined();
    // The registry keeps it, released: the provider refuses to take money for it now.
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({
      transactionId: null,
      chargeId: charge.id,
      settlement: 'released',
    });
    expect((await confirmCard(ctx.app, intent)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a charge deleted anyway: its late money is refunded once, the payer told in their language, the admin sees it', async () => {
    const { charge, customer, property, intent } = await processingRentCharge();
    await db().delete(transactions).where(eq(transactions.id, charge.id));
    const kept = await intentRow(intent.paymentIntentId);
    expect(kept).toMatchObject({ transactionId: null, chargeId: charge.id, payerId: customer.id, settledAt: null });

    // The bank's approval arrives: the job and the webhook both learn of it, twice each.
    clock.advance(SANDBOX_FPX_PROCESSING_MS + 60_000);
    await reconcile();
    await deliverEvents(ctx, clock);
    clock.advance(10 * 60_000);
    await reconcile();
    await deliverEvents(ctx, clock);

    const rows = await refundsOfIntent(intent.paymentIntentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transactionId: null, kind: 'automatic', amountSen: 120000, status: 'succeeded' });
    const atProvider = await db()
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, intent.paymentIntentId));
    expect(atProvider).toHaveLength(1);
    expect((await intentRow(intent.paymentIntentId))!.settlement).toBe('refunded');

    const mails = await mailsTo(db(), customer.email, 'payment-refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your payment is being refunded');
    expect(mails[0]!.textBody).toContain('RM1,200');
    expect(mails[0]!.textBody).toContain(property.name);
    expect(mails[0]!.textBody).toContain('the charge was deleted');

    const fresh = await authHeader(ctx.app, await buildAdmin(db()));
    const attention = await ctx.app.inject({ url: '/api/admin/needs-attention?page=1&limit=100', headers: fresh });
    expect(attention.statusCode).toBe(200);
    const item = attention.json().items.find((i: { id: string }) => i.id === rows[0]!.id);
    expect(item).toMatchObject({ kind: 'deleted-charge-payment', amount: 1200, status: 'succeeded' });
  });

  it('a BM payer is told in BM', async () => {
    const { charge, customer, intent } = await processingRentCharge();
    await db().update(users).set({ language: 'ms' }).where(eq(users.id, customer.id));
    await db().delete(transactions).where(eq(transactions.id, charge.id));
    clock.advance(SANDBOX_FPX_PROCESSING_MS + 60_000);
    await deliverEvents(ctx, clock);
    await reconcile();
    expect(await refundsOfIntent(intent.paymentIntentId)).toHaveLength(1);
    const [mail] = await mailsTo(db(), customer.email, 'payment-refund');
    expect(mail!.textBody).toContain('bayaran lewat: caj ini telah dipadam');
  });
});
