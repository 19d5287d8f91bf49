/**
 * FPX online banking in the sandbox (ADR 0018): bank choice, the simulated bank page (approve, decline, close),
 * the processing path, FPX's RM1..RM30,000 limits, and the method recorded on the transaction and its receipt.
 * Approvals are recorded through the signed webhook events and recordSucceededPayment, as cards are (ADR 0015).
 */
import { paymentMethodMessages as pm, SANDBOX_FPX_PROCESSING_MS } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, sandboxPaymentIntents, transactions } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { authHeader } from '../../test/factories/index.js';
import { bankPage, confirmFpx, decideAtBank, deliverEvents, type Intent } from './test-support/fpx-helpers.js';
import { buildSignedAwaitingContract, confirmCard, createIntent } from './test-support/payment-helpers.js';
import { buildRentCharge, jobContextOf, paymentsOf } from './test-support/recovery-helpers.js';
import { reconcilePaymentsJob } from './reconciliation.js';

const clock = new TestClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const rowOf = async (id: string) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;

async function depositIntent() {
  const { customer, deposit, contract } = await buildSignedAwaitingContract(db());
  const headers = await authHeader(ctx.app, customer);
  const res = await createIntent(ctx.app, headers, { contractId: contract.id, paymentMethodType: 'fpx' });
  expect(res.statusCode).toBe(200);
  return { customer, deposit, contract, headers, intent: res.json<Intent & { paymentMethodTypes: string[] }>() };
}

async function rentIntent(amountSen?: number) {
  const built = await buildRentCharge(db());
  if (amountSen) await db().update(transactions).set({ amountSen }).where(eq(transactions.id, built.charge.id));
  const headers = await authHeader(ctx.app, built.customer);
  return { ...built, headers };
}

describe('FPX in the sandbox', () => {
  it('approve: the bank page returns to Payment Status and the event records the payment with its bank', async () => {
    const { deposit, customer, intent } = await depositIntent();
    expect(intent.paymentMethodTypes).toEqual(['card', 'fpx']);
    const confirmed = await confirmFpx(ctx.app, intent, 'maybank2u');
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json<{ status: string; nextAction: { type: string; url: string } }>();
    expect(body.status).toBe('requires_action');
    expect(body.nextAction.type).toBe('redirect_to_url');
    expect(body.nextAction.url).toMatch(new RegExp(`^/api/transactions/sandbox/fpx/${intent.paymentIntentId}\\?`));

    const page = await bankPage(ctx.app, body.nextAction.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Maybank2u');
    expect(page.body).toContain('RM4,500');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).not.toMatch(/https?:\/\/|<script/); // no external request, no script
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Approve payment');

    // In the payer's language: the switch's cookie, else the browser's Accept-Language (issue 16).
    const malayCallers: Record<string, string>[] = [{ 'accept-language': 'ms-MY,ms;q=0.9' }, { cookie: 'lang=ms' }];
    for (const languageHeaders of malayCallers) {
      const malay = await bankPage(ctx.app, body.nextAction.url, languageHeaders);
      expect(malay.statusCode).toBe(200);
      expect(malay.headers['content-language']).toBe('ms');
      expect(malay.body).toContain('<html lang="ms">');
      expect(malay.body).toContain('Maybank2u: luluskan bayaran');
      expect(malay.body).toContain('>Luluskan bayaran</button>');
      expect(malay.body).toContain('>Tolak</button>');
      expect(malay.body).toContain('RM4,500');
      expect(malay.body).not.toContain('Approve payment');
    }

    const approved = await decideAtBank(ctx.app, intent, 'approve');
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string, 'http://app.test');
    expect(back.pathname).toBe(`/payment-success/${intent.paymentIntentId}`);
    expect(back.searchParams.get('payment_intent')).toBe(intent.paymentIntentId);
    expect(back.searchParams.get('payment_intent_client_secret')).toBe(intent.clientSecret);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');

    // Nobody calls process-deposit: the signed webhook event records it.
    expect(await paymentsOf(db(), deposit.id)).toHaveLength(0);
    expect(await deliverEvents(ctx, clock)).toMatchObject({ delivered: 1 });
    expect(await paymentsOf(db(), deposit.id)).toHaveLength(1);
    expect(await rowOf(deposit.id)).toMatchObject({ status: 'Paid', paymentMethod: 'fpx', fpxBank: 'maybank2u' });
    const dto = await ctx.app.inject({
      url: `/api/transactions/${deposit.id}`,
      headers: await authHeader(ctx.app, customer),
    });
    expect(dto.json().transaction.paymentMethod).toEqual({ type: 'fpx', bank: 'maybank2u' });
    const receipt = ctx.mailer.lastTo(customer.email);
    expect(receipt?.text).toContain('Paid with: FPX (Maybank2u)');
    // The page is now closed: a second approval is refused.
    expect((await decideAtBank(ctx.app, intent, 'approve')).statusCode).toBe(400);
  });

  it('decline: back with a failure, nothing recorded, and the same charge can then be paid by card', async () => {
    const { charge, headers } = await rentIntent();
    const intent = (
      await createIntent(ctx.app, headers, { transactionId: charge.id, paymentMethodType: 'fpx' })
    ).json<Intent>();
    await confirmFpx(ctx.app, intent, 'cimb');
    const declined = await decideAtBank(ctx.app, intent, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(new URL(declined.headers.location as string, 'http://x').searchParams.get('redirect_status')).toBe('failed');
    const status = await ctx.app.inject({
      url: `/api/transactions/payment-intent-status/${intent.paymentIntentId}`,
      headers,
    });
    expect(status.json()).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { message: pm.bankDeclined },
      paymentMethod: { type: 'fpx', bank: 'cimb' },
      transactionType: 'Monthly Rental',
    });
    await deliverEvents(ctx, clock);
    expect(await paymentsOf(db(), charge.id)).toHaveLength(0);
    expect((await rowOf(charge.id)).status).toBe('Pending');

    const again = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json<Intent>();
    expect(again.paymentIntentId).toBe(intent.paymentIntentId); // the same intent, now by card
    expect((await confirmCard(ctx.app, again)).json().status).toBe('succeeded');
    await deliverEvents(ctx, clock);
    expect(await rowOf(charge.id)).toMatchObject({
      status: 'Paid',
      paymentMethod: 'card',
      cardBrand: 'visa',
      cardLast4: '4242',
      fpxBank: null,
    });
  });

  it('abandon: the bank page is closed; reconciliation releases the intent after a day, and it can never be paid', async () => {
    const { charge, headers } = await rentIntent();
    const intent = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json<Intent>();
    const url = (await confirmFpx(ctx.app, intent, 'public_bank')).json<{ nextAction: { url: string } }>().nextAction
      .url;
    // The payer closes the page. The job looks but waits while the intent is young.
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    let [registered] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerId, intent.paymentIntentId));
    expect(registered!.settledAt).toBeNull();
    clock.advance(25 * 60 * 60_000);
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    [registered] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerId, intent.paymentIntentId));
    expect(registered!.settlement).toBe('released');
    const [atSandbox] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(atSandbox!.status).toBe('canceled');
    const page = await bankPage(ctx.app, url);
    expect(page.body).toContain('no longer waiting for your bank (status: cancelled)');
    const malay = await bankPage(ctx.app, url, { 'accept-language': 'ms' });
    expect(malay.body).toContain('Bayaran ini tidak lagi menunggu kelulusan bank anda (status: dibatalkan).');
    expect((await decideAtBank(ctx.app, intent, 'approve')).statusCode).toBe(400);
    expect((await rowOf(charge.id)).status).toBe('Pending');
  });

  it('processing: Bank Rakyat stays processing, then the approval arrives and reconciliation records it', async () => {
    const { charge, headers } = await rentIntent();
    const intent = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json<Intent>();
    await confirmFpx(ctx.app, intent, 'bank_rakyat');
    const approved = await decideAtBank(ctx.app, intent, 'approve');
    expect(new URL(approved.headers.location as string, 'http://x').searchParams.get('redirect_status')).toBe(
      'processing',
    );
    const status = () =>
      ctx.app.inject({ url: `/api/transactions/payment-intent-status/${intent.paymentIntentId}`, headers });
    expect((await status()).json().status).toBe('processing');
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    expect((await rowOf(charge.id)).status).toBe('Pending');
    clock.advance(SANDBOX_FPX_PROCESSING_MS + 60_000);
    await runJobOnce(reconcilePaymentsJob, jobContextOf(ctx));
    await ctx.outbox.drain();
    expect(await rowOf(charge.id)).toMatchObject({ status: 'Paid', paymentMethod: 'fpx', fpxBank: 'bank_rakyat' });
    expect((await status()).json().status).toBe('succeeded');
    // Its succeeded event arrives too, and records nothing twice.
    await deliverEvents(ctx, clock);
    expect(await paymentsOf(db(), charge.id)).toHaveLength(1);
  });

  it('limits: above RM30,000 only card is offered, and an FPX attempt is refused with 400', async () => {
    const { charge, headers } = await rentIntent(3_000_001);
    const fpx = await createIntent(ctx.app, headers, { transactionId: charge.id, paymentMethodType: 'fpx' });
    expect(fpx.statusCode).toBe(400);
    expect(fpx.json().message).toBe(pm.fpxAboveLimit);
    expect(pm.fpxAboveLimit).toContain('RM30,000');
    const card = await createIntent(ctx.app, headers, { transactionId: charge.id });
    expect(card.statusCode).toBe(200);
    expect(card.json().paymentMethodTypes).toEqual(['card']);
    const attempt = await confirmFpx(ctx.app, card.json<Intent>(), 'maybank2u');
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().message).toBe(pm.fpxAboveLimit);

    const atLimit = await rentIntent(3_000_000);
    const ok = await createIntent(ctx.app, atLimit.headers, {
      transactionId: atLimit.charge.id,
      paymentMethodType: 'fpx',
    });
    expect(ok.json().paymentMethodTypes).toEqual(['card', 'fpx']);
  });

  it('banks: an offline bank or an unknown one is refused; a wrong secret is 404 on the bank page', async () => {
    const { charge, headers } = await rentIntent();
    const intent = (await createIntent(ctx.app, headers, { transactionId: charge.id })).json<Intent>();
    const offline = await confirmFpx(ctx.app, intent, 'kfh');
    expect(offline.statusCode).toBe(400);
    expect(offline.json().message).toBe(pm.bankOffline);
    const unknown = await confirmFpx(ctx.app, intent, 'bank_of_nowhere');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorFields).toBeDefined();
    await confirmFpx(ctx.app, intent, 'rhb');
    const forged = await bankPage(
      ctx.app,
      `/api/transactions/sandbox/fpx/${intent.paymentIntentId}?client_secret=${intent.clientSecret}x`,
    );
    expect(forged.statusCode).toBe(404);
    expect((await decideAtBank(ctx.app, intent, 'approve', `${intent.clientSecret}x`)).statusCode).toBe(404);
    expect((await rowOf(charge.id)).status).toBe('Pending');
  });
});
