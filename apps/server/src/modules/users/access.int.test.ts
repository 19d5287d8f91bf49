/**
 * Access matrix of every /auth and /users endpoint × visitor / customer / another customer / admin.
 * "customer" owns the record under test; "other" is a different customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildCustomer, TEST_PASSWORD, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

type Role = 'visitor' | 'customer' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'customer', 'other', 'admin'];

let ctx: TestContext;
const actors = {} as Record<Exclude<Role, 'visitor'>, UserRow>;

beforeAll(async () => {
  ctx = await createTestApp();
  actors.customer = await buildCustomer(ctx.database.db, { email: 'owner@example.my' });
  actors.other = await buildCustomer(ctx.database.db, { email: 'other@example.my' });
  actors.admin = await buildAdmin(ctx.database.db, { email: 'admin@example.my' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const headersFor = async (role: Role) => (role === 'visitor' ? {} : authHeader(ctx.app, actors[role]));
let counter = 0;
const uniqueEmail = () => `matrix${++counter}@example.my`;
const newUserBody = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Matrix',
  email: uniqueEmail(),
  phone: '0123456789',
  // Long enough for an admin (ADR 27): the matrix adds admins too.
  password: 'Sewa-2026!Matrix',
  confirmPassword: 'Sewa-2026!Matrix',
  ...extra,
});

interface Case {
  name: string;
  expected: Record<Role, number>;
  run: (role: Role) => Promise<{ statusCode: number; json: () => unknown }>;
}

const cases: Case[] = [
  {
    name: 'GET /users (a customer gets only their own record)',
    expected: { visitor: 401, customer: 200, other: 200, admin: 200 },
    run: async (role) => ctx.app.inject({ method: 'GET', url: '/api/users', headers: await headersFor(role) }),
  },
  {
    name: "GET /users/:id (the customer's record)",
    expected: { visitor: 401, customer: 200, other: 404, admin: 200 },
    run: async (role) =>
      ctx.app.inject({ method: 'GET', url: `/api/users/${actors.customer.id}`, headers: await headersFor(role) }),
  },
  {
    name: "PATCH /users/:id name (the customer's record)",
    expected: { visitor: 401, customer: 200, other: 404, admin: 200 },
    run: async (role) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${actors.customer.id}`,
        headers: await headersFor(role),
        payload: { firstname: `Renamed by ${role}` },
      }),
  },
  {
    name: "PATCH /users/:id userType admin (promote the customer's record)",
    expected: { visitor: 401, customer: 403, other: 404, admin: 200 },
    run: async (role) => {
      const target = role === 'customer' ? actors.customer : await buildCustomer(ctx.database.db);
      return ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${target.id}`,
        headers: await headersFor(role),
        payload: { userType: 'admin' },
      });
    },
  },
  {
    name: 'DELETE /users/:id (a user without history)',
    expected: { visitor: 401, customer: 403, other: 403, admin: 200 },
    run: async (role) => {
      const target = await buildCustomer(ctx.database.db);
      return ctx.app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: await headersFor(role) });
    },
  },
  {
    name: 'POST /users (body asks for an active admin)',
    expected: { visitor: 201, customer: 201, other: 201, admin: 201 },
    run: async (role) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: await headersFor(role),
        payload: newUserBody({ userType: 'admin', status: 'active' }),
      }),
  },
  {
    name: 'POST /auth/login',
    expected: { visitor: 200, customer: 200, other: 200, admin: 200 },
    run: async (role) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: await headersFor(role),
        payload: { email: actors.other.email, password: TEST_PASSWORD },
      }),
  },
  {
    name: 'GET /auth/refresh without the cookie (a bearer token is no substitute)',
    expected: { visitor: 401, customer: 401, other: 401, admin: 401 },
    run: async (role) => ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: await headersFor(role) }),
  },
  {
    name: 'POST /auth/logout',
    expected: { visitor: 200, customer: 200, other: 200, admin: 200 },
    run: async (role) => ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: await headersFor(role) }),
  },
  {
    name: 'GET /auth/check-email-verification/:email',
    expected: { visitor: 200, customer: 200, other: 200, admin: 200 },
    run: async (role) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/auth/check-email-verification/${actors.customer.email}`,
        headers: await headersFor(role),
      }),
  },
  {
    name: 'GET /auth/verify-user/:code (unknown code)',
    expected: { visitor: 404, customer: 404, other: 404, admin: 404 },
    run: async (role) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/verify-user/unknown', headers: await headersFor(role) }),
  },
  {
    name: 'POST /auth/resend-verification-email (an active account: answered like any address, ADR 10)',
    expected: { visitor: 200, customer: 200, other: 200, admin: 200 },
    run: async (role) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification-email',
        headers: await headersFor(role),
        payload: { email: actors.admin.email },
      }),
  },
];

describe.each(cases)('$name', ({ expected, run }) => {
  it.each(ROLES)('as %s', async (role) => {
    const res = await run(role);
    expect(res.statusCode).toBe(expected[role]);
  });
});

describe('what the matrix implies', () => {
  it('a registration from a visitor or customer is always a pending customer; from an admin it is what was asked', async () => {
    for (const role of ROLES) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: await headersFor(role),
        payload: newUserBody({ userType: 'admin', status: 'active' }),
      });
      const expectedUser =
        role === 'admin' ? { userType: 'admin', status: 'active' } : { userType: 'customer', status: 'pending' };
      expect(res.json()).toMatchObject({ user: expectedUser });
    }
  });

  it('refusals carry clear messages', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/users' });
    expect(visitor.json()).toEqual({ message: 'Please login to continue.' });
    const customer = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${actors.customer.id}`,
      headers: await authHeader(ctx.app, actors.other),
    });
    expect(customer.json()).toEqual({ message: 'You are not allowed to do this.' });
    // GET /users is not a refusal for a customer: a list of one, themself (ADR 0008).
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: await authHeader(ctx.app, actors.other),
    });
    expect(list.json().users.map((u: { _id: string }) => u._id)).toEqual([actors.other.id]);
    const other = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${actors.customer.id}`,
      headers: await authHeader(ctx.app, actors.other),
      payload: { firstname: 'Hijack' },
    });
    expect(other.json()).toEqual({ message: 'User not found.' });
  });
});
