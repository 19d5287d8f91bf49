/**
 * The sandbox delivers signed webhook events like Stripe (ADR 0015): queued with the intent's state change,
 * retried with backoff while the endpoint fails, then delivered once; the payment is recorded from the event.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWebhookEvents } from '../../db/schema/index.js';
import type { SandboxPaymentProvider } from '../../lib/payments/index.js';
import { SandboxWebhookWorker } from '../../lib/payments/sandbox-webhook-worker.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { payIntent } from './test-support/payment-helpers.js';
import { buildRentCharge, paymentsOf } from './test-support/recovery-helpers.js';

const clock = new TestClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;

describe('sandbox webhook delivery', () => {
  it('is retried with backoff while the endpoint fails, then delivered once, recording the payment', async () => {
    const sandbox = ctx.app.deps.payments as SandboxPaymentProvider;
    let failuresLeft = 2;
    const answers: number[] = [];
    // The worker's HTTP calls go to this app (inject); the first two answer 503, as a server being restarted.
    const fakeFetch = (async (url: string, init: RequestInit) => {
      if (failuresLeft-- > 0) return new Response('down', { status: 503 });
      const res = await ctx.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
      });
      answers.push(res.statusCode);
      return new Response(res.body, { status: res.statusCode });
    }) as unknown as typeof fetch;
    const worker = new SandboxWebhookWorker({
      db: db(),
      secret: sandbox.webhookSecret,
      url: `${ctx.config.publicUrl}/api/transactions/webhook`,
      clock: clock.now,
      log: ctx.app.log,
      retryBaseMs: 1_000,
      fetch: fakeFetch,
    });
    const { customer, charge } = await buildRentCharge(db());
    const intent = await payIntent(ctx.app, await authHeader(ctx.app, customer), { transactionId: charge.id });
    const events = await db()
      .select()
      .from(sandboxWebhookEvents)
      .where(eq(sandboxWebhookEvents.type, 'payment_intent.succeeded'));
    expect(events.filter((e) => JSON.stringify(e.payload).includes(intent.paymentIntentId))).toHaveLength(1);

    expect(await worker.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(await worker.deliverDue()).toEqual({ delivered: 0, failed: 0 }); // backing off
    clock.advance(1_000);
    expect(await worker.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    clock.advance(1_000);
    expect(await worker.deliverDue()).toEqual({ delivered: 0, failed: 0 }); // second backoff is 2 s
    // A failing delivery shows in the admin's list.
    const admin = await authHeader(ctx.app, await buildAdmin(db()));
    const attention = await ctx.app.inject({ method: 'GET', url: '/api/admin/needs-attention', headers: admin });
    expect(attention.json().items).toContainEqual(
      expect.objectContaining({ kind: 'webhook-delivery', status: 'pending', attempts: 2, detail: 'HTTP 503' }),
    );
    clock.advance(1_000);
    expect(await worker.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    clock.advance(60 * 60_000);
    expect(await worker.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(answers).toEqual([200]);
    const recorded = await paymentsOf(db(), charge.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ paymentIntentId: intent.paymentIntentId, source: 'webhook' });
  });

  it('refuses an event with a wrong signature', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded', data: { object: {} } }),
    });
    expect(res.statusCode).toBe(400);
  });
});
