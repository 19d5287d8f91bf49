/**
 * Walking distance to the nearest stations (issue 28 §1, ADR 0041), with no geocoding or routing service: the
 * great-circle (haversine) distance times a detour factor for the street grid, at an average walking pace.
 */
import {
  NEAREST_STATIONS_SHOWN,
  STATION_WALK_MINUTES,
  type NearbyStation,
  type NearbyStationLine,
} from '@sewamudah/shared';
import { placeOf, RAIL_LINES, STATIONS, stationKey, type Station } from './stations-data.js';

const EARTH_RADIUS_M = 6_371_008.8;
/** Streets are not straight lines: the walk is taken as 1.3 × the straight-line distance (ADR 0041). */
export const DETOUR_FACTOR = 1.3;
/** An unhurried adult pace, about 4.8 km/h. */
export const WALK_METRES_PER_MINUTE = 80;
/** Beyond this walk a station is not "near": it is neither shown nor kept (no "437 min walk" outside the Valley). */
export const MAX_SHOWN_METRES = 3000;
/** The longest walk the station filter offers; stations beyond it are kept only among the nearest three. */
export const MAX_FILTER_MINUTES = Math.max(...STATION_WALK_MINUTES);

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRad(bLat - aLat);
  const dLng = toRad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface StationWalk {
  station: Station;
  /** Walking metres, rounded to 10 m. */
  meters: number;
  /** Walking minutes, rounded up (at least 1). */
  minutes: number;
}

export function walkTo(latitude: number, longitude: number, station: Station): StationWalk {
  const walked = haversineMetres(latitude, longitude, station.latitude, station.longitude) * DETOUR_FACTOR;
  const meters = Math.round(walked / 10) * 10;
  return { station, meters, minutes: Math.max(1, Math.ceil(walked / WALK_METRES_PER_MINUTE)) };
}

/**
 * How the nearest are ranked: by station place (its name, unless namesakes lie apart: stations-data.ts placeOf), so
 * an interchange (Masjid Jamek: AG7, SP7 and KJ13, one entry per line in the dataset) counts once. Part of the
 * stations fingerprint (dataset-version.ts): changing the ranking recomputes every stored walk.
 */
export const NEAREST_RANKED_BY = 'station-place';

/**
 * What property_stations keeps for a location, nearest first: every station (each line's code) within
 * MAX_FILTER_MINUTES, so the filter finds an interchange by any of its lines, and the nearest NEAREST_STATIONS_SHOWN
 * distinct stations by place within MAX_SHOWN_METRES, ranked 1..n; every code of a ranked station carries its rank
 * (AG7, SP7 and KJ13 all rank 1 beside Masjid Jamek). Codes of other stations have rank null.
 */
export function stationsNear(
  latitude: number,
  longitude: number,
  stations: readonly Station[] = STATIONS,
): (StationWalk & { rank: number | null })[] {
  const walks = stations
    .map((station) => walkTo(latitude, longitude, station))
    .filter((walk) => walk.meters <= MAX_SHOWN_METRES)
    .sort(
      (a, b) =>
        a.meters - b.meters ||
        a.station.code.localeCompare(b.station.code) ||
        a.station.line.localeCompare(b.station.line),
    );
  const rankOfPlace = new Map<string, number>();
  for (const walk of walks) {
    if (rankOfPlace.size === NEAREST_STATIONS_SHOWN) break;
    const place = placeOf(walk.station);
    if (!rankOfPlace.has(place)) rankOfPlace.set(place, rankOfPlace.size + 1);
  }
  return walks
    .map((walk) => ({ ...walk, rank: rankOfPlace.get(placeOf(walk.station)) ?? null }))
    .filter((walk) => walk.rank !== null || walk.minutes <= MAX_FILTER_MINUTES);
}

const STATION_BY_KEY = new Map(STATIONS.map((station) => [stationKey(station.line, station.code), station]));
const LINE_BY_ID = new Map(RAIL_LINES.map((line) => [line.id, line]));

/** A stored walk to one code, as property_stations keeps it. */
export interface StoredWalk {
  stationCode: string;
  line: string;
  meters: number;
  minutes: number;
  rank: number;
}

/**
 * The stored ranked rows → what the listing shows: one entry per rank (a station by name), its nearest platform first
 * and every line's platform in `lines` (KA01 twice at KL Sentral: once per Komuter line). Entries the dataset no
 * longer has are left out.
 */
export function toNearbyStations(rows: readonly StoredWalk[]): NearbyStation[] {
  const byRank = new Map<number, { name: string; line: NearbyStationLine }[]>();
  const sorted = [...rows].sort(
    (a, b) =>
      a.rank - b.rank ||
      a.meters - b.meters ||
      a.stationCode.localeCompare(b.stationCode) ||
      a.line.localeCompare(b.line),
  );
  for (const row of sorted) {
    const station = STATION_BY_KEY.get(stationKey(row.line, row.stationCode));
    const line = station && LINE_BY_ID.get(station.line);
    if (!station || !line) continue;
    const platform = {
      code: station.code,
      line: line.id,
      lineName: line.name,
      kind: line.kind,
      meters: row.meters,
      minutes: row.minutes,
    };
    byRank.set(row.rank, [...(byRank.get(row.rank) ?? []), { name: station.name, line: platform }]);
  }
  return [...byRank.values()].map((platforms) => ({
    ...platforms[0]!.line,
    name: platforms[0]!.name,
    lines: platforms.map((p) => p.line),
  }));
}
