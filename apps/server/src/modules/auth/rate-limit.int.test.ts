/** Login, registration and resend are rate limited per IP and per e-mail (the other suites turn limits off). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildCustomer, TEST_PASSWORD } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const TOO_MANY = /^Too many attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/;

const login = (email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password: 'wrong-password' },
  });

const registration = (email: string, remoteAddress: string) => ({
  method: 'POST' as const,
  url: '/api/users',
  remoteAddress,
  payload: {
    firstname: 'Rate',
    email,
    phone: '0123456789',
    password: 'Sewa-2026!',
    confirmPassword: 'Sewa-2026!',
  },
});

describe('rate limits', () => {
  it('stops login attempts for one e-mail after 10 in 15 minutes, from any IP', async () => {
    const user = await buildCustomer(ctx.database.db);
    for (let i = 0; i < 10; i++) expect((await login(user.email, `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const blocked = await login(user.email, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    expect(blocked.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another address is not affected.
    expect((await login('someone-else@example.my', '10.0.0.99')).statusCode).toBe(401);
  });

  it('counts only failed logins: one address logs in again and again, and a success clears its failures', async () => {
    const user = await buildCustomer(ctx.database.db);
    const goodLogin = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: user.email, password: TEST_PASSWORD },
      });
    for (let i = 0; i < 15; i++) expect((await goodLogin('10.3.3.3')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(user.email, '10.3.3.4')).statusCode).toBe(401);
    expect((await goodLogin('10.3.3.4')).statusCode).toBe(200);
    // The success cleared the address's count: nine more wrong passwords are still answered 401.
    for (let i = 0; i < 9; i++) expect((await login(user.email, '10.3.3.5')).statusCode).toBe(401);
    expect((await login(user.email, '10.3.3.5')).statusCode).toBe(401);
    const blocked = await login(user.email, '10.3.3.5');
    expect(blocked.statusCode).toBe(429);
    // Once blocked, even the right password waits: guessing must not be able to probe through the block.
    expect((await goodLogin('10.3.3.6')).statusCode).toBe(429);
  });

  it('lets the address try again once its 15-minute window has passed', async () => {
    const user = await buildCustomer(ctx.database.db);
    for (let i = 0; i < 10; i++) await login(user.email, '10.4.4.4');
    expect((await login(user.email, '10.4.4.4')).statusCode).toBe(429);
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(user.email, '10.4.4.4')).statusCode).toBe(401);
  });

  it('stops login attempts from one IP after 30 in 15 minutes, whatever the e-mail', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login(`spray${i}@example.my`, '10.1.1.1')).statusCode).toBe(401);
    }
    const blocked = await login('spray-last@example.my', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
  });

  it('limits registrations per IP, but not an admin adding users', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await ctx.app.inject(registration(`reg${i}@example.my`, '10.2.2.2'))).statusCode).toBe(201);
    }
    const blocked = await ctx.app.inject(registration('reg-last@example.my', '10.2.2.2'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);

    const admin = await buildAdmin(ctx.database.db);
    const byAdmin = await ctx.app.inject({
      ...registration('added-by-admin@example.my', '10.2.2.2'),
      headers: await authHeader(ctx.app, admin),
    });
    expect(byAdmin.statusCode).toBe(201);
  });

  it('limits resends per e-mail', async () => {
    const pending = await buildCustomer(ctx.database.db, { status: 'pending' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification-email',
        remoteAddress: `10.3.3.${i + 1}`,
        payload: { email: pending.email },
      });
      statuses.push(res.statusCode);
      ctx.clock.advance(61_000); // past the 60 s cooldown each time: only the hourly limit remains
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
  });
});
