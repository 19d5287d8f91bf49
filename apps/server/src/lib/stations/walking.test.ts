import { listingQuerySchema } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { PRASARANA_RAIL_GTFS } from './lines/sources.js';
import { RAIL_LINES, STATIONS } from './stations-data.js';
import { stationsDatasetVersion } from './dataset-version.js';
import {
  DETOUR_FACTOR,
  haversineMetres,
  stationsNear,
  toNearbyStations,
  walkTo,
  WALK_METRES_PER_MINUTE,
} from './walking.js';

const SOURCES = [PRASARANA_RAIL_GTFS];
const station = (code: string) => STATIONS.find((s) => s.code === code)!;

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
    // Kelana Jaya Line platform (KJ13, 110 m) are one station, ranked 1; Bandaraya (2) and Pasar Seni (3, with the
    // Kajang Line's KG16) follow; Plaza Rakyat is kept for the filter (15 min) but not ranked.
    const near = stationsNear(3.1494, 101.6961);
    expect(near.map((w) => [w.station.code, w.rank])).toEqual([
      ['AG7', 1],
      ['SP7', 1],
      ['KJ13', 1],
      ['AG6', 2],
      ['SP6', 2],
      ['KJ14', 3],
      ['KG16', 3],
      ['AG8', null],
      ['SP8', null],
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
    const lines = new Set(RAIL_LINES.map((line) => line.id));
    for (const s of STATIONS) {
      expect(lines.has(s.line)).toBe(true);
      expect(s.code.startsWith(s.line)).toBe(true);
      expect(SOURCES).toContain(s.source);
      expect(s.latitude).toBeGreaterThan(2.7);
      expect(s.latitude).toBeLessThan(3.5);
      expect(s.longitude).toBeGreaterThan(101.2);
      expect(s.longitude).toBeLessThan(102);
    }
    expect(new Set(STATIONS.map((s) => s.code)).size).toBe(STATIONS.length);
    // Every code is a value the listing's station filter accepts (KG18A included).
    for (const s of STATIONS) expect(listingQuerySchema.safeParse({ station: s.code }).success, s.code).toBe(true);
  });

  it('answers three distinct stations beside an interchange, every line of each listed nearest first', () => {
    const ranked = stationsNear(3.1494, 101.6961)
      .filter((w) => w.rank !== null)
      .map((w) => ({ stationCode: w.station.code, meters: w.meters, minutes: w.minutes, rank: w.rank! }));
    const shown = toNearbyStations([...ranked].reverse());
    expect(shown.map((s) => [s.name, s.code, s.meters, s.lines.map((l) => l.code)])).toEqual([
      ['Masjid Jamek', 'AG7', 40, ['AG7', 'SP7', 'KJ13']],
      ['Bandaraya', 'AG6', 920, ['AG6', 'SP6']],
      ['Pasar Seni', 'KJ14', 1010, ['KJ14', 'KG16']],
    ]);
    expect(shown[2]!.lines[1]).toEqual({
      code: 'KG16',
      line: 'KG',
      lineName: 'Kajang Line',
      kind: 'MRT',
      meters: 1030,
      minutes: 13,
    });
    // Rows stored before the ranking by name (one rank per code) still read, one entry per rank; a code the dataset
    // no longer has is left out.
    expect(
      toNearbyStations([
        { stationCode: 'AG7', meters: 40, minutes: 1, rank: 1 },
        { stationCode: 'XX9', meters: 60, minutes: 1, rank: 2 },
        { stationCode: 'KJ13', meters: 110, minutes: 2, rank: 3 },
      ]).map((s) => [s.code, s.lines.length]),
    ).toEqual([
      ['AG7', 1],
      ['KJ13', 1],
    ]);
  });

  it('ranks by the station name: every interchange shares one name and lies within 300 m', () => {
    const byName = new Map<string, (typeof STATIONS)[number][]>();
    for (const s of STATIONS) byName.set(s.name, [...(byName.get(s.name) ?? []), s]);
    for (const [name, same] of byName) {
      for (const x of same) {
        for (const y of same) {
          expect(haversineMetres(x.latitude, x.longitude, y.latitude, y.longitude), name).toBeLessThan(300);
        }
      }
    }
    // The fingerprint of the stored walks changed with the ranking (it was 2e8c0c10b26e16fb with one rank per code),
    // so the stations refresh job recomputes every property's walks.
    expect(stationsDatasetVersion()).not.toBe('2e8c0c10b26e16fb');
  });

  it('covers every station of the Rapid KL lines in the feed, one entry per line at an interchange', () => {
    const perLine = Object.fromEntries(RAIL_LINES.map((l) => [l.id, STATIONS.filter((s) => s.line === l.id).length]));
    expect(perLine).toEqual({ KJ: 37, AG: 18, SP: 29, KG: 29, PY: 36, MR: 11, BRT: 7 });
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
    ] as const) {
      const x = station(a);
      const y = station(b);
      expect(haversineMetres(x.latitude, x.longitude, y.latitude, y.longitude), `${a}-${b}`).toBeLessThan(300);
    }
  });
});
