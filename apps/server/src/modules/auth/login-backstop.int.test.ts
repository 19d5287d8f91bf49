/**
 * The login backstop (issue 22 §2, ADR 10): 100 failures a day for one address, from anywhere, slow further
 * guessing from browsers that never logged in to the account; a browser that did stays exempt, and a password reset
 * (proof of the mailbox) lifts the backstop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incrementCounters } from '../../lib/rate-limit/counters.js';
import { buildCustomer, TEST_PASSWORD } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LOGIN_LIMITS } from './login-throttle.js';
import { LOGIN_DEVICE_COOKIE } from './login-device.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', PUBLIC_URL: 'https://sewamudah.example' } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const login = (email: string, password: string, ip: string, device?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
    ...(device ? { cookies: { [LOGIN_DEVICE_COOKIE]: device } } : {}),
  });

/**
 * 100 failures for the address from many IPs (each well under its own per-pair and per-IP limits): 10 real wrong
 * passwords through the API, the other 90 added to the same day counter directly (argon2 makes 100 real ones slow).
 */
async function failFromManyIps(email: string, subnet: number) {
  for (let i = 0; i < 10; i++) {
    const res = await login(email, 'Wrong-guess-2026', `10.${subnet}.0.${i + 1}`);
    expect(res.statusCode).toBe(401);
  }
  const ref = { bucket: 'login-account-day', key: email, windowMs: LOGIN_LIMITS.accountDayWindowMs };
  const [state] = await incrementCounters(ctx.database.db, [ref], ctx.clock.now(), 90);
  expect(state?.count).toBe(100);
}

describe('the account-wide daily backstop', () => {
  it('is 100 failures a day', () => {
    expect(LOGIN_LIMITS.perAccountDay).toBe(100);
    expect(LOGIN_LIMITS.accountDayWindowMs).toBe(24 * 60 * 60 * 1000);
  });

  it(
    'refuses new browsers past 100 failures, right password included, but never a known device',
    { timeout: 120_000 },
    async () => {
      const owner = await buildCustomer(ctx.database.db);
      const first = await login(owner.email, TEST_PASSWORD, '192.168.7.7');
      expect(first.statusCode).toBe(200);
      const device = first.cookies.find((c) => c.name === LOGIN_DEVICE_COOKIE)!.value;

      await failFromManyIps(owner.email, 20);
      const stranger = await login(owner.email, 'Wrong-guess-2026', '10.21.0.1');
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(15 * 60);
      // A new browser of the owner waits too (the friction)...
      expect((await login(owner.email, TEST_PASSWORD, '192.168.9.9')).statusCode).toBe(429);
      // ...but the browser that logged in before does not (no lock-out of the owner).
      expect((await login(owner.email, TEST_PASSWORD, '192.168.7.7', device)).statusCode).toBe(200);
      // Another account is not affected.
      const other = await buildCustomer(ctx.database.db);
      expect((await login(other.email, TEST_PASSWORD, '10.21.0.2')).statusCode).toBe(200);

      // The day's window ends.
      ctx.clock.advance(LOGIN_LIMITS.accountDayWindowMs);
      expect((await login(owner.email, TEST_PASSWORD, '192.168.9.9')).statusCode).toBe(200);
    },
  );

  it('is lifted by a password reset through the e-mailed link', { timeout: 120_000 }, async () => {
    const owner = await buildCustomer(ctx.database.db);
    await failFromManyIps(owner.email, 30);
    expect((await login(owner.email, TEST_PASSWORD, '192.168.5.5')).statusCode).toBe(429);

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '192.168.5.5',
      payload: { email: owner.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = ctx.mailer.lastTo(owner.email)!.text.match(/\/reset-password\/([\w-]+)/)![1]!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '192.168.5.5',
      payload: { token, password: 'Tiga-Ekor-Kucing!', confirmPassword: 'Tiga-Ekor-Kucing!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'Tiga-Ekor-Kucing!', '192.168.5.5')).statusCode).toBe(200);
  });
});
