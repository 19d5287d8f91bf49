import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildCustomer, TEST_PASSWORD } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await buildCustomer(ctx.database.db, { firstname: 'Hana', lastname: 'Lim', email: 'hana@example.my' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const cookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

describe('session hint cookie (lets the web app skip a refresh that would fail)', () => {
  it('is set readable, site-wide and as long-lived as the refresh cookie, and cleared with it', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'hana@example.my', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const hint = cookie(login, 'sm_session');
    const jwt = cookie(login, 'jwt');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.maxAge).toBe(jwt?.maxAge);

    const refreshed = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      cookies: { jwt: jwt?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(cookie(refreshed, 'sm_session')?.value).toBe('1');

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { jwt: cookie(refreshed, 'jwt')?.value ?? '' },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(cookie(logout, 'sm_session')).toMatchObject({ value: '', path: '/' });
  });

  it('is cleared when a refresh fails', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt: 'not-a-token' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(cookie(res, 'sm_session')).toMatchObject({ value: '' });
  });
});
