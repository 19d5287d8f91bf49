/**
 * Keeps every property's stored walks (property_stations) in step with the shipped stations dataset (issue 28 §1).
 * A property's walks are computed when its coordinates are written (property-facts.ts refreshStations); when a
 * release ships more stations or moved coordinates, this job recomputes them for every property with coordinates,
 * once per dataset version (stationsDatasetVersion, kept in the run's details), and drops cached public reads.
 * No migration: the version lives in job_runs. Runs ~5 s after start and then every few hours (a no-op when current).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { propertyStations } from '../../db/schema/index.js';
import type { Job } from '../../lib/jobs/runner.js';
import { stationsDatasetVersion } from '../../lib/stations/dataset-version.js';
import { stationsNear } from '../../lib/stations/walking.js';

export const STATIONS_REFRESH_JOB = 'properties.stations-refresh';
const INSERT_CHUNK = 1_000;

/** Recomputes the walks of every property with coordinates; returns how many properties were computed. */
export async function refreshAllStations(tx: Tx): Promise<number> {
  // Writers' own refreshStations (delete + insert of one property) wait for this run, then write their fresh walks.
  await tx.execute(sql`lock table property_stations in share row exclusive mode`);
  const located = await queryRows<{ id: string; latitude: number; longitude: number }>(
    tx,
    sql`select id, latitude, longitude from properties where latitude is not null and longitude is not null`,
  );
  const rows = located.flatMap((p) =>
    stationsNear(Number(p.latitude), Number(p.longitude)).map((walk) => ({
      propertyId: p.id,
      stationCode: walk.station.code,
      line: walk.station.line,
      meters: walk.meters,
      minutes: walk.minutes,
      rank: walk.rank,
    })),
  );
  await tx.execute(sql`delete from property_stations`);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(propertyStations).values(rows.slice(i, i + INSERT_CHUNK));
  }
  // property_stations has no cache trigger: bump the public listing's version as the properties trigger does.
  await tx.execute(sql`with bumped as (
      update cache_versions set version = version + 1, changed_at = now() where scope = 'public_properties'
      returning version)
    select pg_notify('cache_versions', 'public_properties:' || version) from bumped`);
  return located.length;
}

export const stationsRefreshJob: Job = {
  name: STATIONS_REFRESH_JOB,
  intervalMs: 6 * 3_600_000,
  async run(tx) {
    const datasetVersion = stationsDatasetVersion();
    const [last] = await queryRows<{ version: string | null }>(
      tx,
      sql`select details->>'datasetVersion' as version from job_runs
        where job_name = ${STATIONS_REFRESH_JOB} and status = 'succeeded' order by started_at desc limit 1`,
    );
    if (last?.version === datasetVersion) return { details: { datasetVersion, refreshed: 0 } };
    return { details: { datasetVersion, refreshed: await refreshAllStations(tx) } };
  },
};
