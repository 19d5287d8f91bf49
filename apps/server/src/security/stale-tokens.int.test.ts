/**
 * Stale tokens (ARCHITECTURE §6, ADR 9): an access token signed before its user was demoted, deleted or
 * suspended, or before its session logged out or another session changed the password, stops working at once:
 * 401 'Your session has ended…' (plugins/auth.ts) and no data.
 */
import { messages, USER_STATUSES } from '@sewamudah/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAdmin,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../test/factories/index.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { buildPaidContract } from './world.js';

type Method = NonNullable<InjectOptions['method']>;

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function expectRefused(headers: Record<string, string>, routes: [Method, string, object?][]) {
  for (const [method, url, payload] of routes) {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
    expect(res.json()).toEqual({ message: messages.session.ended });
  }
}

async function login(user: UserRow) {
  const res = await call('POST', '/api/auth/login', {}, { email: user.email, password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'jwt')!.value;
  return { headers: { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` }, cookie };
}

describe('a token signed before', () => {
  it('its admin was demoted no longer acts as admin', async () => {
    const demoted = await buildAdmin(ctx.database.db);
    const stale = await authHeader(ctx.app, demoted);
    expect((await call('GET', '/api/dashboard/admin', stale)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/users/${demoted.id}`, admin, { userType: 'customer' })).statusCode).toBe(200);

    const victim = await buildCustomer(ctx.database.db);
    await expectRefused(stale, [
      ['GET', '/api/users'],
      ['GET', '/api/dashboard/admin'],
      ['DELETE', `/api/users/${victim.id}`],
      ['PATCH', `/api/users/${victim.id}`, { userType: 'admin' }],
    ]);
    expect((await call('GET', `/api/users/${victim.id}`, admin)).json()).toMatchObject({
      user: { userType: 'customer' },
    });
    // Public reads: refused too, or at most the visitor's view (never occupants or admin counts).
    const listing = await call('GET', '/api/properties', stale);
    if (listing.statusCode !== 401) {
      expect(listing.statusCode).toBe(200);
      expect(listing.body).not.toMatch(/occupant|pendingApplicationsCount"\s*:\s*\d/);
    }
  });

  it('its user was deleted is refused everywhere', async () => {
    const gone = await buildCustomer(ctx.database.db);
    const stale = await authHeader(ctx.app, gone);
    expect((await call('DELETE', `/api/users/${gone.id}`, admin)).statusCode).toBe(200);
    await expectRefused(stale, [
      ['GET', `/api/users/${gone.id}`],
      ['GET', '/api/applications'],
      ['GET', '/api/transactions'],
      ['POST', '/api/complaints', { title: 'Ghost', description: 'Still here?' }],
    ]);
  });

  it('its user was suspended is refused everywhere', async () => {
    const suspended = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db);
    await buildPaidContract(ctx, { user: suspended, property });
    const stale = await authHeader(ctx.app, suspended);
    expect((await call('GET', '/api/contracts', stale)).statusCode).toBe(200);
    const status = (USER_STATUSES as readonly string[]).includes('suspended') ? 'suspended' : 'pending';
    expect((await call('PATCH', `/api/users/${suspended.id}`, admin, { status })).statusCode).toBe(200);
    await expectRefused(stale, [
      ['GET', '/api/contracts'],
      ['GET', '/api/dashboard/customer'],
      ['GET', `/api/users/${suspended.id}`],
      ['POST', '/api/complaints', { title: 'Suspended', description: 'Can I still file?' }],
    ]);
  });

  it('its session logged out is refused, and so is the refresh cookie', async () => {
    const user = await buildCustomer(ctx.database.db);
    const session = await login(user);
    expect((await call('GET', `/api/users/${user.id}`, session.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { jwt: session.cookie } });
    expect(out.statusCode).toBe(200);
    await expectRefused(session.headers, [
      ['GET', `/api/users/${user.id}`],
      ['GET', '/api/dashboard/customer'],
    ]);
    const refresh = await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt: session.cookie } });
    expect([401, 403]).toContain(refresh.statusCode);
  });

  it('another session changed the password is refused; the changing session goes on', async () => {
    const user = await buildCustomer(ctx.database.db);
    const changer = await login(user);
    const elsewhere = await login(user);
    const change = await call('PATCH', `/api/users/${user.id}`, changer.headers, {
      currentPassword: TEST_PASSWORD,
      password: 'Changed-Pass-2026',
      confirmPassword: 'Changed-Pass-2026',
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectRefused(elsewhere.headers, [['GET', `/api/users/${user.id}`]]);
    expect((await call('GET', `/api/users/${user.id}`, changer.headers)).statusCode).toBe(200);
  });
});
