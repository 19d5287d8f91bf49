/**
 * Runs every /auth and /users endpoint (successes and failures) and scans every response of this suite:
 * no password (plain or hashed), verification code or refresh token may ever appear in a body or header,
 * and no JSON key outside `errorFields` may even be named like one.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, refreshTokens, users } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { listUsers, usersAfter } from './users.repository.js';

let ctx: TestContext;
let admin: UserRow;
const responses: { request: string; res: LightMyRequestResponse }[] = [];
const plainSecrets = new Set<string>([TEST_PASSWORD]);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.database.db, { email: 'scan-admin@example.my' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

async function call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  const res = await ctx.app.inject(options);
  responses.push({ request: `${options.method ?? 'GET'} ${options.url}`, res });
  const jwt = res.cookies.find((c) => c.name === 'jwt')?.value;
  if (jwt) plainSecrets.add(jwt);
  return res;
}

const lastCode = (email: string): string => {
  const code = ctx.mailer.lastTo(email)?.text.match(/\/register-confirmation\/([\w-]+)/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  plainSecrets.add(code);
  return code;
};

const FORBIDDEN_KEY = /pass(word)?|hash|secret|token|code|salt/i;
const ALLOWED_KEYS = new Set(['accessToken']);

/** Keys named like a secret anywhere in a JSON value, except the field names of `errorFields`. */
function suspiciousKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => suspiciousKeys(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (key === 'errorFields') return [];
    const here = FORBIDDEN_KEY.test(key) && !ALLOWED_KEYS.has(key) ? [`${path}.${key}`] : [];
    return [...here, ...suspiciousKeys(child, `${path}.${key}`)];
  });
}

describe('every /auth and /users response', () => {
  it('runs the whole account journey', async () => {
    const email = 'scan.tenant@example.my';
    const password = 'Scan-Pass-2026';
    const newPassword = 'Scan-Pass-2027';
    plainSecrets.add(password).add(newPassword).add('Added-Pass-2026').add('Reset-Pass-2026');
    const body = {
      firstname: 'Scan',
      lastname: 'Tenant',
      email,
      phone: '0123456789',
      password,
      confirmPassword: password,
    };

    expect((await call({ method: 'POST', url: '/api/users', payload: body })).statusCode).toBe(201);
    expect((await call({ method: 'POST', url: '/api/users', payload: body })).statusCode).toBe(409);
    expect(
      (await call({ method: 'POST', url: '/api/users', payload: { ...body, confirmPassword: 'x' } })).statusCode,
    ).toBe(400);
    const firstCode = lastCode(email);
    expect((await call({ method: 'GET', url: `/api/auth/check-email-verification/${email}` })).statusCode).toBe(200);
    expect((await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode).toBe(401);
    expect(
      (await call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'nope' } })).statusCode,
    ).toBe(401);
    expect((await call({ method: 'POST', url: '/api/auth/login', payload: { email } })).statusCode).toBe(400);
    expect(
      (await call({ method: 'POST', url: '/api/auth/resend-verification-email', payload: { email } })).statusCode,
    ).toBe(429);
    ctx.clock.advance(61_000);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/auth/resend-verification-email',
          payload: { confirmationCode: firstCode },
        })
      ).statusCode,
    ).toBe(200);
    const code = lastCode(email);
    expect((await call({ method: 'GET', url: `/api/auth/verify-user/${code}` })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/auth/verify-user/${code}` })).statusCode).toBe(409);
    expect((await call({ method: 'GET', url: '/api/auth/verify-user/unknown' })).statusCode).toBe(404);

    const login = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const firstJwt = login.cookies.find((c) => c.name === 'jwt')!.value;
    const refreshed = await call({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt: firstJwt } });
    expect(refreshed.statusCode).toBe(200);
    // Past the reuse interval (ADR 7) a rotated-out token ends its session, access tokens included (ADR 9).
    ctx.clock.advance(ctx.config.refreshReuseIntervalSeconds * 1000);
    expect((await call({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt: firstJwt } })).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/auth/refresh' })).statusCode).toBe(401);
    const relogin = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(relogin.statusCode).toBe(200);

    const customer = { authorization: `Bearer ${relogin.json<{ accessToken: string }>().accessToken}` };
    const me = await call({ method: 'GET', url: '/api/users', headers: customer });
    expect(me.statusCode).toBe(200);
    const userId = (await ctx.database.db.select({ id: users.id, email: users.email }).from(users)).find(
      (u) => u.email === email,
    )!.id;
    expect(me.json<{ users: { id: string }[] }>().users.map((u) => u.id)).toEqual([userId]);
    expect((await call({ method: 'GET', url: `/api/users/${userId}`, headers: customer })).statusCode).toBe(200);
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/users/${userId}`,
          headers: customer,
          payload: {
            firstname: 'Scanned',
            password: newPassword,
            confirmPassword: newPassword,
            currentPassword: password,
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'PATCH', url: `/api/users/${userId}`, headers: customer, payload: { password: 'short' } }))
        .statusCode,
    ).toBe(400);

    const asAdmin = await authHeader(ctx.app, admin);
    expect((await call({ method: 'GET', url: '/api/users', headers: asAdmin })).statusCode).toBe(200);
    const added = await call({
      method: 'POST',
      url: '/api/users',
      headers: asAdmin,
      payload: { ...body, email: 'added@example.my', password: 'Added-Pass-2026', confirmPassword: 'Added-Pass-2026' },
    });
    expect(added.statusCode).toBe(201);
    const addedId = added.json<{ user: { id: string } }>().user.id;
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/users/${addedId}`,
          headers: asAdmin,
          payload: { password: 'Reset-Pass-2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call({ method: 'DELETE', url: `/api/users/${addedId}`, headers: asAdmin })).statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: asAdmin })).statusCode).toBe(400);
    const { property } = await buildProperty(ctx.database.db);
    await buildApplication(ctx.database.db, { user: { id: userId } as UserRow, property });
    expect((await call({ method: 'DELETE', url: `/api/users/${userId}`, headers: asAdmin })).statusCode).toBe(409);

    const latestJwt = relogin.cookies.find((c) => c.name === 'jwt')!.value;
    expect((await call({ method: 'POST', url: '/api/auth/logout', cookies: { jwt: latestJwt } })).statusCode).toBe(200);
  });

  it('never contain a password, hash, verification code or refresh token', async () => {
    expect(responses.length).toBe(28);
    const stored = await Promise.all([
      ctx.database.db.select({ secret: users.passwordHash }).from(users),
      ctx.database.db.select({ secret: emailVerifications.codeHash }).from(emailVerifications),
      ctx.database.db.select({ secret: refreshTokens.tokenHash }).from(refreshTokens),
    ]);
    const secrets = [...plainSecrets, ...stored.flat().map((row) => row.secret)];
    expect(secrets.length).toBeGreaterThan(10);

    for (const { request, res } of responses) {
      const headers = Object.entries(res.headers)
        .filter(([name]) => name !== 'set-cookie')
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join('\n');
      for (const secret of secrets) {
        expect(res.body, `${request} body`).not.toContain(secret);
        expect(headers, `${request} headers`).not.toContain(secret);
      }
      expect(res.body, request).not.toMatch(/\$argon2/);
      if (res.body) expect(suspiciousKeys(JSON.parse(res.body)), request).toEqual([]);
      // The refresh token travels only in the cookie, and only to /api/auth.
      if (res.cookies.length > 0) expect(request).toMatch(/ \/api\/auth\//);
    }
  });
});

describe('the users lists', () => {
  it('never read the password hash from the database (a page, a search, and the streamed unpaged batches)', async () => {
    const page = await listUsers(ctx.database.db, {}, { limit: 50, offset: 0 });
    const search = await listUsers(ctx.database.db, { q: 'scan-admin' }, { limit: 5, offset: 0 }, 'name');
    const batch = await usersAfter(ctx.database.db, null, 50);
    const rows = [...page.rows, ...search.rows, ...batch];
    expect(page.rows.length).toBeGreaterThan(1);
    expect(search.rows.map((row) => row.email)).toContain('scan-admin@example.my');
    for (const row of rows) {
      expect(row.email).toMatch(/@/);
      expect(Object.keys(row)).not.toContain('passwordHash');
    }
  });
});
