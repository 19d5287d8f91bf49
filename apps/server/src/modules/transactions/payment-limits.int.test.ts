/** Abuse limits of creating PaymentIntents and of confirming a card on the sandbox (ADR 10). */
import { SANDBOX_TEST_CARDS } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildSignedAwaitingContract, confirmCard, createIntent } from './test-support/payment-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const TOO_MANY = /^Too many attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/;

describe('payment limits', () => {
  it('lets one customer create 20 payment intents per 15 minutes, then answers 429 with Retry-After', async () => {
    const { customer, contract } = await buildSignedAwaitingContract(ctx.database.db);
    const headers = await authHeader(ctx.app, customer);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await createIntent(ctx.app, headers, { contractId: contract.id, amount: 4500 })).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    const blocked = await createIntent(ctx.app, headers, { contractId: contract.id, amount: 4500 });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another customer is not affected.
    const other = await buildSignedAwaitingContract(ctx.database.db);
    const otherHeaders = await authHeader(ctx.app, other.customer);
    expect(
      (await createIntent(ctx.app, otherHeaders, { contractId: other.contract.id, amount: 4500 })).statusCode,
    ).toBe(200);
  });

  it('stops declined-card attempts on one intent after 10 per hour', async () => {
    const { customer, contract } = await buildSignedAwaitingContract(ctx.database.db);
    const headers = await authHeader(ctx.app, customer);
    const created = await createIntent(ctx.app, headers, { contractId: contract.id, amount: 4500 });
    const intent = created.json<{ paymentIntentId: string; clientSecret: string }>();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await confirmCard(ctx.app, intent, SANDBOX_TEST_CARDS.declined)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await confirmCard(ctx.app, intent, SANDBOX_TEST_CARDS.success);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
