/**
 * GET /api/stations (issue 28 §2): the shipped Klang Valley rail dataset as the listing's "near a station" picker reads
 * it, lines with their stations. Codes and line ids are the values of the listing's `station` and `line` filters.
 */
import { z } from 'zod';
import { STATION_KINDS } from './listing-constants.js';

export const railStationSchema = z.object({
  /** The station code on its line, e.g. `KJ13` (the listing's `station` filter). */
  code: z.string(),
  name: z.string(),
  /** Its line's id, e.g. `KJ`. */
  line: z.string(),
  kind: z.enum(STATION_KINDS),
});
export type RailStation = z.infer<typeof railStationSchema>;

export const railLineSchema = z.object({
  /** The line id, e.g. `KJ` (the listing's `line` filter). */
  id: z.string(),
  name: z.string(),
  kind: z.enum(STATION_KINDS),
  /** Its stations in the order of their codes (KJ2 before KJ10). */
  stations: z.array(railStationSchema),
});
export type RailLineWithStations = z.infer<typeof railLineSchema>;

export const stationsResponseSchema = z.object({ lines: z.array(railLineSchema) });
export type StationsResponse = z.infer<typeof stationsResponseSchema>;
