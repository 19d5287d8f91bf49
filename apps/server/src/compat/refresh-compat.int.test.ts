/**
 * Drop-in clients (no Web Locks serialisation) send two refreshes with one cookie when the access token expires
 * under two requests. Within the reuse interval (REFRESH_REUSE_INTERVAL_SECONDS, ADR 7) both get a valid
 * successor in the same family; after it, reuse is theft and ends the session.
 */
import { messages } from '@sewamudah/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, TEST_PASSWORD, type UserRow } from '../test/factories/index.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let strict: TestContext;
let customer: UserRow;

beforeAll(async () => {
  ctx = await createTestApp();
  strict = await createTestApp({ env: { REFRESH_REUSE_INTERVAL_SECONDS: '0' } });
  customer = await buildCustomer(ctx.database.db);
}, 180_000);
afterAll(async () => {
  await Promise.all([ctx?.close(), strict?.close()]);
});

const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'jwt')?.value ?? '';
const tokenOf = (res: LightMyRequestResponse) => res.json<{ accessToken: string }>().accessToken;

async function login(app: TestContext, user: UserRow) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res;
}
const refresh = (app: TestContext, jwt: string) =>
  app.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt } });
const me = (app: TestContext, user: UserRow, accessToken: string) =>
  app.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${accessToken}` } });
const sessionOf = async (app: TestContext, accessToken: string) =>
  (await app.app.tokens.verify(accessToken))?.sessionId;

describe('two refreshes with one cookie', () => {
  it('both succeed, with valid access tokens and refresh cookies in the same family', async () => {
    const session = await login(ctx, customer);
    const family = await sessionOf(ctx, tokenOf(session));
    ctx.clock.advance(15 * 60 * 1000); // the access token has expired under two requests

    const [first, second] = await Promise.all([refresh(ctx, cookieOf(session)), refresh(ctx, cookieOf(session))]);
    for (const res of [first!, second!]) {
      expect(res.statusCode).toBe(200);
      expect(await sessionOf(ctx, tokenOf(res))).toBe(family);
      expect((await me(ctx, customer, tokenOf(res))).statusCode).toBe(200);
    }
    expect(cookieOf(first!)).not.toBe(cookieOf(second!));
    // Whichever cookie the client kept goes on working.
    for (const res of [first!, second!]) expect((await refresh(ctx, cookieOf(res))).statusCode).toBe(200);
  });

  it('a retry a few seconds later (still within the interval) is served too', async () => {
    const session = await login(ctx, customer);
    expect((await refresh(ctx, cookieOf(session))).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.refreshReuseIntervalSeconds * 1000 - 1000);
    expect((await refresh(ctx, cookieOf(session))).statusCode).toBe(200);
  });

  it('after the interval, reuse is theft: the whole family ends, access tokens included', async () => {
    const session = await login(ctx, customer);
    const first = await refresh(ctx, cookieOf(session));
    const second = await refresh(ctx, cookieOf(session));
    expect(second.statusCode).toBe(200);

    ctx.clock.advance(ctx.config.refreshReuseIntervalSeconds * 1000);
    const reuse = await refresh(ctx, cookieOf(session));
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json()).toEqual({ message: messages.session.tokenInvalid });
    for (const res of [first, second]) {
      expect((await refresh(ctx, cookieOf(res))).statusCode).toBe(403);
      expect((await me(ctx, customer, tokenOf(res))).statusCode).toBe(401);
    }
    // Other sessions of the user are untouched.
    const otherDevice = await login(ctx, customer);
    expect((await refresh(ctx, cookieOf(otherDevice))).statusCode).toBe(200);
  });

  it('the interval does not slide: a successor given in grace does not extend it', async () => {
    const session = await login(ctx, customer);
    expect((await refresh(ctx, cookieOf(session))).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.refreshReuseIntervalSeconds * 1000 - 1000);
    expect((await refresh(ctx, cookieOf(session))).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await refresh(ctx, cookieOf(session))).statusCode).toBe(403);
  });

  it('REFRESH_REUSE_INTERVAL_SECONDS=0 keeps strict reuse detection', async () => {
    const user = await buildCustomer(strict.database.db);
    const session = await login(strict, user);
    expect((await refresh(strict, cookieOf(session))).statusCode).toBe(200);
    expect((await refresh(strict, cookieOf(session))).statusCode).toBe(403);
  });
});
