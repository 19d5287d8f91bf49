/**
 * A Stripe refund left pending gets its final state later (issue 14): from the signed `charge.refund.updated` /
 * `refund.updated` webhook, or from the reconciliation job asking Stripe. A success issues its receipt once.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts, refunds } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { pdfText } from '../../lib/pdf/pdf-read-back.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { reconcilePaymentsJob } from './reconciliation.js';
import { FakeStripe } from './test-support/fake-stripe.js';
import { stripeTestEnv } from './test-support/stripe-test-env.js';
import { buildSignedAwaitingContract, createIntent, type Auth } from './test-support/payment-helpers.js';
import { jobContextOf } from './test-support/recovery-helpers.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_refund_updates';
const stripe = new Stripe('sk_test_unused');
let fake: FakeStripe;
let ctx: TestContext;
let admin: Auth;

beforeAll(async () => {
  fake = new FakeStripe();
  await fake.start();
  ctx = await createTestApp({ env: stripeTestEnv(fake, WEBHOOK_SECRET) });
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});
const db = () => ctx.database.db;

let eventSeq = 0;
function refundEvent(type: string, object: unknown) {
  eventSeq += 1;
  const payload = JSON.stringify({ id: `evt_refund_${eventSeq}`, object: 'event', type, data: { object } });
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

/** A deposit paid through Stripe (RM4,500). */
async function paidDeposit() {
  const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
  const headers = await authHeader(ctx.app, customer);
  const { paymentIntentId } = (await createIntent(ctx.app, headers, { contractId: contract.id })).json();
  fake.succeed(paymentIntentId);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/process-deposit',
    headers,
    payload: { paymentIntentId, contractId: contract.id },
  });
  expect(paid.statusCode).toBe(200);
  return { customer, deposit };
}

/** An admin refund Stripe answers `pending`. */
async function pendingRefund(transactionId: string, amount: number) {
  fake.newRefundStatus = 'pending';
  try {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${transactionId}/refunds`,
      headers: admin,
      payload: { amount, reason: 'Owner cancelled the tenancy' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund.status).toBe('pending');
    const [row] = await db().select().from(refunds).where(eq(refunds.id, res.json().refund.id));
    return row!;
  } finally {
    fake.newRefundStatus = 'succeeded';
  }
}

const refundReceipts = (refundId: string) => db().select().from(receipts).where(eq(receipts.refundId, refundId));
const refundMails = (to: string) =>
  ctx.mailer.sent.filter((m) => m.to === to && m.subject.startsWith('Refund receipt'));

describe('pending Stripe refunds', { timeout: 60_000 }, () => {
  it('the refund-update webhook settles a pending refund once, issuing and mailing its receipt', async () => {
    const { customer, deposit } = await paidDeposit();
    const refund = await pendingRefund(deposit.id, 300);
    expect(await refundReceipts(refund.id)).toEqual([]);
    // Still pending at Stripe: nothing changes.
    expect(
      (
        await refundEvent(
          'refund.updated',
          fake.refunds.find((r) => r.id === refund.providerRefundId),
        )
      ).statusCode,
    ).toBe(200);
    expect((await db().select().from(refunds).where(eq(refunds.id, refund.id)))[0]!.status).toBe('pending');

    const settled = fake.settleRefund(refund.providerRefundId!, 'succeeded');
    const [first, again] = [
      await refundEvent('charge.refund.updated', settled),
      await refundEvent('refund.updated', settled),
    ];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const [row] = await db().select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row!.status).toBe('succeeded');
    const issued = await refundReceipts(refund.id);
    expect(issued.map((r) => [r.kind, r.amountSen])).toEqual([['refund', 30000]]);
    const mails = refundMails(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments?.map((a) => a.filename)).toEqual([`${issued[0]!.number}.pdf`]);
    const text = await pdfText(mails[0]!.attachments![0]!.content);
    expect(text).toContain(issued[0]!.number);
    expect(text).toContain('RM300');
  });

  it('the reconciliation job asks Stripe about pending refunds: a failure needs attention, a success gets its receipt', async () => {
    const { customer, deposit } = await paidDeposit();
    const failing = await pendingRefund(deposit.id, 100);
    const passing = await pendingRefund(deposit.id, 200);
    fake.settleRefund(failing.providerRefundId!, 'failed', 'expired_or_canceled_card');
    fake.settleRefund(passing.providerRefundId!, 'succeeded');

    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx)); // not due yet: within the request's grace
    expect((await db().select().from(refunds).where(eq(refunds.id, failing.id)))[0]!.status).toBe('pending');
    ctx.clock.advance(3 * 60_000);
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    await ctx.outbox.drain();
    const rows = await db().select().from(refunds).where(eq(refunds.transactionId, deposit.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(failing.id)).toMatchObject({ status: 'failed', failure: 'expired_or_canceled_card' });
    expect(byId.get(passing.id)).toMatchObject({ status: 'succeeded' });
    expect(await refundReceipts(failing.id)).toEqual([]);
    expect((await refundReceipts(passing.id)).map((r) => r.amountSen)).toEqual([20000]);
    expect(refundMails(customer.email)).toHaveLength(1);
    const lookups = fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/refunds/'));
    expect(lookups.map((r) => r.path).sort()).toEqual(
      [`/v1/refunds/${failing.providerRefundId}`, `/v1/refunds/${passing.providerRefundId}`].sort(),
    );

    const attention = await ctx.app.inject({ url: '/api/admin/needs-attention', headers: admin });
    const items = attention.json().items as { kind: string; id: string; status: string }[];
    expect(items).toContainEqual(expect.objectContaining({ kind: 'refund', id: failing.id, status: 'failed' }));
    expect(items.some((i) => i.id === passing.id)).toBe(false);
  });
});
