/**
 * Sign & Pay's one payment (ADR 0034): one PaymentIntent pays the deposit + first month and the stamp duty the
 * tenant owes; each charge is recorded once (however many reports race), one receipt lists both lines, the e-mail
 * states them, refunds are per charge up to its share, and late money is returned whole, once.
 */
import {
  refundMessages as rm,
  STAMP_DUTY_CHARGE_DESCRIPTION,
  transactionMessages as m,
  type Contract,
} from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentIntentCharges,
  paymentIntents,
  receipts,
  refunds,
  sandboxWebhookEvents,
  transactions,
} from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { pdfText } from '../../lib/pdf/pdf-read-back.js';
import { signSandboxEvent } from '../../lib/payments/sandbox-events.js';
import type { SandboxPaymentProvider } from '../../lib/payments/index.js';
import { findInvariantViolations } from '../../security/invariants.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { reconcilePaymentsJob } from './reconciliation.js';
import { buildSignedAwaitingContract, confirmCard, createIntent, type Auth } from './test-support/payment-helpers.js';
import { jobContextOf, paymentsOf, refundsOf } from './test-support/recovery-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;

/** A contract awaiting payment (deposit RM4,500: RM3,000 + first month RM1,500) and its RM82 stamp duty. */
async function awaitingWithStampDuty() {
  const built = await buildSignedAwaitingContract(db());
  const [stampDuty] = await db()
    .insert(transactions)
    .values({
      userId: built.customer.id,
      contractId: built.contract.id,
      propertyId: built.property.id,
      type: 'Other Fees',
      amountSen: 8200,
      dueDate: built.deposit.dueDate,
      status: 'Pending',
      description: STAMP_DUTY_CHARGE_DESCRIPTION,
    })
    .returning();
  const headers = await authHeader(ctx.app, built.customer);
  return { ...built, stampDuty: stampDuty!, headers };
}

async function startPayment(headers: Auth, contractId: string) {
  const res = await createIntent(ctx.app, headers, { contractId, amount: 1 });
  expect(res.statusCode).toBe(200);
  return res.json<{ paymentIntentId: string; clientSecret: string; amount: number; transactionId: string }>();
}

const chargeRow = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;

/** The signed `payment_intent.succeeded` event the sandbox queued for this intent, as Stripe would send it. */
async function succeededEvent(paymentIntentId: string) {
  const events = await db()
    .select()
    .from(sandboxWebhookEvents)
    .where(eq(sandboxWebhookEvents.type, 'payment_intent.succeeded'));
  const event = events.find((e) => JSON.stringify(e.payload).includes(paymentIntentId));
  const body = JSON.stringify(event!.payload);
  const secret = (ctx.app.deps.payments as SandboxPaymentProvider).webhookSecret;
  return { body, signature: await signSandboxEvent(body, secret, new Date()) };
}

describe('Sign & Pay: one payment for the deposit, first month and stamp duty', () => {
  it('charges all three in one intent; two concurrent webhooks and the browser record each charge once', async () => {
    const { customer, contract, deposit, stampDuty, headers } = await awaitingWithStampDuty();
    // The contract says what the one payment charges (ADR 0008: depositAmount), the stamp duty included.
    const shown = await ctx.app.inject({ url: `/api/contracts/${contract.id}`, headers });
    expect(shown.json<{ contract: Contract }>().contract).toMatchObject({
      depositAmount: 4582,
      securityDepositAmount: 3000,
    });

    const intent = await startPayment(headers, contract.id);
    expect(intent).toMatchObject({ amount: 4582, transactionId: deposit.id });
    const lines = await db()
      .select()
      .from(paymentIntentCharges)
      .where(eq(paymentIntentCharges.providerId, intent.paymentIntentId));
    expect(lines.map((l) => [l.transactionId, l.amountSen, l.position])).toEqual([
      [deposit.id, 450000, 0],
      [stampDuty.id, 8200, 1],
    ]);
    // Asked again, the same intent (same charges, same amount).
    expect((await startPayment(headers, contract.id)).paymentIntentId).toBe(intent.paymentIntentId);
    expect((await confirmCard(ctx.app, intent)).json()).toMatchObject({ status: 'succeeded' });

    const { body, signature } = await succeededEvent(intent.paymentIntentId);
    const webhook = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    const browser = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/process-deposit',
        headers,
        payload: { paymentIntentId: intent.paymentIntentId, contractId: contract.id },
      });
    const answers = await Promise.all([webhook(), webhook(), browser(), browser()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);

    const depositPayments = await paymentsOf(db(), deposit.id);
    const stampPayments = await paymentsOf(db(), stampDuty.id);
    expect(depositPayments.map((p) => [p.paymentIntentId, p.amountSen])).toEqual([[intent.paymentIntentId, 450000]]);
    expect(stampPayments.map((p) => [p.paymentIntentId, p.amountSen])).toEqual([[intent.paymentIntentId, 8200]]);
    expect((await chargeRow(deposit.id)).status).toBe('Paid');
    expect((await chargeRow(stampDuty.id)).status).toBe('Paid');
    const [registered] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerId, intent.paymentIntentId));
    expect(registered!.settlement).toBe('recorded');
    const after = await ctx.app.inject({ url: `/api/contracts/${contract.id}`, headers });
    expect(after.json<{ contract: Contract }>().contract).toMatchObject({ status: 'Active', depositAmount: 4582 });

    // One receipt for the one payment, with a line per charge, listed under both charges.
    const issued = await db().select().from(receipts).where(eq(receipts.providerReference, intent.paymentIntentId));
    expect(issued).toHaveLength(1);
    expect(issued[0]!).toMatchObject({ kind: 'payment', transactionId: deposit.id, amountSen: 458200 });
    expect(issued[0]!.details.lines).toEqual([
      { transactionId: deposit.id, amountSen: 450000 },
      { transactionId: stampDuty.id, amountSen: 8200 },
    ]);
    const history = await ctx.app.inject({ url: `/api/transactions?contractId=${contract.id}`, headers });
    const listed = history.json<{ transactions: { _id: string; receipts: { number: string }[] }[] }>();
    const receiptsOf = (id: string) => listed.transactions.find((t) => t._id === id)!.receipts.map((r) => r.number);
    expect(receiptsOf(deposit.id)).toEqual([issued[0]!.number]);
    expect(receiptsOf(stampDuty.id)).toEqual([issued[0]!.number]);

    const pdf = await ctx.app.inject({ url: `/api/receipts/${issued[0]!.id}/file`, headers });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Item Amount');
    expect(text).toMatch(/Security deposit and first month's rent \(month 1: [^)]+\) RM4,500/);
    expect(text).toContain('Stamp duty on the tenancy agreement (LHDN) RM82');
    expect(text).toContain('Total RM4,582');

    // One e-mail, stating each line.
    const mails = ctx.mailer.sent.filter((mail) => mail.to === customer.email && mail.subject.startsWith('Payment'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Payment receipt: RM4,582 (Deposit and 1 more item)']);
    expect(mails[0]!.text).toContain('We have received your payment of RM4,582 for');
    expect(mails[0]!.text).toContain('Deposit: RM4,500');
    expect(mails[0]!.text).toContain('Stamp duty on the tenancy agreement (LHDN): RM82');
    expect(await findInvariantViolations(db())).toEqual([]);
  });

  it('the stamp duty alone cannot be paid while Sign & Pay is still to pay it', async () => {
    const { stampDuty, headers } = await awaitingWithStampDuty();
    const res = await createIntent(ctx.app, headers, { transactionId: stampDuty.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.stampDutyInSignAndPay);
  });

  it('refunds per charge, each up to its own share of the one payment', async () => {
    const { contract, deposit, stampDuty, headers } = await awaitingWithStampDuty();
    const intent = await startPayment(headers, contract.id);
    await confirmCard(ctx.app, intent);
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-deposit',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, contractId: contract.id },
    });
    expect(recorded.statusCode).toBe(200);
    const admin = await authHeader(ctx.app, await buildAdmin(db()));
    const refund = (transactionId: string, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/transactions/${transactionId}/refunds`,
        headers: admin,
        payload: { amount, reason: 'Stamped free of charge' },
      });
    // The stamp duty's share is RM82, not the payment's RM4,582.
    const tooMuch = await refund(stampDuty.id, 83);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(rm.overRefund('RM82'));
    const part = await refund(stampDuty.id, 50);
    expect(part.statusCode).toBe(201);
    expect(part.json().refund).toMatchObject({ amount: 50, status: 'succeeded', transactionId: stampDuty.id });
    const rest = await refund(stampDuty.id, 33);
    expect(rest.json().message).toBe(rm.overRefund('RM32'));
    // The deposit's share is untouched by the stamp duty's refunds.
    const depositPart = await refund(deposit.id, 1000);
    expect(depositPart.statusCode).toBe(201);
    expect((await refundsOf(db(), deposit.id)).map((r) => r.amountSen)).toEqual([100000]);
    expect((await refundsOf(db(), stampDuty.id)).map((r) => r.amountSen)).toEqual([5000]);
    const sandbox = ctx.app.deps.payments as SandboxPaymentProvider;
    expect((await sandbox.retrievePaymentIntent(intent.paymentIntentId))?.amount).toBe(458200);
    // Each refund has its receipt, under its own charge.
    const refundReceipts = await db().select().from(receipts).where(eq(receipts.kind, 'refund'));
    const ours = refundReceipts.filter((r) => r.transactionId === stampDuty.id || r.transactionId === deposit.id);
    expect(ours.map((r) => [r.transactionId, r.amountSen]).sort()).toEqual(
      [
        [deposit.id, 100000],
        [stampDuty.id, 5000],
      ].sort(),
    );
  });

  it('a success nobody reported (server killed) is recorded once by the reconciliation job', async () => {
    const { contract, deposit, stampDuty, headers } = await awaitingWithStampDuty();
    const intent = await startPayment(headers, contract.id);
    await confirmCard(ctx.app, intent);
    // No browser report and no webhook delivery: only the job learns of it, twice at once.
    await db()
      .update(paymentIntents)
      .set({ nextCheckAt: new Date(0) });
    await Promise.all([
      runJobOnce(reconcilePaymentsJob, jobContextOf(ctx)),
      runJobOnce(reconcilePaymentsJob, jobContextOf(ctx)),
    ]);
    await ctx.outbox.drain();
    expect(await paymentsOf(db(), deposit.id)).toHaveLength(1);
    expect(await paymentsOf(db(), stampDuty.id)).toHaveLength(1);
    expect((await chargeRow(stampDuty.id)).status).toBe('Paid');
    const issued = await db().select().from(receipts).where(eq(receipts.providerReference, intent.paymentIntentId));
    expect(issued).toHaveLength(1);
    // The browser coming back later is told it is paid; nothing is recorded twice.
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-deposit',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, contractId: contract.id },
    });
    expect(late.statusCode).toBe(200);
    expect(await paymentsOf(db(), stampDuty.id)).toHaveLength(1);
  });

  /**
   * A card payment of the deposit and stamp duty that succeeded, but the stamp duty was cancelled before the payment
   * was recorded (as with the server down meanwhile); `report` is the browser's report of it.
   */
  async function latePayment() {
    const { contract, deposit, stampDuty, headers } = await awaitingWithStampDuty();
    const intent = await startPayment(headers, contract.id);
    await confirmCard(ctx.app, intent);
    await db().update(transactions).set({ status: 'Cancelled' }).where(eq(transactions.id, stampDuty.id));
    const report = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/process-deposit',
        headers,
        payload: { paymentIntentId: intent.paymentIntentId, contractId: contract.id },
      });
    return { deposit, stampDuty, intent, report };
  }

  it('late money for a charge cancelled meanwhile is returned whole, once, and neither charge is paid', async () => {
    const { deposit, stampDuty, report } = await latePayment();
    const answers = await Promise.all([report(), report()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([409, 409]);
    await db()
      .update(paymentIntents)
      .set({ nextCheckAt: new Date(0) });
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    expect(await paymentsOf(db(), deposit.id)).toHaveLength(0);
    expect(await paymentsOf(db(), stampDuty.id)).toHaveLength(0);
    expect((await chargeRow(deposit.id)).status).toBe('Pending');
    const returned = await refundsOf(db(), deposit.id);
    expect(returned.map((r) => [r.kind, r.amountSen, r.status, r.reason])).toEqual([
      ['automatic', 458200, 'succeeded', 'late payment: it is cancelled'],
    ]);
  });

  // The first report's refund is executed after its commit, and that transaction locks the refund row and then the
  // charge (its receipt's key). A second report holding the charge must not wait on that refund row: with an insert
  // that checks the one automatic refund by its unique index it did, and the two deadlocked (PostgreSQL answered
  // one of them 40P01, a 500). Only a server has a second connection to hold the row meanwhile.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a late report does not wait on the first report’s refund being executed (no deadlock)',
    async () => {
      const { intent, report } = await latePayment();
      expect((await report()).statusCode).toBe(409);
      const [refund] = await db().select().from(refunds).where(eq(refunds.paymentIntentId, intent.paymentIntentId));
      // The refund's execution in flight: its row updated by a transaction not yet committed.
      const answer = await db().transaction(async (tx) => {
        await tx.update(refunds).set({ updatedAt: new Date() }).where(eq(refunds.id, refund!.id));
        return Promise.race([
          report().then((res) => res.statusCode),
          new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
        ]);
      });
      expect(answer).toBe(409);
      expect(await refundsOf(db(), refund!.transactionId!)).toHaveLength(1);
    },
  );

  it('FPX pays the same one amount', async () => {
    const { contract, headers } = await awaitingWithStampDuty();
    const res = await createIntent(ctx.app, headers, { contractId: contract.id, paymentMethodType: 'fpx' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 4582, paymentMethodTypes: ['card', 'fpx'] });
  });
});
