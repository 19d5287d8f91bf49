/** Helpers of the FPX tests: pick a bank (confirm-fpx), decide on the simulated bank page, deliver the events. */
import type { FastifyInstance } from 'fastify';
import type { SandboxPaymentProvider } from '../../../lib/payments/index.js';
import { SandboxWebhookWorker } from '../../../lib/payments/sandbox-webhook-worker.js';
import type { TestClock, TestContext } from '../../../test/test-app.js';

export type Intent = { paymentIntentId: string; clientSecret: string };

/** What the payment component does when the payer picks a bank. */
export function confirmFpx(app: FastifyInstance, intent: Intent, bank: string) {
  return app.inject({
    method: 'POST',
    url: `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm-fpx`,
    payload: { clientSecret: intent.clientSecret, bank },
  });
}

/** The payer's click on the bank page (its form posts url-encoded). */
export function decideAtBank(app: FastifyInstance, intent: Intent, decision: 'approve' | 'decline', secret?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/transactions/sandbox/fpx/${intent.paymentIntentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_secret: secret ?? intent.clientSecret, decision }).toString(),
  });
}

/** The bank's page, as the payer's browser asks for it (optionally with its language headers). */
export function bankPage(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** Delivers the sandbox's queued webhook events to this app's webhook endpoint (what the worker does over HTTP). */
export async function deliverEvents(ctx: TestContext, clock: TestClock) {
  const sandbox = ctx.app.deps.payments as SandboxPaymentProvider;
  const viaInject = (async (url: string, init: RequestInit) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: init.headers as Record<string, string>,
      payload: init.body as string,
    });
    return new Response(res.body, { status: res.statusCode });
  }) as unknown as typeof fetch;
  const worker = new SandboxWebhookWorker({
    db: ctx.database.db,
    secret: sandbox.webhookSecret,
    url: `${ctx.config.publicUrl}/api/transactions/webhook`,
    clock: clock.now,
    log: ctx.app.log,
    retryBaseMs: 1_000,
    fetch: viaInject,
  });
  const result = await worker.deliverDue();
  await ctx.outbox.drain();
  return result;
}
