/** Issue 28: every demo home has facts; the Klang Valley ones coordinates and stations; the badge's states. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { queryRows } from '../client.js';
import { properties, rooms } from '../schema/index.js';
import { demoProperties } from './demo-data.js';
import { DEMO_KLANG_VALLEY, seedListingFacts } from './seed-facts.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.destroy());

describe('demo listing facts', () => {
  it('gives every demo home facts, the Klang Valley ones coordinates and near stations, and shows each badge state', async () => {
    const db = database.db;
    const propertyIds = new Map<string, string>();
    const roomIds = new Map<string, { id: string }>();
    for (const p of demoProperties) {
      const [row] = await db
        .insert(properties)
        .values({
          name: p.name,
          type: p.type,
          address: p.address,
          description: p.description,
          priceSen: p.price != null ? p.price * 100 : null,
          depositSen: p.deposit != null ? p.deposit * 100 : null,
        })
        .returning({ id: properties.id });
      propertyIds.set(p.key, row!.id);
      for (const [position, r] of (p.rooms ?? []).entries()) {
        const [room] = await db
          .insert(rooms)
          .values({ propertyId: row!.id, name: r.name, priceSen: r.price * 100, depositSen: r.deposit * 100, position })
          .returning({ id: rooms.id });
        roomIds.set(r.key, { id: room!.id });
      }
    }
    const now = new Date('2026-11-27T02:00:00Z');
    await seedListingFacts(db, propertyIds, roomIds, '2026-11-27', now);

    const rows = await queryRows<{
      name: string;
      type: string;
      furnishing: string | null;
      bedrooms: number | null;
      latitude: number | null;
      gender_rule: string;
      verified: string;
      stations: number;
    }>(
      db,
      sql`select p.name, p.type, p.furnishing, p.bedrooms, p.latitude, p.gender_rule,
            case when p.facts_verified_at is null then 'never'
                 when p.facts_verified_at > ${now.toISOString()}::timestamptz - interval '30 days' then 'badge'
                 else 'expired' end as verified,
            (select count(*)::int from property_stations s where s.property_id = p.id and s.rank is not null) as stations
          from properties p`,
    );
    expect(rows).toHaveLength(demoProperties.length);
    for (const row of rows) {
      expect(row.furnishing, row.name).not.toBeNull();
      if (row.type === 'Unit Rental') expect(row.bedrooms, row.name).not.toBeNull();
    }
    const kv = new Set(DEMO_KLANG_VALLEY.map((key) => demoProperties.find((p) => p.key === key)!.name));
    expect(kv.size).toBe(9);
    for (const row of rows) expect(row.latitude !== null, row.name).toBe(kv.has(row.name));
    // Homes near the shipped stations show them (Brickfields, TTDI, SS2, Bangsar).
    const withStations = rows.filter((r) => r.stations > 0).map((r) => r.name);
    expect(withStations).toEqual(
      expect.arrayContaining([
        'The Establishment Studio, Brickfields',
        'Taman Tun Dr Ismail Garden Bungalow',
        'SS2 Petaling Jaya Shared House',
      ]),
    );
    expect(new Set(rows.map((r) => r.verified))).toEqual(new Set(['badge', 'expired', 'never']));
    expect(rows.filter((r) => r.gender_rule === 'female').map((r) => r.name)).toEqual([
      'USJ 1 Subang Jaya Room Rental',
    ]);
    const roomFacts = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from rooms where size_class is null or sqft is null`,
    );
    expect(roomFacts[0]!.n).toBe(0);
  }, 120_000);
});
