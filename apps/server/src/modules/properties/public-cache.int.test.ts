/**
 * Response cache of public property reads (ADR 20): 304 without SQL, encodings, Vary, the same bytes as an uncached
 * answer, and invalidation after writes on this replica.
 */
import type { Property } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  type PropertyRow,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { propertyForm } from './properties.test-helpers.js';
import { countQueries, httpGet, secondApp, within } from './public-cache.test-helpers.js';

let ctx: TestContext;
let base: string;
let admin: UserRow;
let tenant: UserRow;
let unit: PropertyRow;
let uncached: FastifyInstance;

const LISTING = '/api/properties?page=1&limit=24';
const URLS = [LISTING, '/api/properties', '/api/properties/featured', '/api/properties?type=Unit%20Rental'];

beforeAll(async () => {
  // No outbox drain per response (it queries), and no version re-read within the test: only writes invalidate.
  ctx = await createTestApp({ drainOutbox: false, env: { RESPONSE_CACHE_CHECK_MS: '60000' } });
  const { db } = ctx.database;
  admin = await buildAdmin(db);
  tenant = await buildCustomer(db);
  // Enough properties for a listing above the compression threshold.
  for (let i = 0; i < 6; i++) {
    await buildProperty(db, { name: `Residensi Cache ${i}`, priceRm: 1000 + i * 100, depositRm: 2000 });
  }
  unit = (await buildProperty(db, { name: 'Cached Unit Bangsar', priceRm: 2500, depositRm: 5000 })).property;
  await buildProperty(db, { type: 'Room Rental', rooms: 3, name: 'Cached Rooms Cheras' });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  uncached = await secondApp(ctx, { maxBytes: 0, checkMs: 1000, listen: true });
});
afterAll(async () => {
  await uncached?.close();
  await ctx.close();
});

describe('conditional requests', () => {
  it('answers a matching If-None-Match with 304 and no query, through the fast path and through Fastify', async () => {
    for (const url of URLS) {
      const first = await httpGet(base, url, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      const counter = countQueries(ctx.database);
      try {
        const viaSocket = await httpGet(base, url, { 'accept-encoding': 'br', 'if-none-match': etag });
        const viaInject = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br', 'if-none-match': etag },
        });
        expect([viaSocket.status, viaInject.statusCode]).toEqual([304, 304]);
        expect(viaSocket.raw.length).toBe(0);
        expect(viaSocket.headers.etag).toBe(etag);
        expect(counter.count()).toBe(0);
      } finally {
        counter.restore();
      }
    }
  });

  it('answers 200 again once the ETag no longer matches', async () => {
    const first = await httpGet(base, '/api/properties/featured');
    const stale = await httpGet(base, '/api/properties/featured', { 'if-none-match': '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });
});

describe('encodings and headers', () => {
  it('sends brotli, gzip and identity bytes that decode to the same JSON, each with its own strong ETag', async () => {
    const br = await httpGet(base, LISTING, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await httpGet(base, LISTING, { 'accept-encoding': 'gzip' });
    const identity = await httpGet(base, LISTING);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.raw.length).toBeLessThan(identity.raw.length);
    expect(gzip.text).toBe(identity.text);
    expect(br.text).toBe(identity.text);
    expect(Number(br.headers['content-length'])).toBe(br.raw.length);
    const etags = [br, gzip, identity].map((r) => r.headers.etag as string);
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    // A client holding the gzip copy is told its copy is current whatever it accepts now.
    const revalidated = await httpGet(base, LISTING, { 'accept-encoding': 'br', 'if-none-match': etags[1]! });
    expect(revalidated.status).toBe(304);
  });

  it('varies by Authorization and Accept-Encoding and lets every cache revalidate', async () => {
    for (const url of URLS) {
      const res = await httpGet(base, url, { 'accept-encoding': 'br' });
      expect(res.headers.vary).toBe('Authorization, Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers from the fast path with the headers Fastify sends (security headers, request id)', async () => {
    const url = `/api/properties/${unit.id}`;
    ctx.app.responseCache.invalidate();
    const miss = await httpGet(base, url, { 'x-request-id': 'first-request-0001' });
    const fastHits = ctx.app.responseCache.stats().fastHits;
    const hit = await httpGet(base, url, { 'x-request-id': 'second-request-002' });
    expect(ctx.app.responseCache.stats().fastHits).toBe(fastHits + 1);
    expect(hit.text).toBe(miss.text);
    expect([miss.headers['x-request-id'], hit.headers['x-request-id']]).toEqual([
      'first-request-0001',
      'second-request-002',
    ]);
    const names = (r: typeof hit) => Object.keys(r.headers).sort();
    expect(names(hit)).toEqual(names(miss));
    expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the bytes and totals an uncached server sends (SPEC shapes unchanged)', async () => {
    for (const url of [...URLS, `/api/properties/${unit.id}`]) {
      const cached = await httpGet(base, url);
      const plain = await uncached.inject({ method: 'GET', url });
      expect(cached.text).toBe(plain.body);
      expect(cached.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    }
  });

  it('shares one entry between visitors and customers but never serves admins from it', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: LISTING });
    const customer = await ctx.app.inject({ method: 'GET', url: LISTING, headers: await authHeader(ctx.app, tenant) });
    const asAdmin = await ctx.app.inject({ method: 'GET', url: LISTING, headers: await authHeader(ctx.app, admin) });
    expect(customer.body).toBe(visitor.body);
    expect(customer.headers.etag).toBe(visitor.headers.etag);
    expect(asAdmin.headers['cache-control']).toBe('private, no-cache');
    expect((asAdmin.json() as { properties: Property[] }).properties[0]).toHaveProperty('pendingApplicationsCount');
    expect(visitor.body).not.toContain('pendingApplicationsCount');
  });
});

describe('invalidation', () => {
  const detail = async () => (await httpGet(base, `/api/properties/${unit.id}`)).text;

  it('shows an admin edit on the very next read of the replica that wrote it, without waiting for NOTIFY', async () => {
    // A replica that does not LISTEN and re-reads the version once a minute: only its own write can refresh it.
    const quiet = await secondApp(ctx, { maxBytes: 1024 * 1024, checkMs: 60_000, listen: false });
    try {
      const read = async (url: string) => (await quiet.inject({ method: 'GET', url })).body;
      expect(await read(`/api/properties/${unit.id}`)).toContain('Cached Unit Bangsar');
      await read(LISTING);
      const saved = await quiet.inject({
        method: 'PATCH',
        url: `/api/properties/${unit.id}`,
        headers: await authHeader(quiet, admin),
        payload: propertyForm({ name: 'Renamed Unit Bangsar' }),
      });
      expect(saved.statusCode).toBe(200);
      expect(await read(`/api/properties/${unit.id}`)).toContain('Renamed Unit Bangsar');
      expect(await read(LISTING)).toContain('Renamed Unit Bangsar');
      // The other replica learns of it by NOTIFY.
      expect(await within(2000, async () => (await detail()).includes('Renamed Unit Bangsar'))).not.toBeNull();
    } finally {
      await quiet.close();
    }
  });

  it('shows occupancy changed by any writer (a contract committed outside any request) once notified', async () => {
    const before = JSON.parse(await detail()) as { property: Property };
    expect(before.property.isAvailable).toBe(true);
    const featured = await httpGet(base, '/api/properties/featured');
    expect(featured.text).toContain(unit.id);
    await buildContract(ctx.database.db, { user: tenant, property: unit, status: 'Active' });
    const took = await within(
      2000,
      async () => !(JSON.parse(await detail()) as { property: Property }).property.isAvailable,
    );
    expect(took).not.toBeNull();
    expect((await httpGet(base, '/api/properties/featured')).text).not.toContain(unit.id);
  });

  it('bumps the version once per committed transaction, and not for tables public reads do not show', async () => {
    const version = async () =>
      Number(
        (await queryRows<{ version: string }>(ctx.database.db, sql`select version from cache_versions`))[0]!.version,
      );
    const start = await version();
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`update properties set description = description || '.'`);
      await tx.execute(sql`update rooms set name = name`);
    });
    expect(await version()).toBe(start + 1);
    await ctx.database.db.execute(sql`update users set firstname = firstname`);
    expect(await version()).toBe(start + 1);
  });
});
