/**
 * Response cache on N replicas (ADR 20): two app instances over one database. A write through A reaches B's cached
 * reads by NOTIFY; without notifications, B's fallback version read bounds the staleness to RESPONSE_CACHE_CHECK_MS.
 */
import type { Property } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ResponseCache } from '../../lib/response-cache/index.js';
import { authHeader, buildAdmin, buildProperty, type PropertyRow, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { propertyForm } from './properties.test-helpers.js';
import { secondApp, within } from './public-cache.test-helpers.js';

let ctx: TestContext;
let replicaB: FastifyInstance;
let admin: UserRow;
let unit: PropertyRow;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RESPONSE_CACHE_CHECK_MS: '60000' } });
  admin = await buildAdmin(ctx.database.db);
  unit = (await buildProperty(ctx.database.db, { name: 'Replica Unit Ampang', priceRm: 1500, depositRm: 3000 }))
    .property;
  // B re-reads the version only once a minute: within this test only a notification can refresh it.
  replicaB = await secondApp(ctx, { maxBytes: 8 * 1024 * 1024, checkMs: 60_000, listen: true });
});
afterAll(async () => {
  await replicaB?.close();
  await ctx.close();
});

const nameOn = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: `/api/properties/${unit.id}` });
  return (res.json() as { property: Property }).property.name;
};

describe('two replicas over one database', () => {
  it('refreshes B within the bound after a write through A', async () => {
    expect(await nameOn(replicaB)).toBe('Replica Unit Ampang');
    const listed = await replicaB.inject({ method: 'GET', url: '/api/properties?page=1&limit=24' });
    expect(listed.body).toContain('Replica Unit Ampang');
    expect(replicaB.responseCache.stats().entries).toBe(2);

    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/properties/${unit.id}`,
      headers: await authHeader(ctx.app, admin),
      payload: propertyForm({ name: 'Replica Unit Ampang Renamed' }),
    });
    expect(saved.statusCode).toBe(200);
    const took = await within(1000, async () => (await nameOn(replicaB)) === 'Replica Unit Ampang Renamed');
    expect(took).not.toBeNull();
    const relisted = await replicaB.inject({ method: 'GET', url: '/api/properties?page=1&limit=24' });
    expect(relisted.body).toContain('Replica Unit Ampang Renamed');
  });
});

describe('the fallback version read', () => {
  it('drops entries within checkMs of a write even when no notification arrives', async () => {
    const checkMs = 300;
    const cache = new ResponseCache({
      maxBytes: 1024 * 1024,
      checkMs,
      readVersion: async () =>
        Number(
          (await queryRows<{ version: string }>(ctx.database.db, sql`select version from cache_versions`))[0]!.version,
        ),
      // no `listen`: notifications are missed
    });
    let builds = 0;
    const read = async () => {
      const entry = await cache.get('/probe', async () => {
        builds++;
        const [row] = await queryRows<{ name: string }>(
          ctx.database.db,
          sql`select name from properties where id = ${unit.id}`,
        );
        return { body: JSON.stringify(row), headers: { 'content-type': 'application/json; charset=utf-8' } };
      });
      return entry.identity.body.toString();
    };
    const before = await read();
    expect(await read()).toBe(before);
    expect(builds).toBe(1);

    await ctx.database.db.execute(sql`update properties set name = 'Written Elsewhere' where id = ${unit.id}`);
    const writtenAt = performance.now();
    const took = await within(checkMs * 3, async () => (await read()).includes('Written Elsewhere'));
    expect(took).not.toBeNull();
    // Fresh no later than checkMs after the write (plus the read itself and the poll step).
    expect(performance.now() - writtenAt).toBeLessThan(checkMs + 250);
    expect(builds).toBe(2);
    await cache.stop();
  });

  it('does not store what a build read before a change it finished after', async () => {
    let version = 1;
    const cache = new ResponseCache({ maxBytes: 1024 * 1024, checkMs: 60_000, readVersion: async () => version });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get('/slow', async () => {
      await gate;
      return { body: '{"old":true}', headers: {} };
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    version = 2;
    await cache.recheck(); // the change is seen while the build still runs
    release();
    await slow;
    expect(cache.stats().entries).toBe(0);
    const fresh = await cache.get('/slow', async () => ({ body: '{"old":false}', headers: {} }));
    expect(fresh.identity.body.toString()).toBe('{"old":false}');
  });
});
