/**
 * Login throttle (per address+IP pair, per-IP ceiling; ADR 10) and the per-request limits of registration and
 * resend, with counters in the database (the other suites turn limits off).
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildCustomer, TEST_PASSWORD } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LOGIN_LIMITS, LoginThrottle } from './login-throttle.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const TOO_MANY = /^Too many attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/;

const login = (email: string, remoteAddress: string, password = 'wrong-password') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

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

describe('login throttle', () => {
  it('makes one address+IP pair wait after 5 failures; the same address from another IP is not affected', async () => {
    const user = await buildCustomer(ctx.database.db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, '10.0.0.1')).statusCode).toBe(401);
    const blocked = await login(user.email, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The failing client waits even with the right password: its block cannot be probed.
    expect((await login(user.email, '10.0.0.1', TEST_PASSWORD)).statusCode).toBe(429);
    // Another client is not affected, with a wrong or the right password.
    expect((await login(user.email, '10.0.0.2')).statusCode).toBe(401);
    expect((await login(user.email, '10.0.0.3', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('never refuses the right password from a fresh IP while an attacker hammers the account from another', async () => {
    const user = await buildCustomer(ctx.database.db);
    const attack = Array.from({ length: 40 }, () => login(user.email, '10.66.6.6'));
    const statuses = (await Promise.all(attack)).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5); // counted before checking: parallel guesses cannot slip by
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    for (let i = 0; i < 3; i++) {
      const res = await login(user.email, `10.7.7.${i + 1}`, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('accessToken');
    }
  });

  it('counts only failed logins: logging in again and again is fine, and a success clears the pair', async () => {
    const user = await buildCustomer(ctx.database.db);
    for (let i = 0; i < 15; i++) expect((await login(user.email, '10.3.3.3', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, '10.3.3.4')).statusCode).toBe(401);
    expect((await login(user.email, '10.3.3.4', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.email, '10.3.3.4')).statusCode).toBe(401);
    expect((await login(user.email, '10.3.3.4')).statusCode).toBe(429);
  });

  it('lets the pair try again once its window has passed', async () => {
    const user = await buildCustomer(ctx.database.db);
    for (let i = 0; i < 5; i++) await login(user.email, '10.4.4.4');
    expect((await login(user.email, '10.4.4.4')).statusCode).toBe(429);
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(user.email, '10.4.4.4')).statusCode).toBe(401);
  });

  it('stops one IP spraying many addresses at its (higher) ceiling', async () => {
    const throttle = new LoginThrottle(
      { db: () => ctx.database.db, now: ctx.clock.now, log: ctx.app.log },
      { ...LOGIN_LIMITS, perIp: 20 },
    );
    const attempt = (email: string, ip: string) =>
      throttle.begin({ ip, body: { email } } as unknown as FastifyRequest).then(
        () => 'counted',
        (error: { statusCode?: number }) => error.statusCode,
      );
    for (let i = 0; i < 20; i++) expect(await attempt(`spray${i}@example.my`, '10.1.1.1')).toBe('counted');
    expect(await attempt('spray-last@example.my', '10.1.1.1')).toBe(429);
    expect(await attempt('spray-last@example.my', '10.1.1.2')).toBe('counted');
    // A browser with a device cookie for its address is counted on its own, past the IP's ceiling.
    const known = await throttle.begin({ ip: '10.1.1.1', body: { email: 'owner@example.my' } } as never, 'device-1');
    expect(known).toHaveProperty('succeeded');
  });

  it("lets the owner's known browser in behind a NAT whose pair is blocked for that account", async () => {
    const user = await buildCustomer(ctx.database.db);
    const first = await login(user.email, '10.5.5.5', TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const deviceCookie = first.cookies.find((c) => c.name === 'sm_login_device');
    expect(deviceCookie).toMatchObject({ httpOnly: true, path: '/api/auth/login', sameSite: 'Strict' });
    // Someone else behind the same NAT guesses this account's password.
    for (let i = 0; i < 6; i++) await login(user.email, '10.5.5.5');
    expect((await login(user.email, '10.5.5.5', TEST_PASSWORD)).statusCode).toBe(429); // a browser without the cookie
    const withCookie = (email: string, value: string, password = TEST_PASSWORD) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.5.5.5',
        cookies: { sm_login_device: value },
        payload: { email, password },
      });
    expect((await withCookie(user.email, deviceCookie!.value)).statusCode).toBe(200);
    // The cookie is bound to its address and cannot be forged.
    const other = await buildCustomer(ctx.database.db);
    for (let i = 0; i < 6; i++) await login(other.email, '10.5.5.5');
    expect((await withCookie(other.email, deviceCookie!.value)).statusCode).toBe(429);
    expect((await withCookie(user.email, `${deviceCookie!.value.split('.')[0]}.forged`)).statusCode).toBe(429);
  });
});

describe('per-request limits', () => {
  it('limits registrations per IP, but not an admin adding users', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await ctx.app.inject(registration(`reg${i}@example.my`, '10.2.2.2'))).statusCode).toBe(201);
    }
    const blocked = await ctx.app.inject(registration('reg-last@example.my', '10.2.2.2'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const admin = await buildAdmin(ctx.database.db);
    const byAdmin = await ctx.app.inject({
      ...registration('added-by-admin@example.my', '10.2.2.2'),
      headers: await authHeader(ctx.app, admin),
    });
    expect(byAdmin.statusCode).toBe(201);
  });

  it('limits password changes per account, so a stolen session cannot guess the current password for ever', async () => {
    const user = await buildCustomer(ctx.database.db);
    const other = await buildCustomer(ctx.database.db);
    const change = async (who: typeof user, currentPassword: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${who.id}`,
        headers: await authHeader(ctx.app, who),
        payload: { password: 'Guess-2026!x', confirmPassword: 'Guess-2026!x', currentPassword },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(user, `wrong-guess-${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Blocked even with the right password: the block cannot be probed. Other accounts and other edits go on.
    const right = await change(user, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(TOO_MANY);
    expect((await change(other, 'wrong-guess')).statusCode).toBe(400);
    const rename = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: await authHeader(ctx.app, user),
      payload: { firstname: 'Renamed' },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('limits resends per e-mail', async () => {
    const pending = await buildCustomer(ctx.database.db, { status: 'pending' });
    ctx.clock.set(new Date(Math.ceil(ctx.clock.now().getTime() / 3_600_000) * 3_600_000 + 1000)); // start of an hour window
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
