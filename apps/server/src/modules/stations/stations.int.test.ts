/**
 * GET /api/stations (issue 28 §2): the listing's station picker reads the shipped dataset as lines with their
 * stations, and every code and line id it offers is a value GET /api/properties accepts. Answered as the other
 * public reads (ADR 20): `public, no-cache`, a strong ETag, 304 without touching the database (fast path and
 * Fastify), the same body for visitors and signed-in callers, a stale token refused.
 */
import { stationsResponseSchema, type StationsResponse } from '@sewamudah/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAIL_LINES, STATIONS } from '../../lib/stations/stations-data.js';
import { authHeader, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { countQueries, httpGet, secondApp } from '../properties/public-cache.test-helpers.js';

let ctx: TestContext;
let base: string;
let customer: UserRow;
let uncached: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ drainOutbox: false, env: { RESPONSE_CACHE_CHECK_MS: '60000' } });
  customer = await buildCustomer(ctx.database.db);
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  uncached = await secondApp(ctx, { maxBytes: 0, checkMs: 1000, listen: false });
});
afterAll(async () => {
  await uncached?.close();
  await ctx.close();
});

describe('GET /api/stations', () => {
  it('lists each line of the dataset with its stations (code, name, line, kind), codes in order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stations' });
    expect(res.statusCode).toBe(200);
    const body = stationsResponseSchema.strict().parse(res.json()) as StationsResponse;
    expect(body.lines.map((line) => line.id)).toEqual(
      RAIL_LINES.filter((line) => STATIONS.some((s) => s.line === line.id)).map((line) => line.id),
    );
    const kj = body.lines.find((line) => line.id === 'KJ');
    expect(kj).toMatchObject({ name: 'Kelana Jaya Line', kind: 'LRT' });
    expect(kj?.stations).toContainEqual({ code: 'KJ13', name: 'Masjid Jamek', line: 'KJ', kind: 'LRT' });
    // The KTM Komuter lines: the trunk KA01-KA04 is on both in the dataset and listed once, under the first.
    const kp = body.lines.find((line) => line.id === 'KP');
    const ks = body.lines.find((line) => line.id === 'KS');
    expect(kp).toMatchObject({ name: 'Tanjung Malim–Port Klang Line', kind: 'KTM Komuter' });
    expect(kp?.stations).toContainEqual({ code: 'KA01', name: 'KL Sentral', line: 'KP', kind: 'KTM Komuter' });
    expect(ks?.stations.map((s) => s.code).slice(0, 6)).toEqual(['KC05', 'KC04', 'KC03', 'KC02', 'KC01', 'KB01']);
    expect(STATIONS.filter((s) => s.code === 'KA01').map((s) => s.line)).toEqual(['KP', 'KS']);
    const offered = body.lines.flatMap((line) => line.stations.map((s) => s.code));
    expect(new Set(offered).size).toBe(offered.length);
    for (const line of body.lines) {
      const data = RAIL_LINES.find((l) => l.id === line.id)!;
      expect(line).toMatchObject({ name: data.name, kind: data.kind });
      // Exactly the dataset's stations of the line less the codes an earlier line lists, nothing else (no
      // coordinates or sources).
      const earlier = new Set(
        body.lines.slice(0, body.lines.indexOf(line)).flatMap((l) => l.stations.map((s) => s.code)),
      );
      expect(line.stations.map((s) => s.code).sort()).toEqual(
        STATIONS.filter((s) => s.line === line.id && !earlier.has(s.code))
          .map((s) => s.code)
          .sort(),
      );
      for (const station of line.stations) {
        expect(Object.keys(station).sort()).toEqual(['code', 'kind', 'line', 'name']);
        expect(station).toMatchObject({ line: line.id, kind: line.kind });
      }
      // A Komuter line is listed as its trains run (the dataset's order).
      if (data.codePrefixes) {
        expect(line.stations.map((s) => s.code)).toEqual(
          STATIONS.filter((s) => s.line === line.id && !earlier.has(s.code)).map((s) => s.code),
        );
        continue;
      }
      // KG18A sits between KG17 and KG20: its number, then its letter.
      const numbers = line.stations.map(
        (s) => Number(/\d+/.exec(s.code)?.[0] ?? 0) + (/[A-Z]$/.test(s.code) ? 0.5 : 0),
      );
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('offers only values the listing filter accepts', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/stations' })).json() as StationsResponse;
    for (const line of body.lines) {
      const byLine = await ctx.app.inject({ method: 'GET', url: `/api/properties?line=${line.id}&walk=15&limit=1` });
      expect(byLine.statusCode, line.id).toBe(200);
      for (const station of line.stations) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/properties?station=${station.code}&limit=1` });
        expect(res.statusCode, station.code).toBe(200);
      }
    }
  });

  it('is public and revalidated: strong ETag, 304 from the cache without a query, through the socket and Fastify', async () => {
    const first = await httpGet(base, '/api/stations', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}(-br)?"$/);
    expect(JSON.parse(first.text)).toEqual((await ctx.app.inject({ method: 'GET', url: '/api/stations' })).json());

    const counter = countQueries(ctx.database);
    try {
      const viaSocket = await httpGet(base, '/api/stations', { 'accept-encoding': 'br', 'if-none-match': etag });
      const viaInject = await ctx.app.inject({
        method: 'GET',
        url: '/api/stations',
        headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
      });
      expect([viaSocket.status, viaInject.statusCode]).toEqual([304, 304]);
      expect(viaSocket.raw.length).toBe(0);
      expect(viaInject.body).toBe('');
      expect(viaSocket.headers['cache-control']).toBe('public, no-cache');
      expect(counter.count()).toBe(0);
    } finally {
      counter.restore();
    }
    const changed = await httpGet(base, '/api/stations', { 'if-none-match': '"another-version"' });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.text)).toEqual(JSON.parse(first.text));
  });

  it('answers a signed-in customer the same entry, and refuses a token that no longer verifies', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/stations' });
    const headers = await authHeader(ctx.app, customer);
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/api/stations', headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/stations',
      headers: { ...headers, 'if-none-match': String(visitor.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/stations',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.statusCode).toBe(403);
  });

  it('without the response cache: the same JSON with a weak ETag and 304', async () => {
    const cached = (await ctx.app.inject({ method: 'GET', url: '/api/stations' })).json();
    const res = await uncached.inject({ method: 'GET', url: '/api/stations' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(cached);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\//);
    const notModified = await uncached.inject({
      method: 'GET',
      url: '/api/stations',
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
  });
});
