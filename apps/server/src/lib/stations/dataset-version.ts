/**
 * A fingerprint of what property_stations is computed from: every station (code, name, place, line, coordinates) and the
 * walking and ranking rules (the name is what ranks an interchange once). It changes when the shipped dataset or the rules change, and the stations refresh job then recomputes the
 * stored walks of every property (docs/stations.md).
 */
import { createHash } from 'node:crypto';
import { NEAREST_STATIONS_SHOWN } from '@sewamudah/shared';
import { STATIONS } from './stations-data.js';
import {
  DETOUR_FACTOR,
  MAX_FILTER_MINUTES,
  MAX_SHOWN_METRES,
  NEAREST_RANKED_BY,
  WALK_METRES_PER_MINUTE,
} from './walking.js';

export function stationsDatasetVersion(): string {
  const rules = [
    DETOUR_FACTOR,
    WALK_METRES_PER_MINUTE,
    MAX_SHOWN_METRES,
    MAX_FILTER_MINUTES,
    NEAREST_STATIONS_SHOWN,
    NEAREST_RANKED_BY,
  ];
  const rows = STATIONS.map(
    (s) => `${s.code}|${s.name}|${s.place ?? ''}|${s.line}|${s.latitude}|${s.longitude}`,
  ).sort();
  return createHash('sha256')
    .update([rules.join(','), ...rows].join('\n'))
    .digest('hex')
    .slice(0, 16);
}
