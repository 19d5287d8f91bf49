import { translate } from '@sewamudah/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { transactions } from '../../db/schema/index.js';
import { productionEnv } from '../../test/production-env.js';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { secondApp, within } from '../properties/public-cache.test-helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2031-03-01T04:00:00.000Z');

describe('dev clock off (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 404 to admins, 403 to customers and 401 without a token, and the clock stays real', async () => {
    const admin = await buildAdmin(ctx.database.db);
    const customer = await buildCustomer(ctx.database.db);
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { advanceDays: 1 } : undefined;
      const asAdmin = await ctx.app.inject({
        method,
        url: '/api/dev/clock',
        headers: await authHeader(ctx.app, admin),
        payload,
      });
      expect(asAdmin.statusCode).toBe(404);
      expect(asAdmin.json()).toEqual({ message: 'Not found' });
      const asCustomer = await ctx.app.inject({
        method,
        url: '/api/dev/clock',
        headers: await authHeader(ctx.app, customer),
        payload,
      });
      expect(asCustomer.statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url: '/api/dev/clock', payload })).statusCode).toBe(401);
    }
    expect(ctx.app.deps.devClock).toBeUndefined();
    expect(ctx.app.deps.clock().getTime()).toBe(ctx.clock.now().getTime());
  });

  it('is refused at start-up in production', () => {
    expect(() => loadConfig(productionEnv('/tmp/unused', { DEV_CLOCK: 'true' }))).toThrow(ConfigError);
    expect(() => loadConfig(productionEnv('/tmp/unused', { DEV_CLOCK: 'true' }))).toThrow(
      /DEV_CLOCK is refused in production/,
    );
    expect(loadConfig(productionEnv('/tmp/unused')).devClock).toBe(false);
  });
});

describe('dev clock on (DEV_CLOCK=true)', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let admin: Awaited<ReturnType<typeof buildAdmin>>;
  const put = async (payload: unknown, user = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/dev/clock',
      headers: await authHeader(ctx.app, user),
      payload: payload as object,
    });

  beforeAll(async () => {
    ctx = await createTestApp({ env: { DEV_CLOCK: 'true' }, clock: new TestClock(START) });
    other = await secondApp(ctx, ctx.config.responseCache);
    admin = await buildAdmin(ctx.database.db);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  it('shows the server’s time to admins only', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/clock', headers: await authHeader(ctx.app, admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ now: START.toISOString(), realNow: START.toISOString(), offsetMs: 0 });
    const customer = await buildCustomer(ctx.database.db);
    expect((await put({ advanceDays: 1 }, customer)).statusCode).toBe(403);
    const asCustomer = await ctx.app.inject({ url: '/api/dev/clock', headers: await authHeader(ctx.app, customer) });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('refuses a body without exactly one target, and a move backwards (409, clock unchanged)', async () => {
    const before = ctx.app.deps.clock().getTime();
    expect((await put({})).statusCode).toBe(400);
    const two = await put({ advanceDays: 1, now: '2031-04-01T00:00:00Z' });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(translate('en', 'devClockServer.oneTarget', {}));
    expect((await put({ advanceDays: -1 })).statusCode).toBe(400);
    expect((await put({ now: 'yesterday' })).statusCode).toBe(400);
    const back = await put({ now: new Date(START.getTime() - DAY).toISOString() });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: translate('en', 'devClockServer.onlyForward', {}) });
    expect(ctx.app.deps.clock().getTime()).toBe(before);
  });

  it('moves forward, runs the jobs that fell due, and every replica on the database follows within 2 s', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db);
    await buildContract(ctx.database.db, { user: customer, property, startDate: '2031-03-01', stayLength: 6 });
    const rentCharges = async () =>
      (await ctx.database.db.select().from(transactions))
        .filter((t) => t.type === 'Monthly Rental')
        .map((t) => t.dueDate);
    expect(await rentCharges()).toEqual([]);

    const res = await put({ advanceDays: 20 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.now).toBe(new Date(START.getTime() + 20 * DAY).toISOString());
    expect(body.offsetMs).toBe(20 * DAY);
    expect(body.jobs['transactions.rent-schedule']).toBe('ran');
    // Month 2 falls due on 1 April: within the schedule's 14 days of 21 March, so the job created it.
    expect(await rentCharges()).toEqual(['2031-04-01']);
    expect(ctx.app.deps.clock().toISOString()).toBe(body.now);

    // The other replica learns the offset (NOTIFY, or its re-read every second).
    const took = await within(2000, async () => other.deps.clock().getTime() === START.getTime() + 20 * DAY);
    expect(took).not.toBeNull();

    // An absolute time later than now; then back before it is refused on the other replica too.
    const target = '2031-05-01T00:00:00.000Z';
    const moved = await put({ now: target, runJobs: false });
    expect(moved.json()).toMatchObject({ now: target, jobs: {} });
    expect(await within(2000, async () => other.deps.clock().toISOString() === target)).not.toBeNull();
    const back = await other.inject({
      method: 'PUT',
      url: '/api/dev/clock',
      headers: await authHeader(other, admin),
      payload: { now: '2031-04-15T00:00:00.000Z' },
    });
    expect(back.statusCode).toBe(409);
  });
});
