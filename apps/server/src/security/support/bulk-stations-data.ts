/**
 * The bulk data set's locations (issue 28 §1, §2): every property sits near one station of the whole shipped dataset
 * (all 9 lines, the KTM Komuter pair included), at 1 to 20 minutes' walk from it, and its property_stations rows are what a write computes
 * (stationsNear: every line's code within 15 minutes, the nearest three stations ranked), so the station and line
 * filters of the list-plans test and the bench search realistic rows, interchanges included.
 */
import type pg from 'pg';
import { STATIONS } from '../../lib/stations/stations-data.js';
import { DETOUR_FACTOR, stationsNear, WALK_METRES_PER_MINUTE } from '../../lib/stations/walking.js';

const METRES_PER_DEGREE = 111_320;
/** Bearings spread evenly round each station (the golden angle). */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** Where the n-th bulk property is: 1 + n % 20 minutes' walk from station n × 37 (mod the 227 entries): about 44 homes each. */
export function bulkLocation(n: number): { latitude: number; longitude: number } {
  const anchor = STATIONS[(n * 37) % STATIONS.length]!;
  const minutes = 1 + (n % 20);
  const straight = ((minutes - 0.5) * WALK_METRES_PER_MINUTE) / DETOUR_FACTOR;
  const bearing = n * GOLDEN_ANGLE;
  const latitude = anchor.latitude + (straight * Math.cos(bearing)) / METRES_PER_DEGREE;
  const longitude =
    anchor.longitude +
    (straight * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((anchor.latitude * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

/** The rows property_stations holds for the first `count` bulk properties (`idOf(n)`: the n-th property's id). */
export function bulkStationRows(count: number, idOf: (n: number) => string) {
  const rows: {
    propertyId: string;
    code: string;
    line: string;
    meters: number;
    minutes: number;
    rank: number | null;
  }[] = [];
  for (let n = 1; n <= count; n++) {
    const { latitude, longitude } = bulkLocation(n);
    for (const walk of stationsNear(latitude, longitude)) {
      rows.push({
        propertyId: idOf(n),
        code: walk.station.code,
        line: walk.station.line,
        meters: walk.meters,
        minutes: walk.minutes,
        rank: walk.rank,
      });
    }
  }
  return rows;
}

/** A session table `bulk_locations (n, latitude, longitude)` that the properties insert reads its coordinates from. */
export async function createBulkLocations(client: pg.Client, count: number): Promise<void> {
  const places = Array.from({ length: count }, (_, i) => bulkLocation(i + 1));
  await client.query('create temporary table bulk_locations (n int primary key, latitude float8, longitude float8)');
  await client.query('insert into bulk_locations select * from unnest($1::int[], $2::float8[], $3::float8[])', [
    places.map((_, i) => i + 1),
    places.map((p) => p.latitude),
    places.map((p) => p.longitude),
  ]);
}

/** Writes the stations of the `count` bulk properties (`idOf(n)`: the n-th property's id), as a write computes them. */
export async function seedBulkStations(client: pg.Client, count: number, idOf: (n: number) => string): Promise<void> {
  const rows = bulkStationRows(count, idOf);
  await client.query(
    `insert into property_stations (property_id, station_code, line, meters, minutes, rank)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::smallint[], $6::smallint[])`,
    [
      rows.map((r) => r.propertyId),
      rows.map((r) => r.code),
      rows.map((r) => r.line),
      rows.map((r) => r.meters),
      rows.map((r) => r.minutes),
      rows.map((r) => r.rank),
    ],
  );
}
