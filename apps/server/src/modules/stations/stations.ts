/**
 * The shipped rail dataset as GET /api/stations answers it (issue 28 §2): each line of lib/stations/stations-data.ts
 * that has stations, in the dataset's order, with its stations in the order of their codes (a KTM Komuter line's in
 * the order its trains run). A code is listed once,
 * under the first line that has it (the picker's value is the code, and `station=KA01` finds a home by either KTM
 * Komuter line): the Komuter trunk KA01-KA04 is under the Tanjung Malim–Port Klang Line. Built once: the dataset is
 * part of the release.
 */
import type { StationsResponse } from '@sewamudah/shared';
import { RAIL_LINES, STATIONS } from '../../lib/stations/stations-data.js';

const byCode = new Intl.Collator('en', { numeric: true }).compare;

export function stationsByLine(): StationsResponse {
  const listed = new Set<string>();
  const firstListing = (code: string) => !listed.has(code) && Boolean(listed.add(code));
  const lines = RAIL_LINES.map((line) => ({
    id: line.id,
    name: line.name,
    kind: line.kind,
    stations: STATIONS.filter((station) => station.line === line.id && firstListing(station.code))
      .map((station) => ({ code: station.code, name: station.name, line: line.id, kind: line.kind }))
      // A Komuter line keeps the order its trains run (its codes mix the stretches KC, KA and KB).
      .sort((a, b) => (line.codePrefixes ? 0 : byCode(a.code, b.code))),
  }));
  return { lines: lines.filter((line) => line.stations.length > 0) };
}

let built: StationsResponse | undefined;

/** The answer, built on first use. */
export function stationsAnswer(): StationsResponse {
  built ??= stationsByLine();
  return built;
}
