import { messages, REFRESH_TOKEN_TTL_DAYS } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index.js';
import { buildAdmin, buildCustomer, TEST_PASSWORD, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let customer: UserRow;
let admin: UserRow;

beforeAll(async () => {
  ctx = await createTestApp();
  customer = await buildCustomer(ctx.database.db, {
    firstname: 'Aisyah',
    lastname: 'Rahman',
    email: 'aisyah@example.my',
  });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Nur', lastname: 'Admin', email: 'nur.admin@example.my' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const login = (email: string, password = TEST_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The value of the `jwt` cookie a response sets. */
function jwtCookie(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === 'jwt');
  if (!cookie) throw new Error('no jwt cookie set');
  return cookie;
}

const refresh = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', ...(token ? { cookies: { jwt: token } } : {}) });

const claimsOf = async (accessToken: string) => (await ctx.app.tokens.verify(accessToken))?.user;

describe('POST /api/auth/login', () => {
  it('answers an access token with the UserInfo claims and sets the refresh cookie', async () => {
    const res = await login('Aisyah@Example.my ');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ accessToken: string }>();
    expect(Object.keys(body)).toEqual(['accessToken']);
    expect(await claimsOf(body.accessToken)).toEqual({
      userId: customer.id,
      userType: 'customer',
      userName: 'Aisyah Rahman',
    });
    expect(res.headers['cache-control']).toContain('no-store');
    const cookie = jwtCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60);
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
  });

  it('stores only a SHA-256 hash of the refresh token', async () => {
    const token = jwtCookie(await login(admin.email)).value;
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, admin.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(token);
    }
  });

  it('gives an admin an admin token', async () => {
    const res = await login(admin.email);
    expect(await claimsOf(res.json<{ accessToken: string }>().accessToken)).toMatchObject({
      userType: 'admin',
      userName: 'Nur Admin',
    });
  });

  it('refuses a wrong password and an unknown address with the same 401 message', async () => {
    const wrong = await login(customer.email, 'not-the-password');
    const unknown = await login('nobody@example.my');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.session.invalidCredentials });
      expect(res.cookies.find((c) => c.name === 'jwt')).toBeUndefined();
    }
  });

  it('tells a pending account to verify its e-mail (only with the right password)', async () => {
    const pending = await buildCustomer(ctx.database.db, { status: 'pending' });
    const res = await login(pending.email);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Please verify your email address before logging in. Check your inbox for the verification link.',
    });
    expect((await login(pending.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('requires email and password', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
});

describe('GET /api/auth/refresh', () => {
  it('rotates the token: a new access token and a new cookie, with no-store caching', async () => {
    const first = jwtCookie(await login(customer.email)).value;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(await claimsOf(res.json<{ accessToken: string }>().accessToken)).toMatchObject({ userId: customer.id });
    const second = jwtCookie(res).value;
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie', async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.session.notLoggedIn });
  });

  it('answers 403 and clears the cookie for an unknown token', async () => {
    const res = await refresh('made-up-token');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.session.tokenInvalid });
    expect(jwtCookie(res).value).toBe('');
  });

  it('revokes the whole family when a rotated token is used again after the reuse interval', async () => {
    const original = jwtCookie(await login(customer.email)).value;
    const rotated = jwtCookie(await refresh(original)).value;
    const latest = jwtCookie(await refresh(rotated)).value;

    ctx.clock.advance(ctx.config.refreshReuseIntervalSeconds * 1000);
    const reuse = await refresh(original);
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json()).toEqual({ message: messages.session.tokenInvalid });
    // The thief's copy and the legitimate newest token are both dead now.
    expect((await refresh(latest)).statusCode).toBe(403);
    expect((await refresh(rotated)).statusCode).toBe(403);
    // Other sessions of the same user are untouched.
    const otherDevice = jwtCookie(await login(customer.email)).value;
    expect((await refresh(otherDevice)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const token = jwtCookie(await login(customer.email)).value;
    ctx.clock.advance((REFRESH_TOKEN_TTL_DAYS * 24 + 1) * 60 * 60 * 1000);
    try {
      expect((await refresh(token)).statusCode).toBe(403);
    } finally {
      ctx.clock.advance(-(REFRESH_TOKEN_TTL_DAYS * 24 + 1) * 60 * 60 * 1000);
    }
  });

  it('ends the session of an account that is no longer active, and reads fresh names', async () => {
    const user = await buildCustomer(ctx.database.db, { firstname: 'Wei', lastname: 'Jie' });
    const token = jwtCookie(await login(user.email)).value;
    const adminAuth = {
      authorization: `Bearer ${(await login(admin.email)).json<{ accessToken: string }>().accessToken}`,
    };
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: adminAuth,
      payload: { lastname: 'Jie Tan' },
    });
    const renamed = await refresh(token);
    expect(await claimsOf(renamed.json<{ accessToken: string }>().accessToken)).toMatchObject({
      userName: 'Wei Jie Tan',
    });

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: adminAuth,
      payload: { status: 'pending' },
    });
    expect((await refresh(jwtCookie(renamed).value)).statusCode).toBe(403);
  });
});

describe("changing one's own password", () => {
  it('keeps the session it was changed in and ends every other session of that user', async () => {
    const user = await buildCustomer(ctx.database.db, { email: 'two.devices@example.my' });
    const other = await buildCustomer(ctx.database.db, { email: 'bystander@example.my' });
    const laptop = await login(user.email);
    const phone = await login(user.email);
    const bystander = await login(other.email);
    const laptopToken = laptop.json<{ accessToken: string }>().accessToken;
    const laptopSession = (await ctx.app.tokens.verify(laptopToken))?.sessionId;
    const phoneSession = (await ctx.app.tokens.verify(phone.json<{ accessToken: string }>().accessToken))?.sessionId;
    expect(laptopSession).toEqual(expect.any(String));
    expect(phoneSession).not.toBe(laptopSession);

    // The refreshed token still names the same session.
    const rotated = await refresh(jwtCookie(laptop).value);
    const rotatedToken = rotated.json<{ accessToken: string }>().accessToken;
    expect((await ctx.app.tokens.verify(rotatedToken))?.sessionId).toBe(laptopSession);

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${rotatedToken}` },
      payload: { password: 'N3w-Passw0rd!', confirmPassword: 'N3w-Passw0rd!', currentPassword: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    expect((await refresh(jwtCookie(phone).value)).statusCode).toBe(403);
    expect((await refresh(jwtCookie(rotated).value)).statusCode).toBe(200);
    expect((await refresh(jwtCookie(bystander).value)).statusCode).toBe(200);
    expect((await login(user.email, 'N3w-Passw0rd!')).statusCode).toBe(200);
  });

  it('changing only the name ends no session', async () => {
    const user = await buildCustomer(ctx.database.db, { email: 'rename.only@example.my' });
    const first = await login(user.email);
    const second = await login(user.email);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${first.json<{ accessToken: string }>().accessToken}` },
      payload: { firstname: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(jwtCookie(second).value)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const token = jwtCookie(await login(customer.email)).value;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { jwt: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully logged out' });
    const cleared = jwtCookie(res);
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/auth');
    expect((await refresh(token)).statusCode).toBe(403);
  });

  it('is harmless without a cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes (403, so the client refreshes)', async () => {
    const { accessToken } = (await login(customer.email)).json<{ accessToken: string }>();
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers })).statusCode).toBe(200);
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers });
      expect(res.statusCode).toBe(403);
    } finally {
      ctx.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });
});

describe('in production', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        // Required by the production config check; the test injects its own database and mailer.
        DATABASE_URL: 'postgres://unused.invalid/sewamudah',
        PUBLIC_URL: 'https://sewamudah.example',
        SMTP_URL: 'smtp://unused.invalid',
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
        // Loaded only when an agreement is sealed, which this block never does.
        SIGNING_P12_PATH: '/nonexistent/unused-signing.p12',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await prod.close();
  });

  it('marks the refresh cookie Secure', async () => {
    const user = await buildCustomer(prod.database.db);
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(jwtCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });
});
