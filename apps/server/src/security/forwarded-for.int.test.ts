/**
 * X-Forwarded-For (issue 22 §2): behind a proxy the client must not choose its own IP. With `TRUST_PROXY=true`
 * Fastify took the leftmost X-Forwarded-For entry, which the client writes, so rotating it reset every IP limit
 * (200 wrong passwords gave 200 × 401 and the right password then logged in). TRUST_PROXY now lists the proxies'
 * addresses or CIDRs (config/env.ts parseTrustProxy; `true` and hop counts are refused at start-up): the client is
 * the last address a trusted proxy saw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, TEST_PASSWORD } from '../test/factories/index.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

/** What the attacker writes: a new address on every request. */
const spoofed = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function login(ctx: TestContext, email: string, password: string, remoteAddress: string, forwarded: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwarded },
    payload: { email, password },
  });
}

/** `attempts` wrong passwords (200 unless told), each with its own X-Forwarded-For; then the right one. */
async function guessWithRotatingForwardedFor(
  ctx: TestContext,
  proxy: string,
  forwardedFor: (i: number) => string,
  attempts = 200,
) {
  const user = await buildCustomer(ctx.database.db);
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    statuses.push((await login(ctx, user.email, 'wrong-password', proxy, forwardedFor(i))).statusCode);
  }
  const right = await login(ctx, user.email, TEST_PASSWORD, proxy, forwardedFor(attempts));
  return { statuses, right };
}

describe('TRUST_PROXY=10.0.0.0/16 (a cloud load balancer in its subnet)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '10.0.0.0/16' } });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('200 wrong passwords with rotating X-Forwarded-For: the pair limit holds, the right password waits', async () => {
    // The load balancer (10.0.0.2) appends the address it saw (203.0.113.7) to whatever the client sent.
    const { statuses, right } = await guessWithRotatingForwardedFor(
      ctx,
      '10.0.0.2',
      (i) => `${spoofed(i)}, 203.0.113.7`,
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rotating X-Forwarded-For does not reset a per-IP request limit either (verification: 60 per 15 min)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/auth/verify-user/${'0'.repeat(32)}`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${spoofed(i)}, 203.0.113.8` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
  });

  // A setting that trusted no hop (as a hop count now does in Fastify) would put every client behind one address.
  it('still tells real clients apart: the address the load balancer saw is the client', async () => {
    const { statuses } = await guessWithRotatingForwardedFor(ctx, '10.0.0.2', () => '203.0.113.9', 6);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const user = await buildCustomer(ctx.database.db);
    expect((await login(ctx, user.email, TEST_PASSWORD, '10.0.0.2', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=127.0.0.1 (nginx on the same host)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '127.0.0.1' } });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('through the trusted proxy, rotating X-Forwarded-For does not reset the login limit', async () => {
    const { statuses, right } = await guessWithRotatingForwardedFor(
      ctx,
      '127.0.0.1',
      (i) => `${spoofed(i)}, 203.0.113.20`,
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(right.statusCode).toBe(429);
  });

  it('a client reaching the server directly (not through the proxy) cannot pick its IP at all', async () => {
    const { statuses, right } = await guessWithRotatingForwardedFor(ctx, '203.0.113.21', spoofed);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(right.statusCode).toBe(429);
  });
});
