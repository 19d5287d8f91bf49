/**
 * Walking distance to the nearest stations (issue 28 §1, ADR 0041), with no geocoding or routing service: the
 * great-circle (haversine) distance times a detour factor for the street grid, at an average walking pace.
 */
import { NEAREST_STATIONS_SHOWN, STATION_WALK_MINUTES, type NearbyStation } from '@sewamudah/shared';
import { RAIL_LINES, STATIONS, type Station } from './stations-data.js';

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
 * What property_stations keeps for a location: the nearest NEAREST_STATIONS_SHOWN within MAX_SHOWN_METRES (rank
 * 1..n) and every other station within MAX_FILTER_MINUTES (rank null), nearest first.
 */
export function stationsNear(
  latitude: number,
  longitude: number,
  stations: readonly Station[] = STATIONS,
): (StationWalk & { rank: number | null })[] {
  const walks = stations
    .map((station) => walkTo(latitude, longitude, station))
    .filter((walk) => walk.meters <= MAX_SHOWN_METRES)
    .sort((a, b) => a.meters - b.meters || a.station.code.localeCompare(b.station.code));
  return walks
    .map((walk, index) => ({ ...walk, rank: index < NEAREST_STATIONS_SHOWN ? index + 1 : null }))
    .filter((walk) => walk.rank !== null || walk.minutes <= MAX_FILTER_MINUTES);
}

const STATION_BY_CODE = new Map(STATIONS.map((station) => [station.code, station]));
const LINE_BY_ID = new Map(RAIL_LINES.map((line) => [line.id, line]));

/** A stored row → what the listing shows; null when the dataset no longer has the station. */
export function toNearbyStation(row: { stationCode: string; meters: number; minutes: number }): NearbyStation | null {
  const station = STATION_BY_CODE.get(row.stationCode);
  const line = station && LINE_BY_ID.get(station.line);
  if (!station || !line) return null;
  return {
    code: station.code,
    name: station.name,
    line: line.id,
    lineName: line.name,
    kind: line.kind,
    meters: row.meters,
    minutes: row.minutes,
  };
}
