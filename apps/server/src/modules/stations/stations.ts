/**
 * The shipped rail dataset as GET /api/stations answers it (issue 28 §2): each line of lib/stations/stations-data.ts
 * that has stations, in the dataset's order, with its stations in the order of their codes. Built once: the dataset
 * is part of the release.
 */
import type { StationsResponse } from '@sewamudah/shared';
import { RAIL_LINES, STATIONS } from '../../lib/stations/stations-data.js';

const byCode = new Intl.Collator('en', { numeric: true }).compare;

export function stationsByLine(): StationsResponse {
  const lines = RAIL_LINES.map((line) => ({
    id: line.id,
    name: line.name,
    kind: line.kind,
    stations: STATIONS.filter((station) => station.line === line.id)
      .map((station) => ({ code: station.code, name: station.name, line: line.id, kind: line.kind }))
      .sort((a, b) => byCode(a.code, b.code)),
  }));
  return { lines: lines.filter((line) => line.stations.length > 0) };
}

let built: StationsResponse | undefined;

/** The answer, built on first use. */
export function stationsAnswer(): StationsResponse {
  built ??= stationsByLine();
  return built;
}
