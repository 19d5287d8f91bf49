import { describe, expect, it } from 'vitest';
import { RAIL_LINES, STATIONS } from './stations-data.js';
import { DETOUR_FACTOR, haversineMetres, stationsNear, walkTo, WALK_METRES_PER_MINUTE } from './walking.js';

const station = (code: string) => STATIONS.find((s) => s.code === code)!;

describe('walking distance to stations', () => {
  it('measures known station pairs by great circle', () => {
    // Masjid Jamek KJ13 ↔ Dang Wangi KJ12: 0.00723° of latitude and 0.00556° of longitude at 3.15° N ≈ 1,014 m.
    const a = station('KJ13');
    const b = station('KJ12');
    expect(haversineMetres(a.latitude, a.longitude, b.latitude, b.longitude)).toBeCloseTo(1014, -1);
    // Taman Jaya KJ20 ↔ Taman Bahagia KJ23 ≈ 3.68 km (hand check: 742 m north, 3,609 m west).
    const c = station('KJ20');
    const d = station('KJ23');
    expect(haversineMetres(c.latitude, c.longitude, d.latitude, d.longitude)).toBeCloseTo(3684, -1);
  });

  it('walks 1.3 × the straight line at 80 m a minute, minutes rounded up', () => {
    const a = station('KJ13');
    const b = station('KJ12');
    const walk = walkTo(a.latitude, a.longitude, b);
    const straight = haversineMetres(a.latitude, a.longitude, b.latitude, b.longitude);
    expect(walk.meters).toBe(Math.round((straight * DETOUR_FACTOR) / 10) * 10);
    expect(walk.meters).toBe(1320);
    expect(walk.minutes).toBe(Math.ceil((straight * DETOUR_FACTOR) / WALK_METRES_PER_MINUTE));
    expect(walk.minutes).toBe(17);
    expect(walkTo(a.latitude, a.longitude, a)).toMatchObject({ meters: 0, minutes: 1 });
  });

  it('keeps the nearest three and every other station within 15 minutes, nearest first', () => {
    // Next to Masjid Jamek: KJ13 (0 m), Dang Wangi (1.3 km), Tun Sambanthan (~2.8 km) are the nearest three.
    const near = stationsNear(3.1494, 101.6961);
    expect(near.map((w) => [w.station.code, w.rank])).toEqual([
      ['KJ13', 1],
      ['KJ12', 2],
      ['MR2', 3],
    ]);
    // Beyond 3 km of walking a station is not near: George Town, Penang has none.
    expect(stationsNear(5.437, 100.31)).toEqual([]);
    // Between Taman Jaya and Taman Bahagia (2.4 km walks): both shown, the others too far.
    expect(stationsNear(3.1072, 101.6288).map((w) => w.station.code)).toEqual(['KJ20', 'KJ23']);
  });

  it('ships every station on a known line, with a source and a Klang Valley position', () => {
    const lines = new Set(RAIL_LINES.map((line) => line.id));
    for (const s of STATIONS) {
      expect(lines.has(s.line)).toBe(true);
      expect(s.code.startsWith(s.line)).toBe(true);
      expect(s.source).toMatch(/^https:\/\/(en|ms)\.wikipedia\.org\/wiki\//);
      expect(s.latitude).toBeGreaterThan(2.7);
      expect(s.latitude).toBeLessThan(3.5);
      expect(s.longitude).toBeGreaterThan(101.2);
      expect(s.longitude).toBeLessThan(102);
    }
    expect(new Set(STATIONS.map((s) => s.code)).size).toBe(STATIONS.length);
  });
});
