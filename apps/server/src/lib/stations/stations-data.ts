/**
 * The Klang Valley rail stations shipped with the product (issue 28 §1): Rapid KL's LRT, MRT, monorail and BRT lines,
 * one file per line under lines/. Every coordinate is copied from Prasarana's GTFS stops.txt on data.gov.my (CC BY 4.0);
 * `source` names the feed. What the dataset covers, what it does not (KTM Komuter, the Shah Alam Line, KLIA
 * Ekspres/Transit) and why: docs/stations.md. Do not add a station without its source.
 */
import type { StationKind } from '@sewamudah/shared';
import { AMPANG_STATIONS } from './lines/ampang.js';
import { BRT_SUNWAY_STATIONS } from './lines/brt-sunway.js';
import { KAJANG_STATIONS } from './lines/kajang.js';
import { KELANA_JAYA_STATIONS } from './lines/kelana-jaya.js';
import { MONORAIL_STATIONS } from './lines/monorail.js';
import { PUTRAJAYA_STATIONS } from './lines/putrajaya.js';
import { SRI_PETALING_STATIONS } from './lines/sri-petaling.js';

export interface RailLine {
  id: string;
  name: string;
  kind: StationKind;
}

export interface Station {
  /** The station code on its line, e.g. KJ13 (KG18A on the Kajang Line). One entry per line at an interchange. */
  code: string;
  name: string;
  line: string;
  latitude: number;
  longitude: number;
  /** Where the coordinates come from (lines/sources.ts). */
  source: string;
}

export const RAIL_LINES: readonly RailLine[] = [
  { id: 'KJ', name: 'Kelana Jaya Line', kind: 'LRT' },
  { id: 'AG', name: 'Ampang Line', kind: 'LRT' },
  { id: 'SP', name: 'Sri Petaling Line', kind: 'LRT' },
  { id: 'KG', name: 'Kajang Line', kind: 'MRT' },
  { id: 'PY', name: 'Putrajaya Line', kind: 'MRT' },
  { id: 'MR', name: 'KL Monorail', kind: 'Monorail' },
  { id: 'BRT', name: 'BRT Sunway Line', kind: 'BRT' },
];

export const STATIONS: readonly Station[] = [
  ...KELANA_JAYA_STATIONS,
  ...AMPANG_STATIONS,
  ...SRI_PETALING_STATIONS,
  ...KAJANG_STATIONS,
  ...PUTRAJAYA_STATIONS,
  ...MONORAIL_STATIONS,
  ...BRT_SUNWAY_STATIONS,
];
