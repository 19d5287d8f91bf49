/** BRT Sunway Line: 7 stations, coordinates as in Prasarana's rapid-rail-kl GTFS stops.txt (docs/stations.md). */
import type { Station } from '../stations-data.js';
import { PRASARANA_RAIL_GTFS } from './sources.js';

export const BRT_SUNWAY_STATIONS: readonly Station[] = [
  {
    code: 'BRT1',
    name: 'Sunway-Setia Jaya',
    line: 'BRT',
    latitude: 3.0828,
    longitude: 101.6123,
    source: PRASARANA_RAIL_GTFS,
  },
  { code: 'BRT2', name: 'Mentari', line: 'BRT', latitude: 3.0761, longitude: 101.6101, source: PRASARANA_RAIL_GTFS },
  {
    code: 'BRT3',
    name: 'Sunway Lagoon',
    line: 'BRT',
    latitude: 3.0706,
    longitude: 101.6107,
    source: PRASARANA_RAIL_GTFS,
  },
  { code: 'BRT4', name: 'SunMed', line: 'BRT', latitude: 3.0656, longitude: 101.6087, source: PRASARANA_RAIL_GTFS },
  {
    code: 'BRT5',
    name: 'SunU-Monash',
    line: 'BRT',
    latitude: 3.0654,
    longitude: 101.6016,
    source: PRASARANA_RAIL_GTFS,
  },
  {
    code: 'BRT6',
    name: 'South Quay-USJ 1',
    line: 'BRT',
    latitude: 3.0617,
    longitude: 101.5969,
    source: PRASARANA_RAIL_GTFS,
  },
  { code: 'BRT7', name: 'USJ 7', line: 'BRT', latitude: 3.0553, longitude: 101.5919, source: PRASARANA_RAIL_GTFS },
];
