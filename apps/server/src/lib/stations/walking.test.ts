import { listingQuerySchema, STATION_LINE_IDS } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { KTMB_KOMUTER_GTFS, PRASARANA_RAIL_GTFS } from './lines/sources.js';
import { placeOf, RAIL_LINES, STATIONS, stationKey } from './stations-data.js';
import { stationsDatasetVersion } from './dataset-version.js';
import {
  DETOUR_FACTOR,
  haversineMetres,
  stationsNear,
  type StoredWalk,
  toNearbyStations,
  walkTo,
  WALK_METRES_PER_MINUTE,
} from './walking.js';

const SOURCES = [PRASARANA_RAIL_GTFS, KTMB_KOMUTER_GTFS];
/** The ranked rows property_stations stores for a location. */
const storedRanked = (latitude: number, longitude: number): StoredWalk[] =>
  stationsNear(latitude, longitude)
    .filter((w) => w.rank !== null)
    .map((w) => ({
      stationCode: w.station.code,
      line: w.station.line,
      meters: w.meters,
      minutes: w.minutes,
      rank: w.rank!,
    }));
const station = (code: string, line?: string) => STATIONS.find((s) => s.code === code && (!line || s.line === line))!;

describe('walking distance to stations', () => {
  it('measures known station pairs by great circle', () => {
    // Masjid Jamek KJ13 ↔ Dang Wangi KJ12: 0.007228° of latitude (804 m) and 0.00516° of longitude at 3.15° N (573 m)
    // ≈ 987 m.
    const a = station('KJ13');
    const b = station('KJ12');
    expect(haversineMetres(a.latitude, a.longitude, b.latitude, b.longitude)).toBeCloseTo(987, -1);
    // Taman Jaya KJ20 ↔ Taman Bahagia KJ23 ≈ 3.67 km (hand check: 745 m north, 3,597 m west).
    const c = station('KJ20');
    const d = station('KJ23');
    expect(haversineMetres(c.latitude, c.longitude, d.latitude, d.longitude)).toBeCloseTo(3673, -1);
  });

  it('walks 1.3 × the straight line at 80 m a minute, minutes rounded up', () => {
    const a = station('KJ13');
    const b = station('KJ12');
    const walk = walkTo(a.latitude, a.longitude, b);
    const straight = haversineMetres(a.latitude, a.longitude, b.latitude, b.longitude);
    expect(walk.meters).toBe(Math.round((straight * DETOUR_FACTOR) / 10) * 10);
    expect(walk.meters).toBe(1280);
    expect(walk.minutes).toBe(Math.ceil((straight * DETOUR_FACTOR) / WALK_METRES_PER_MINUTE));
    expect(walk.minutes).toBe(17);
    expect(walkTo(a.latitude, a.longitude, a)).toMatchObject({ meters: 0, minutes: 1 });
  });

  it('ranks the nearest three distinct stations and keeps every line of every station within 15 minutes', () => {
    // Beside Masjid Jamek: its Ampang and Sri Petaling platforms (AG7, SP7: one point in the feed, 40 m) and its
    // Kelana Jaya Line platform (KJ13, 110 m) are one station, ranked 1; Bandaraya (2, 920 m) and the Komuter's Bank
    // Negara (3, 930 m: KA03 on both Komuter lines) follow; Pasar Seni (with the Kajang Line's KG16) and Plaza Rakyat
    // are kept for the filter (15 min) but not ranked.
    const near = stationsNear(3.1494, 101.6961);
    expect(near.map((w) => [w.station.code, w.station.line, w.rank])).toEqual([
      ['AG7', 'AG', 1],
      ['SP7', 'SP', 1],
      ['KJ13', 'KJ', 1],
      ['AG6', 'AG', 2],
      ['SP6', 'SP', 2],
      ['KA03', 'KP', 3],
      ['KA03', 'KS', 3],
      ['KJ14', 'KJ', null],
      ['KG16', 'KG', null],
      ['AG8', 'AG', null],
      ['SP8', 'SP', null],
    ]);
    // Every line's code is kept, so a line filter on AG, SP or KJ finds the home.
    expect(new Set(near.filter((w) => w.minutes <= 5).map((w) => w.station.line))).toEqual(new Set(['AG', 'SP', 'KJ']));
    expect(near.every((w) => w.rank !== null || w.minutes <= 15)).toBe(true);
    // Beyond 3 km of walking a station is not near: George Town, Penang has none.
    expect(stationsNear(5.437, 100.31)).toEqual([]);
    // Between Taman Jaya and Taman Bahagia: Taman Paramount, Asia Jaya and Taman Bahagia (2.36 km walk) are the
    // three shown; Taman Jaya (2.42 km, 31 min) is fourth and beyond 15 minutes, so it is not kept.
    expect(stationsNear(3.1072, 101.6288).map((w) => [w.station.code, w.rank])).toEqual([
      ['KJ22', 1],
      ['KJ21', 2],
      ['KJ23', 3],
    ]);
  });

  it('ships every station on a known line, with a source and a Klang Valley position', () => {
    // The catalogue names every line in English and BM (listingFacts.stationLines) by these ids.
    expect(RAIL_LINES.map((line) => line.id)).toEqual([...STATION_LINE_IDS]);
    const lines = new Map(RAIL_LINES.map((line) => [line.id, line]));
    for (const s of STATIONS) {
      const line = lines.get(s.line);
      expect(line, s.code).toBeDefined();
      // A code starts with its line id, or with one of a Komuter line's stretches (KA, KB, KC, KD).
      expect(
        (line!.codePrefixes ?? [line!.id]).some((prefix) => s.code.startsWith(prefix)),
        s.code,
      ).toBe(true);
      expect(SOURCES).toContain(s.source);
      // The Rapid KL lines lie within lat 2.7-3.5; the Komuter lines reach Tanjung Malim (3.69) and Pulau Sebang (2.46).
      const komuter = s.source === KTMB_KOMUTER_GTFS;
      expect(s.latitude).toBeGreaterThan(komuter ? 2.4 : 2.7);
      expect(s.latitude).toBeLessThan(komuter ? 3.7 : 3.5);
      expect(s.longitude).toBeGreaterThan(101.2);
      expect(s.longitude).toBeLessThan(komuter ? 102.3 : 102);
    }
    // A line and a code name one entry; a code repeats only on the Komuter trunk (KA01-KA04 on both lines).
    expect(new Set(STATIONS.map((s) => stationKey(s.line, s.code))).size).toBe(STATIONS.length);
    const repeated = STATIONS.filter((s, i) => STATIONS.findIndex((o) => o.code === s.code) !== i).map((s) => s.code);
    expect(repeated).toEqual(['KA04', 'KA03', 'KA02', 'KA01']);
    // Every code is a value the listing's station filter accepts (KG18A included).
    for (const s of STATIONS) expect(listingQuerySchema.safeParse({ station: s.code }).success, s.code).toBe(true);
  });

  it('answers three distinct stations beside an interchange, every line of each listed nearest first', () => {
    const ranked = storedRanked(3.1494, 101.6961);
    const shown = toNearbyStations([...ranked].reverse());
    expect(shown.map((s) => [s.name, s.code, s.meters, s.lines.map((l) => l.code)])).toEqual([
      ['Masjid Jamek', 'AG7', 40, ['AG7', 'SP7', 'KJ13']],
      ['Bandaraya', 'AG6', 920, ['AG6', 'SP6']],
      ['Bank Negara', 'KA03', 930, ['KA03', 'KA03']],
    ]);
    expect(shown[2]!.lines[1]).toEqual({
      code: 'KA03',
      line: 'KS',
      lineName: 'Batu Caves–Pulau Sebang Line',
      kind: 'KTM Komuter',
      meters: 930,
      minutes: 12,
    });
    // Beside KL Sentral: the Komuter platform (KA01, both lines), the LRT's KJ15 and the monorail's MR1 are one
    // station; the Kajang Line's Muzium Negara is another.
    const sentral = storedRanked(3.1342, 101.6862);
    expect(toNearbyStations(sentral).map((s) => [s.name, s.lines.map((l) => `${l.line}:${l.code}`)])).toEqual([
      ['KL Sentral', ['KP:KA01', 'KS:KA01', 'KJ:KJ15', 'MR:MR1']],
      ['Muzium Negara', ['KG:KG15']],
      ['Tun Sambanthan', ['MR:MR2']],
    ]);
    // Rows stored before the ranking by name (one rank per code) still read, one entry per rank; a code the dataset
    // no longer has is left out.
    expect(
      toNearbyStations([
        { stationCode: 'AG7', line: 'AG', meters: 40, minutes: 1, rank: 1 },
        { stationCode: 'XX9', line: 'XX', meters: 60, minutes: 1, rank: 2 },
        { stationCode: 'KJ13', line: 'KJ', meters: 110, minutes: 2, rank: 3 },
        { stationCode: 'KJ13', line: 'AG', meters: 110, minutes: 2, rank: 3 },
      ]).map((s) => [s.code, s.lines.length]),
    ).toEqual([
      ['AG7', 1],
      ['KJ13', 1],
    ]);
  });

  it('ranks by the station place: every interchange shares one place and lies within 300 m', () => {
    const byName = new Map<string, (typeof STATIONS)[number][]>();
    for (const s of STATIONS) byName.set(placeOf(s), [...(byName.get(placeOf(s)) ?? []), s]);
    for (const [name, same] of byName) {
      for (const x of same) {
        for (const y of same) {
          expect(haversineMetres(x.latitude, x.longitude, y.latitude, y.longitude), name).toBeLessThan(300);
        }
      }
    }
    // Namesakes apart are two places: the LRT's Sentul (AG2/SP2) and the Komuter's (KC01) are 939 m apart, so a home
    // beside the Komuter one sees it first and the LRT's Sentul Timur second, not one "Sentul".
    expect(
      stationsNear(3.1835, 101.6905)
        .filter((w) => w.rank !== null)
        .map((w) => [w.station.code, w.rank]),
    ).toEqual([
      ['KC01', 1],
      ['AG1', 2],
      ['SP1', 2],
      ['PY16', 3],
    ]);
    // The fingerprint of the stored walks changed with the ranking (it was 2e8c0c10b26e16fb with one rank per code),
    // so the stations refresh job recomputes every property's walks.
    expect(stationsDatasetVersion()).not.toBe('2e8c0c10b26e16fb');
  });

  it('covers every station of the Rapid KL and Komuter lines in the feeds, one entry per line at an interchange', () => {
    const perLine = Object.fromEntries(RAIL_LINES.map((l) => [l.id, STATIONS.filter((s) => s.line === l.id).length]));
    expect(perLine).toEqual({ KJ: 37, AG: 18, SP: 29, KG: 29, PY: 36, MR: 11, BRT: 7, KP: 33, KS: 27 });
    // The Komuter lines as their trains run: KA15 Tanjung Malim … KA01 KL Sentral, KD01 Abdullah Hukum … KD19
    // Pelabuhan Klang (KD07 Seri Setia left out); KC05 Batu Caves … KC01 Sentul, KA04 Putra … KA01, KB01 Mid Valley …
    // KB18 Pulau Sebang/Tampin. Their shared trunk is one place per station.
    const codes = (line: string) => STATIONS.filter((s) => s.line === line).map((s) => s.code);
    const run = (prefix: string, from: number, to: number) =>
      Array.from(
        { length: Math.abs(to - from) + 1 },
        (_, i) => `${prefix}${String(from < to ? from + i : from - i).padStart(2, '0')}`,
      );
    expect(codes('KP')).toEqual([...run('KA', 15, 1), ...run('KD', 1, 19).filter((c) => c !== 'KD07')]);
    expect(codes('KS')).toEqual([...run('KC', 5, 1), ...run('KA', 4, 1), ...run('KB', 1, 18)]);
    for (let n = 1; n <= 4; n++) {
      const kp = station(`KA0${n}`, 'KP');
      const ks = station(`KA0${n}`, 'KS');
      expect([ks.latitude, ks.longitude, ks.name]).toEqual([kp.latitude, kp.longitude, kp.name]);
    }
    // The shared Ampang/Sri Petaling trunk is one place per station in the feed: AG1-AG11 = SP1-SP11.
    for (let n = 1; n <= 11; n++) {
      const ag = station(`AG${n}`);
      const sp = station(`SP${n}`);
      expect([sp.latitude, sp.longitude, sp.name]).toEqual([ag.latitude, ag.longitude, ag.name]);
    }
    // Interchanges of different lines are near each other (platforms apart, not kilometres).
    for (const [a, b] of [
      ['KJ13', 'AG7'],
      ['KJ14', 'KG16'],
      ['KJ15', 'MR1'],
      ['AG3', 'PY17'],
      ['AG11', 'PY24'],
      ['KG04', 'PY01'],
      ['KG20', 'PY23'],
      ['KJ31', 'BRT7'],
      ['KA01', 'KJ15'],
      ['KD01', 'KJ17'],
      ['KD09', 'KJ28'],
      ['KD08', 'BRT1'],
      ['KB04', 'SP15'],
      ['KB06', 'KG35'],
      ['KC03', 'PY13'],
      ['KA08', 'PY04'],
      ['KA07', 'PY08'],
    ] as const) {
      const x = station(a);
      const y = station(b);
      expect(haversineMetres(x.latitude, x.longitude, y.latitude, y.longitude), `${a}-${b}`).toBeLessThan(300);
    }
  });
});
