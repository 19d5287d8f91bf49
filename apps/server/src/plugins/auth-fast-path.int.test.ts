/**
 * The auth hook's synchronous path (issue 12): a token verified before, whose session state this process may still
 * reuse, is settled without waiting. It must answer exactly what the full check answers, and never stretch ADR 9's
 * bound (AUTH_STATE_CACHE_MS) nor a token's own expiry.
 */
import { messages } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../lib/jwt.js';
import { authHeader, buildAdmin, buildCustomer } from '../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../test/test-app.js';

const CACHE_MS = 2000;
let ctx: TestContext;
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { AUTH_STATE_CACHE_MS: String(CACHE_MS) } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const dashboard = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/dashboard/customer', headers });

describe('auth fast path', () => {
  it('answers a known token as the full check does: same user, same role checks', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const admin = await buildAdmin(ctx.database.db);
    const asCustomer = await authHeader(ctx.app, customer);
    const asAdmin = await authHeader(ctx.app, admin);
    for (let i = 0; i < 3; i++) {
      expect((await dashboard(asCustomer)).statusCode).toBe(200);
      const refused = await dashboard(asAdmin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.session.forbidden });
    }
    expect(ctx.app.tokens.verifyKnown(asCustomer.authorization.slice('Bearer '.length))).toMatchObject({
      user: { userId: customer.id },
    });
  });

  it('refuses a token of a user suspended elsewhere once the bound has passed, and at once when told', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const headers = await authHeader(ctx.app, customer);
    expect((await dashboard(headers)).statusCode).toBe(200);
    // As another replica would: the row changes, this process is not told.
    await ctx.database.db.update(users).set({ status: 'pending' }).where(eq(users.id, customer.id));
    clock.advance(CACHE_MS + 1);
    const ended = await dashboard(headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: messages.session.ended });

    // Back to active, answered from the cache again; then suspended through this process: refused at once.
    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, customer.id));
    clock.advance(CACHE_MS + 1);
    expect((await dashboard(headers)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ status: 'pending' }).where(eq(users.id, customer.id));
    ctx.app.sessionStates.forgetUser(customer.id);
    expect((await dashboard(headers)).statusCode).toBe(401);
  });

  it('refuses a known token once it has expired, and a changed one at any time', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const headers = await authHeader(ctx.app, customer);
    expect((await dashboard(headers)).statusCode).toBe(200);
    const forged = {
      authorization: `${headers.authorization.slice(0, -3)}${headers.authorization.endsWith('AAA') ? 'BBB' : 'AAA'}`,
    };
    const invalid = await dashboard(forged);
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json()).toEqual({ message: messages.session.tokenInvalid });
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    const expired = await dashboard(headers);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: messages.session.tokenInvalid });
  });
});
