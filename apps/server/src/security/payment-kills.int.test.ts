/**
 * The proof of ADR 0015: N payments, by card and by FPX (ADR 0018), are confirmed at the provider, then the server is killed (kill -9)
 * before it recorded any of them. Some payers come back, some never do, and some charges are cancelled while the
 * server is down. A new process (reconciliation job, sandbox webhook events retried with backoff, the browser's
 * reports) must account for every payment: recorded exactly once, or refunded exactly once when its charge was no
 * longer payable; nothing in between. Both providers: the sandbox, and Stripe against a local stand-in of its API.
 * PostgreSQL only (TEST_DATABASE_URL): skipped, with the reason printed, in the PGlite pass.
 */
import { createServer } from 'node:net';
import { SANDBOX_TEST_CARDS, type UserInfo } from '@sewamudah/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, payments, refunds, sandboxRefunds, transactions } from '../db/schema/index.js';
import { createAccessTokens } from '../lib/jwt.js';
import { FakeStripe } from '../modules/transactions/test-support/fake-stripe.js';
import { buildSignedAwaitingContract } from '../modules/transactions/test-support/payment-helpers.js';
import { buildRentCharge } from '../modules/transactions/test-support/recovery-helpers.js';
import type { UserRow } from '../test/factories/index.js';
import { call, startServer, stopAllServers, TEST_JWT_SECRET, type ServerProcess } from './support/server-process.js';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('[security/payment-kills] skipped: needs PostgreSQL (TEST_DATABASE_URL), not PGlite');

const tokens = createAccessTokens(TEST_JWT_SECRET);
const tokenOf = (u: UserRow) =>
  tokens.sign({ userId: u.id, userType: u.userType, userName: u.firstname } satisfies UserInfo);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Paid {
  transactionId: string;
  contractId: string;
  paymentIntentId: string;
  token: string;
  /** The payer comes back and reports the payment to the new process. */
  returns: boolean;
  /** The charge is cancelled while the server is down: the money must go back. */
  cancelled: boolean;
  /** How the payer paid: card, or FPX online banking (approved on the bank page). */
  method: 'card' | 'fpx';
}

describe.skipIf(!serverUrl)('kill -9 after the provider confirmed each of N payments', { timeout: 180_000 }, () => {
  let shared: SharedDatabase;
  let fake: FakeStripe;
  const db = () => shared.database.db;

  beforeAll(async () => {
    shared = await createSharedDatabase(serverUrl!);
    fake = new FakeStripe();
    await fake.start();
  }, 60_000);
  afterAll(async () => {
    await stopAllServers();
    await fake?.stop();
    await shared?.destroy();
  }, 60_000);

  /**
   * Six charges of one provider: deposits (payer returns / never returns) and rent charges cancelled meanwhile,
   * paid alternately by card and by FPX.
   */
  async function charges(): Promise<Omit<Paid, 'paymentIntentId'>[]> {
    const result: Omit<Paid, 'paymentIntentId'>[] = [];
    for (let i = 0; i < 4; i++) {
      const { customer, deposit, contract } = await buildSignedAwaitingContract(db());
      result.push({
        transactionId: deposit.id,
        contractId: contract.id,
        token: await tokenOf(customer),
        returns: i % 2 === 0,
        cancelled: false,
        method: i < 2 ? 'fpx' : 'card',
      });
    }
    for (let i = 0; i < 2; i++) {
      const { customer, charge, contract } = await buildRentCharge(db());
      result.push({
        transactionId: charge.id,
        contractId: contract.id,
        token: await tokenOf(customer),
        returns: i === 0,
        cancelled: true,
        method: i === 0 ? 'fpx' : 'card',
      });
    }
    return result;
  }

  async function createIntent(server: ServerProcess, c: Omit<Paid, 'paymentIntentId'>) {
    const body = c.cancelled ? { transactionId: c.transactionId } : { contractId: c.contractId };
    const res = await call(server.url, 'POST', '/api/transactions/create-payment-intent', { token: c.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { paymentIntentId: string; clientSecret: string };
  }

  /** Picks Maybank2u, then approves on the simulated bank page (its form post answers 303 to Payment Status). */
  async function payByFpx(server: ServerProcess, intent: { paymentIntentId: string; clientSecret: string }) {
    const picked = await call(
      server.url,
      'POST',
      `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm-fpx`,
      { body: { clientSecret: intent.clientSecret, bank: 'maybank2u' } },
    );
    expect(picked.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'redirect_to_url' } });
    const approved = await fetch(`${server.url}/api/transactions/sandbox/fpx/${intent.paymentIntentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: intent.clientSecret, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain('redirect_status=succeeded');
  }

  async function recoverAndAccount(
    paid: Paid[],
    env: Record<string, string>,
    refundedAtProvider: (pi: string) => Promise<number>,
  ) {
    // While the server is down, an admin on another replica cancels the rent charges.
    await db()
      .update(transactions)
      .set({ status: 'Cancelled' })
      .where(
        inArray(
          transactions.id,
          paid.filter((p) => p.cancelled).map((p) => p.transactionId),
        ),
      );
    const second = await startServer({ databaseUrl: shared.url, env: { ...env, JOBS_ENABLED: 'true' } });
    // The payers who come back report their payment (the fast path), concurrently with the job and the events.
    await Promise.all(
      paid
        .filter((p) => p.returns)
        .map((p) =>
          call(
            second.url,
            'POST',
            p.cancelled ? '/api/transactions/process-payment' : '/api/transactions/process-deposit',
            {
              token: p.token,
              body: p.cancelled
                ? { paymentIntentId: p.paymentIntentId, transactionId: p.transactionId }
                : { paymentIntentId: p.paymentIntentId, contractId: p.contractId },
            },
          ),
        ),
    );
    const ids = paid.map((p) => p.paymentIntentId);
    const deadline = Date.now() + 90_000;
    let accounted = 0;
    let last = '';
    while (Date.now() < deadline) {
      const recorded = await db().select().from(payments).where(inArray(payments.paymentIntentId, ids));
      const refunded = await db().select().from(refunds).where(inArray(refunds.paymentIntentId, ids));
      const intents = await db().select().from(paymentIntents).where(inArray(paymentIntents.providerId, ids));
      accounted = 0;
      const states: string[] = [];
      for (const p of paid) {
        const r = recorded.filter((x) => x.paymentIntentId === p.paymentIntentId).length;
        const f = refunded.filter((x) => x.paymentIntentId === p.paymentIntentId && x.status === 'succeeded').length;
        const settled = intents.find((x) => x.providerId === p.paymentIntentId)?.settledAt != null;
        const atProvider = f ? await refundedAtProvider(p.paymentIntentId) : 0;
        const ok = p.cancelled ? r === 0 && f === 1 && atProvider === 1 && settled : r === 1 && f === 0 && settled;
        states.push(`${p.paymentIntentId}: recorded ${r}, refunded ${f}/${atProvider}, settled ${settled}`);
        if (ok) accounted++;
      }
      last = states.join('\n');
      if (accounted === paid.length) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`[security/payment-kills] ${accounted} of ${paid.length} accounted for (${env.PAYMENTS ?? 'sandbox'})`);
    expect(accounted, `${last}\n--- server errors ---\n${second.errorLogs()}`).toBe(paid.length);
    for (const p of paid.filter((x) => !x.cancelled)) {
      const [t] = await db().select().from(transactions).where(eq(transactions.id, p.transactionId));
      expect(t!.status).toBe('Paid');
      // The method survives the kill too: recorded from the provider's answer, whoever recorded it.
      expect(t!.paymentMethod).toBe(p.method);
      expect(p.method === 'fpx' ? t!.fpxBank : t!.cardLast4).toBe(p.method === 'fpx' ? 'maybank2u' : '4242');
    }
    const methods = paid.map((p) => p.method);
    console.log(
      `[security/payment-kills] ${methods.filter((m) => m === 'card').length} card, ${methods.filter((m) => m === 'fpx').length} FPX`,
    );
    await second.stop();
  }

  it('sandbox: card and FPX payments confirmed, server killed, each recorded or refunded exactly once', async () => {
    const port = await freePort();
    // The first process's events go to the replacement's address: refused until it runs (retried with backoff).
    const env = { PUBLIC_URL: `http://127.0.0.1:${port}` };
    const first = await startServer({ databaseUrl: shared.url, env });
    const paid: Paid[] = [];
    for (const c of await charges()) {
      const intent = await createIntent(first, c);
      if (c.method === 'fpx') {
        await payByFpx(first, intent);
      } else {
        const card = { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: 34, cvc: '123' };
        const res = await call(
          first.url,
          'POST',
          `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
          { body: { clientSecret: intent.clientSecret, card } },
        );
        expect(res.body).toMatchObject({ status: 'succeeded' });
      }
      paid.push({ ...c, paymentIntentId: intent.paymentIntentId });
    }
    await first.kill9();
    expect(
      await db()
        .select()
        .from(payments)
        .where(
          inArray(
            payments.paymentIntentId,
            paid.map((p) => p.paymentIntentId),
          ),
        ),
    ).toHaveLength(0);
    const atProvider = async (pi: string) =>
      (await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, pi))).length;
    await recoverAndAccount(paid, { ...env, PORT: String(port) }, atProvider);
  });

  it('stripe (local stand-in): card and FPX payments succeeded at Stripe, server killed, each recorded or refunded once', async () => {
    const env = {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_sewamudah',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_sewamudah',
      STRIPE_WEBHOOK_SECRET: 'whsec_payment_kills_test',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
    };
    const first = await startServer({ databaseUrl: shared.url, env });
    const paid: Paid[] = [];
    for (const c of await charges()) {
      const intent = await createIntent(first, c);
      // The payer confirmed with the Payment Element: a card, or FPX approved at the bank.
      fake.succeed(intent.paymentIntentId, c.method === 'fpx' ? { fpx: 'maybank2u' } : undefined);
      paid.push({ ...c, paymentIntentId: intent.paymentIntentId });
    }
    await first.kill9();
    const atProvider = async (pi: string) => fake.refunds.filter((r) => r.payment_intent === pi).length;
    await recoverAndAccount(paid, env, atProvider);
  });
});
