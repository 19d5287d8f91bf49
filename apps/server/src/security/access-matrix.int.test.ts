/**
 * The access matrix (route-table.ts) against the real app: every registered route has an entry; each is called
 * as visitor, owning customer, other customer and admin; the status is the table's and no answer holds another
 * customer's data. Visitors are refused with 401 before any validation. Stale tokens: stale-tokens.int.test.ts.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { findInvariantViolations } from './invariants.js';
import { registeredRoutes } from './registered-routes.js';
import { ROUTE_TABLE, routeKey, type RouteEntry } from './route-table.js';
import { buildWorld, CALLERS, type Caller, type World } from './world.js';

type Method = NonNullable<InjectOptions['method']>;

let ctx: TestContext;
let w: World;

beforeAll(async () => {
  // The limiter would turn repeated logins and registrations into 429s: the matrix is about access only.
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  w = await buildWorld(ctx);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

/** What a caller must never see: the other customer's records (visitors: either customer's). */
function forbiddenFor(caller: Caller): string[] {
  if (caller === 'admin') return [];
  if (caller === 'owner') return w.privateOf('other');
  if (caller === 'other') return w.privateOf('owner');
  return [...w.privateOf('owner'), ...w.privateOf('other')];
}

async function callAs(entry: RouteEntry, caller: Caller) {
  const options = await entry.call(w, caller);
  return ctx.app.inject({
    ...options,
    method: entry.method as Method,
    headers: { ...options.headers, ...w.headers[caller] },
  });
}

describe('the route table', () => {
  it('has an entry for every registered route, and none for a route that is gone', () => {
    const registered = registeredRoutes(ctx.app).map((r) => routeKey(r.method, r.path));
    const listed = ROUTE_TABLE.map((r) => routeKey(r.method, r.path));
    expect(registered.length).toBeGreaterThan(50);
    expect(
      registered.filter((route) => !listed.includes(route)),
      'routes missing from route-table.ts',
    ).toEqual([]);
    expect(
      listed.filter((route) => !registered.includes(route)),
      'entries of unregistered routes',
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe.each(ROUTE_TABLE)('$method $path ($who; touches $touches)', (entry) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const res = await callAs(entry, caller);
    const expected = entry.expect[caller];
    const allowed = typeof expected === 'number' ? [expected] : expected;
    expect(allowed, `${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
    for (const secret of forbiddenFor(caller)) {
      expect(res.body.includes(secret), `${caller} received another customer's ${secret}`).toBe(false);
    }
    if (caller === 'visitor' && res.statusCode === 200 && entry.path.includes('payment-intent-status')) {
      expect(Object.keys(res.json<object>())).toEqual(['status']);
    }
  });
});

describe('visitors are refused before validation', () => {
  const guarded = ROUTE_TABLE.filter((entry) => entry.expect.visitor === 401);
  it.each(guarded.map((entry) => [routeKey(entry.method, entry.path), entry] as const))(
    '%s with malformed input answers 401',
    async (_name, entry) => {
      const url = `${entry.path.replaceAll(/:\w+/g, 'not-an-id')}?page=-1&limit=abc&propertyId=%00`;
      const write = entry.method !== 'GET';
      const res = await ctx.app.inject({
        method: entry.method as Method,
        url,
        ...(write ? { payload: '{"broken": ', headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.statusCode, res.body).toBe(401);
    },
  );
});

describe('signed file links (a plain link opens one file of one contract, for a short time)', () => {
  async function ownerLinks() {
    const res = await ctx.app.inject({ url: `/api/contracts/${w.owner.contractId}`, headers: w.headers.owner });
    const { contractFile, signedContractFile } = res.json<{ contract: Record<string, string> }>().contract;
    const local = (link: string | undefined) =>
      new URL(link ?? '', 'http://x').pathname + new URL(link ?? '', 'http://x').search;
    return { agreement: local(contractFile), signed: local(signedContractFile) };
  }

  it('opens without a token, and only that file of that contract', async () => {
    const { agreement, signed } = await ownerLinks();
    expect(agreement).toMatch(/signature=/);
    for (const link of [agreement, signed]) {
      const res = await ctx.app.inject({ url: link });
      expect(res.statusCode, link).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    const query = agreement.slice(agreement.indexOf('?'));
    const refused = [
      `/api/contracts/${w.owner.contractId}/signed-file${query}`,
      `/api/contracts/${w.other.contractId}/file${query}`,
      agreement.replace(/signature=.{4}/, 'signature=AAAA'),
      agreement.replace(/expires=\d+/, 'expires=99999999999'),
    ];
    for (const link of refused) expect((await ctx.app.inject({ url: link })).statusCode, link).toBe(403);
  });

  it('stops opening once expired', async () => {
    const { agreement } = await ownerLinks();
    ctx.clock.advance(6 * 60_000);
    expect((await ctx.app.inject({ url: agreement })).statusCode).toBe(403);
    ctx.clock.advance(-6 * 60_000);
  });
});

describe('after the whole matrix', () => {
  it('the database invariants still hold', async () => {
    expect(await findInvariantViolations(ctx.database.db)).toEqual([]);
  });
});
