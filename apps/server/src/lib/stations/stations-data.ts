/**
 * The Klang Valley rail stations shipped with the product (issue 28 §1). Every coordinate is copied from the
 * station's Wikipedia article (infobox "Coordinates"), licensed CC BY-SA 4.0; `source` names the article. What the
 * dataset covers, what it does not and why: docs/stations.md. Do not add a station without its source.
 */
import type { StationKind } from '@sewamudah/shared';

export interface RailLine {
  id: string;
  name: string;
  kind: StationKind;
}

export interface Station {
  /** The station code on its line, e.g. KJ13. One entry per line at an interchange. */
  code: string;
  name: string;
  line: string;
  latitude: number;
  longitude: number;
  /** The Wikipedia article the coordinates come from (CC BY-SA 4.0). */
  source: string;
}

export const RAIL_LINES: readonly RailLine[] = [
  { id: 'KJ', name: 'Kelana Jaya Line', kind: 'LRT' },
  { id: 'SP', name: 'Sri Petaling Line', kind: 'LRT' },
  { id: 'KG', name: 'Kajang Line', kind: 'MRT' },
  { id: 'MR', name: 'KL Monorail', kind: 'Monorail' },
];

export const STATIONS: readonly Station[] = [
  {
    code: 'KJ12',
    name: 'Dang Wangi',
    line: 'KJ',
    latitude: 3.15667,
    longitude: 101.70167,
    source: 'https://en.wikipedia.org/wiki/Dang_Wangi_LRT_station',
  },
  {
    code: 'KJ13',
    name: 'Masjid Jamek',
    line: 'KJ',
    latitude: 3.14944,
    longitude: 101.69611,
    source: 'https://en.wikipedia.org/wiki/Masjid_Jamek_LRT_station',
  },
  {
    code: 'KJ20',
    name: 'Taman Jaya',
    line: 'KJ',
    latitude: 3.10389,
    longitude: 101.645,
    source: 'https://en.wikipedia.org/wiki/Taman_Jaya_LRT_station',
  },
  {
    code: 'KJ23',
    name: 'Taman Bahagia',
    line: 'KJ',
    latitude: 3.11056,
    longitude: 101.6125,
    source: 'https://en.wikipedia.org/wiki/Taman_Bahagia_LRT_station',
  },
  {
    code: 'SP17',
    name: 'Bukit Jalil',
    line: 'SP',
    latitude: 3.05806,
    longitude: 101.69194,
    source: 'https://en.wikipedia.org/wiki/Bukit_Jalil_LRT_station',
  },
  {
    code: 'KG10',
    name: 'Taman Tun Dr Ismail',
    line: 'KG',
    latitude: 3.1360889,
    longitude: 101.6307667,
    source: 'https://en.wikipedia.org/wiki/Taman_Tun_Dr_Ismail_MRT_station',
  },
  {
    code: 'KG34',
    name: 'Stadium Kajang',
    line: 'KG',
    latitude: 2.994,
    longitude: 101.78625,
    source: 'https://ms.wikipedia.org/wiki/Stesen_MRT_Stadium_Kajang',
  },
  {
    code: 'MR2',
    name: 'Tun Sambanthan',
    line: 'MR',
    latitude: 3.13139,
    longitude: 101.69056,
    source: 'https://en.wikipedia.org/wiki/Tun_Sambanthan_Monorail_station',
  },
];
