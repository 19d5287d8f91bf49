/** Issue 28 §1: a release with more stations recomputes every stored walk once (stations refresh job). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { propertyStations } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { stationsDatasetVersion } from '../../lib/stations/dataset-version.js';
import { stationsNear } from '../../lib/stations/walking.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { jobContextOf } from '../transactions/test-support/recovery-helpers.js';
import { propertyForm, unitFields } from './properties.test-helpers.js';
import { stationsRefreshJob } from './stations-refresh.js';

let ctx: TestContext;
let propertyId: string;
// Beside Bukit Bintang: the monorail (MR6) and the Kajang Line (KG18A) within a few minutes.
const at = { latitude: 3.1463, longitude: 101.7112 };

beforeAll(async () => {
  ctx = await createTestApp({});
  const headers = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers,
    payload: propertyForm({ ...unitFields, facts: at }),
  });
  expect(res.statusCode).toBe(201);
  propertyId = res.json().property._id;
});
afterAll(() => ctx.close());

const storedCodes = async () =>
  (await ctx.database.db.select().from(propertyStations).where(eq(propertyStations.propertyId, propertyId)))
    .map((row) => [row.stationCode, row.minutes, row.rank])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const expected = () =>
  stationsNear(at.latitude, at.longitude)
    .map((w) => [w.station.code, w.minutes, w.rank])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const cacheVersion = async () =>
  Number(
    (
      await queryRows<{ version: string }>(
        ctx.database.db,
        sql`select version from cache_versions where scope = 'public_properties'`,
      )
    )[0]!.version,
  );

describe('stations refresh job', () => {
  it('recomputes walks stored under an older dataset, once per dataset version, and drops cached reads', async () => {
    expect(await storedCodes()).toEqual(expected());
    expect((await storedCodes()).map((row) => row[0])).toEqual(expect.arrayContaining(['KG18A', 'MR6']));
    // As if written under an older dataset: one stale station, the current ones missing.
    await ctx.database.db.delete(propertyStations).where(eq(propertyStations.propertyId, propertyId));
    await ctx.database.db
      .insert(propertyStations)
      .values({ propertyId, stationCode: 'KJ13', line: 'KJ', meters: 1500, minutes: 19, rank: 1 });
    const before = await cacheVersion();

    const first = await runJobOnce(stationsRefreshJob, jobContextOf(ctx));
    expect(first).toEqual({ datasetVersion: stationsDatasetVersion(), refreshed: expect.any(Number) });
    expect(first!.refreshed).toBeGreaterThanOrEqual(1);
    expect(await storedCodes()).toEqual(expected());
    expect(await cacheVersion()).toBeGreaterThan(before);

    // The same dataset: the next run recomputes nothing (the rows deleted here stay deleted).
    await ctx.database.db.delete(propertyStations).where(eq(propertyStations.propertyId, propertyId));
    const second = await runJobOnce(stationsRefreshJob, jobContextOf(ctx));
    expect(second).toEqual({ datasetVersion: stationsDatasetVersion(), refreshed: 0 });
    expect(await storedCodes()).toEqual([]);
  });
});
