/**
 * The Klang Valley rail stations shipped with the product (issue 28 §1): Rapid KL's LRT, MRT, monorail and BRT lines
 * and the two KTM Komuter lines, one file per line under lines/. Every coordinate is copied from an operator's GTFS
 * stops.txt on data.gov.my (Prasarana's or KTMB's, CC BY 4.0); `source` names the feed. What the dataset covers, what
 * it does not (the Shah Alam Line, KLIA Ekspres/Transit, two Komuter stops) and why: docs/stations.md. Do not add a
 * station without its source.
 */
import type { StationKind } from '@sewamudah/shared';
import { AMPANG_STATIONS } from './lines/ampang.js';
import { BRT_SUNWAY_STATIONS } from './lines/brt-sunway.js';
import { KAJANG_STATIONS } from './lines/kajang.js';
import { KELANA_JAYA_STATIONS } from './lines/kelana-jaya.js';
import { KTM_BATU_CAVES_STATIONS } from './lines/ktm-batu-caves.js';
import { KTM_PORT_KLANG_STATIONS } from './lines/ktm-port-klang.js';
import { MONORAIL_STATIONS } from './lines/monorail.js';
import { PUTRAJAYA_STATIONS } from './lines/putrajaya.js';
import { SRI_PETALING_STATIONS } from './lines/sri-petaling.js';

export interface RailLine {
  id: string;
  name: string;
  kind: StationKind;
  /**
   * The prefixes of its station codes, when they are not the line id: a KTM Komuter code names a stretch of track
   * (KA: KL Sentral northwards, KB: south of KL Sentral, KC: Sentul-Batu Caves, KD: west of KL Sentral), not a line.
   */
  codePrefixes?: readonly string[];
}

export interface Station {
  /**
   * The station code on its line, e.g. KJ13 (KG18A on the Kajang Line). One entry per line at an interchange; a line
   * and a code name one entry (KA01 KL Sentral is on both Komuter lines).
   */
  code: string;
  name: string;
  line: string;
  latitude: number;
  longitude: number;
  /** Where the coordinates come from (lines/sources.ts). */
  source: string;
  /**
   * What ranks a station once among the nearest (walking.ts): its name, unless two stations share a name but not a
   * place. Sentul (LRT AG2/SP2 and KTM KC01, 939 m apart) and Salak Selatan (LRT SP13 and KTM KB03, 439 m) are two
   * places each, so the KTM one is its own place.
   */
  place?: string;
}

/** The key that ranks a station once among the nearest: its place, else its name. */
export const placeOf = (station: Pick<Station, 'name' | 'place'>) => station.place ?? station.name;

export const RAIL_LINES: readonly RailLine[] = [
  { id: 'KJ', name: 'Kelana Jaya Line', kind: 'LRT' },
  { id: 'AG', name: 'Ampang Line', kind: 'LRT' },
  { id: 'SP', name: 'Sri Petaling Line', kind: 'LRT' },
  { id: 'KG', name: 'Kajang Line', kind: 'MRT' },
  { id: 'PY', name: 'Putrajaya Line', kind: 'MRT' },
  { id: 'MR', name: 'KL Monorail', kind: 'Monorail' },
  { id: 'BRT', name: 'BRT Sunway Line', kind: 'BRT' },
  { id: 'KP', name: 'Tanjung Malim–Port Klang Line', kind: 'KTM Komuter', codePrefixes: ['KA', 'KD'] },
  { id: 'KS', name: 'Batu Caves–Pulau Sebang Line', kind: 'KTM Komuter', codePrefixes: ['KC', 'KA', 'KB'] },
];

export const STATIONS: readonly Station[] = [
  ...KELANA_JAYA_STATIONS,
  ...AMPANG_STATIONS,
  ...SRI_PETALING_STATIONS,
  ...KAJANG_STATIONS,
  ...PUTRAJAYA_STATIONS,
  ...MONORAIL_STATIONS,
  ...BRT_SUNWAY_STATIONS,
  ...KTM_PORT_KLANG_STATIONS,
  ...KTM_BATU_CAVES_STATIONS,
];

/** The key of one entry of the dataset: its line and code. */
export const stationKey = (line: string, code: string) => `${line}:${code}`;
