/**
 * Revocation is immediate (ADR 9): demotion, deletion, suspension, a password change and logout end the access
 * tokens concerned at once, with a 401 the web app takes to the login page.
 */
import { messages } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { authHeader, buildAdmin, buildCustomer, TEST_PASSWORD, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: UserRow;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.database.db);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const ended = { message: messages.session.ended };

/** A real login: the access token names its session, and the refresh cookie. */
async function loginAs(user: UserRow) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return {
    headers: { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` },
    cookie: res.cookies.find((c) => c.name === 'jwt')!.value,
  };
}

const asAdmin = () => authHeader(ctx.app, admin);
const patchUser = async (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: await asAdmin(), payload });
const deleteUser = async (id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: await asAdmin() });
const listUsers = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/users', headers });

let counter = 0;
const addAdmin = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    headers,
    payload: {
      firstname: 'Rogue',
      email: `rogue${++counter}@example.my`,
      phone: '0123456789',
      password: 'Rogue-Pass-2026',
      confirmPassword: 'Rogue-Pass-2026',
      userType: 'admin',
      status: 'active',
    },
  });

describe("a removed admin's tokens", () => {
  it('a demoted admin can no longer add an admin (401), with a login token or one naming no session', async () => {
    const demoted = await buildAdmin(ctx.database.db);
    const session = await loginAs(demoted);
    const bare = await authHeader(ctx.app, demoted);
    expect((await listUsers(session.headers)).statusCode).toBe(200);
    expect((await patchUser(demoted.id, { userType: 'customer' })).statusCode).toBe(200);

    for (const headers of [session.headers, bare]) {
      const res = await addAdmin(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ended);
    }
    const admins = await ctx.database.db.select().from(users).where(eq(users.firstname, 'Rogue'));
    expect(admins).toEqual([]);
  });

  it('a deleted admin can no longer add an admin', async () => {
    const deleted = await buildAdmin(ctx.database.db);
    const session = await loginAs(deleted);
    const bare = await authHeader(ctx.app, deleted);
    expect((await deleteUser(deleted.id)).statusCode).toBe(200);
    for (const headers of [session.headers, bare]) {
      const res = await addAdmin(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ended);
    }
  });

  it('a suspended (pending) admin can no longer list users', async () => {
    const suspended = await buildAdmin(ctx.database.db);
    const session = await loginAs(suspended);
    const bare = await authHeader(ctx.app, suspended);
    expect((await patchUser(suspended.id, { status: 'pending' })).statusCode).toBe(200);
    for (const headers of [session.headers, bare]) {
      const res = await listUsers(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ended);
    }
  });
});

describe("a removed customer's tokens", () => {
  it('a deleted customer can no longer read their dashboard', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const session = await loginAs(customer);
    const dashboard = () => ctx.app.inject({ method: 'GET', url: '/api/dashboard/customer', headers: session.headers });
    expect((await dashboard()).statusCode).toBe(200);
    expect((await deleteUser(customer.id)).statusCode).toBe(200);
    const res = await dashboard();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
  });

  it('an admin password reset ends the access tokens too', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const session = await loginAs(customer);
    expect((await patchUser(customer.id, { password: 'Reset-Pass-2026' })).statusCode).toBe(200);
    expect((await listUsers(session.headers)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the access token of the session, not only its refresh cookie', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const session = await loginAs(customer);
    const otherDevice = await loginAs(customer);
    const me = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers });
    expect((await me(session.headers)).statusCode).toBe(200);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { jwt: session.cookie } });
    expect(out.statusCode).toBe(200);
    const res = await me(session.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
    expect((await me(otherDevice.headers)).statusCode).toBe(200);
  });

  it('ends the session named by the bearer token when no cookie is sent', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const session = await loginAs(customer);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect((await listUsers(session.headers)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt: session.cookie } });
    expect(refresh.statusCode).toBe(403);
  });
});

describe("changing one's own password", () => {
  it("ends the other sessions' access tokens at once and keeps the one in use", async () => {
    const customer = await buildCustomer(ctx.database.db);
    const laptop = await loginAs(customer);
    const phone = await loginAs(customer);
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${customer.id}`,
      headers: laptop.headers,
      payload: { password: 'N3w-Passw0rd!', confirmPassword: 'N3w-Passw0rd!', currentPassword: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const me = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers });
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(laptop.headers)).statusCode).toBe(200);
  });
});

describe('on several replicas', () => {
  it('a change made elsewhere is seen within AUTH_STATE_CACHE_MS', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const session = await loginAs(customer);
    expect((await listUsers(session.headers)).statusCode).toBe(200);
    // Another replica suspends the account: only the database changes, this process's cache does not hear of it.
    await ctx.database.db.update(users).set({ status: 'pending' }).where(eq(users.id, customer.id));
    ctx.clock.advance(ctx.config.authStateCacheMs);
    expect((await listUsers(session.headers)).statusCode).toBe(401);
  });
});
