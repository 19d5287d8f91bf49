/**
 * The public listing's filters and sorts (issue 28 §2) against known data: every filter alone, the room filters on
 * the same room, the price range of a room rental whose rooms straddle it, stations and lines within a walk, every
 * sort, and bad values refused with 400 in English and BM.
 */
import { listingFilterMessages, type Property } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyStations, rooms } from '../../db/schema/index.js';
import { buildProperty } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
const names = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const unit = async (
    name: string,
    priceRm: number,
    facts: Partial<typeof properties.$inferInsert>,
    station?: { code: string; line: string; minutes: number },
  ) => {
    const { property } = await buildProperty(db, { name, priceRm, depositRm: priceRm * 2 });
    await db.update(properties).set(facts).where(eq(properties.id, property.id));
    if (station) {
      await db.insert(propertyStations).values({
        propertyId: property.id,
        stationCode: station.code,
        line: station.line,
        meters: station.minutes * 80,
        minutes: station.minutes,
        rank: 1,
      });
    }
    names.set(property.id, name);
    return property;
  };
  const house = async (
    name: string,
    genderRule: 'any' | 'female' | 'male',
    roomFacts: { priceRm: number; sqft: number; privateBathroom: boolean; ownAircon: boolean; availableFrom: string }[],
    station?: { code: string; line: string; minutes: number },
  ) => {
    const built = await buildProperty(db, { type: 'Room Rental', rooms: roomFacts.length, name });
    await db.update(properties).set({ genderRule }).where(eq(properties.id, built.property.id));
    for (const [i, facts] of roomFacts.entries()) {
      const { priceRm, ...rest } = facts;
      await db
        .update(rooms)
        .set({ ...rest, priceSen: priceRm * 100 })
        .where(eq(rooms.id, built.rooms[i]!.id));
    }
    if (station) {
      await db.insert(propertyStations).values({
        propertyId: built.property.id,
        stationCode: station.code,
        line: station.line,
        meters: station.minutes * 80,
        minutes: station.minutes,
        rank: 1,
      });
    }
    names.set(built.property.id, name);
  };
  // Created oldest first: newest first is Epsilon, Delta, Gamma, Beta, Alpha.
  await unit(
    'Alpha Bangsar',
    1200,
    {
      bedrooms: 2,
      bathrooms: 1,
      builtUpSqft: 800,
      furnishing: 'fully_furnished',
      amenities: ['aircon', 'wifi', 'pool'],
      petsAllowed: true,
      availableFrom: '2026-12-01',
    },
    { code: 'KJ13', line: 'KJ', minutes: 4 },
  );
  await unit(
    'Beta Cheras',
    2400,
    {
      bedrooms: 3,
      bathrooms: 2,
      builtUpSqft: 1200,
      furnishing: 'partly_furnished',
      amenities: ['aircon', 'wifi'],
      petsAllowed: false,
      availableFrom: '2027-01-15',
    },
    { code: 'KJ12', line: 'KJ', minutes: 8 },
  );
  await unit('Gamma Bangsar', 990, { bedrooms: 1, bathrooms: 1, builtUpSqft: 450, furnishing: 'unfurnished' });
  await house(
    'Delta House',
    'female',
    [
      { priceRm: 500, sqft: 100, privateBathroom: true, ownAircon: false, availableFrom: '2026-12-05' },
      { priceRm: 700, sqft: 150, privateBathroom: false, ownAircon: true, availableFrom: '2026-11-30' },
    ],
    { code: 'SP17', line: 'SP', minutes: 12 },
  );
  await house('Epsilon House', 'any', [
    { priceRm: 600, sqft: 120, privateBathroom: true, ownAircon: true, availableFrom: '2027-02-01' },
  ]);
});
afterAll(() => ctx.close());

async function listed(query: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/properties?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { properties: Property[] }).properties.map((p) => names.get(p.id) ?? p.name);
}

describe('GET /api/properties: filters (issue 28 §2)', () => {
  it.each([
    ['bedrooms=2', ['Beta Cheras', 'Alpha Bangsar']],
    ['bathrooms=2', ['Beta Cheras']],
    ['furnishing=fully_furnished', ['Alpha Bangsar']],
    ['amenities=aircon,wifi', ['Beta Cheras', 'Alpha Bangsar']],
    ['amenities=pool,wifi', ['Alpha Bangsar']],
    ['pets=true', ['Alpha Bangsar']],
    ['gender=female', ['Delta House']],
    ['gender=any&type=Room%20Rental', ['Epsilon House']],
    // Any room with a private bathroom / its own aircon; both asked: the same room (Delta's are two rooms).
    ['privateBathroom=true', ['Epsilon House', 'Delta House']],
    ['ownAircon=true', ['Epsilon House', 'Delta House']],
    ['privateBathroom=true&ownAircon=true', ['Epsilon House']],
    // Delta's second room can be moved into by 1 December; Alpha from that day.
    ['availableBy=2026-12-01', ['Delta House', 'Alpha Bangsar']],
    ['availableBy=2026-12-01&privateBathroom=true', []],
    ['availableBy=2027-02-01&privateBathroom=true&ownAircon=true', ['Epsilon House']],
    // Delta's rooms (RM500, RM700) straddle RM550–650 without one inside it; Epsilon's RM600 is inside.
    ['minPrice=550&maxPrice=650', ['Epsilon House']],
    ['minPrice=650', ['Delta House', 'Gamma Bangsar', 'Beta Cheras', 'Alpha Bangsar']],
    ['maxPrice=550', ['Delta House']],
    ['q=Bangsar&minPrice=1000', ['Alpha Bangsar']],
    ['q=Bangsar&minPrice=3000', []],
    ['station=KJ13&walk=5', ['Alpha Bangsar']],
    ['station=KJ12&walk=5', []],
    ['station=KJ12', ['Beta Cheras']],
    ['line=KJ&walk=10', ['Beta Cheras', 'Alpha Bangsar']],
    ['line=KJ&walk=5', ['Alpha Bangsar']],
    ['station=SP17&walk=10', []],
    ['station=SP17&walk=15', ['Delta House']],
    ['line=KJ&walk=15&q=Bangsar&bedrooms=2', ['Alpha Bangsar']],
    // A line with a keyword is a semi-join (listing-search.ts): the line and the walk still hold.
    ['line=SP&walk=15&q=House', ['Delta House']],
    ['line=KJ&walk=5&q=Cheras', []],
  ])('%s', async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
    // The same in a page, with its total.
    const res = await ctx.app.inject({ method: 'GET', url: `/api/properties?${query}&page=1&limit=24` });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(expected.length);
  });
});

describe('GET /api/properties: sorts (issue 28 §2)', () => {
  it.each([
    ['newest', ['Epsilon House', 'Delta House', 'Gamma Bangsar', 'Beta Cheras', 'Alpha Bangsar']],
    // From prices: Delta RM500, Epsilon RM600, Gamma RM990, Alpha RM1,200, Beta RM2,400.
    ['price_asc', ['Delta House', 'Epsilon House', 'Gamma Bangsar', 'Alpha Bangsar', 'Beta Cheras']],
    ['price_desc', ['Beta Cheras', 'Alpha Bangsar', 'Gamma Bangsar', 'Epsilon House', 'Delta House']],
    // Built-up size, or a house's largest room: 1,200, 800, 450, 150, 120 sq ft.
    ['size', ['Beta Cheras', 'Alpha Bangsar', 'Gamma Bangsar', 'Delta House', 'Epsilon House']],
    // RM1.50, 2.00, 2.20, 4.67 (Delta's second room), 5.00 per sq ft.
    ['price_per_sqft', ['Alpha Bangsar', 'Beta Cheras', 'Gamma Bangsar', 'Delta House', 'Epsilon House']],
  ])('sort=%s', async (sort, expected) => {
    expect(await listed(`sort=${sort}&page=1&limit=10`)).toEqual(expected);
    // With a keyword and another filter, the page comes from the matches: same order.
    const bangsar = expected.filter((name) => name.includes('Bangsar'));
    expect(await listed(`sort=${sort}&q=Bangsar&bedrooms=1&page=1&limit=10`)).toEqual(bangsar);
  });

  it('pages a sort without losing or repeating a row', async () => {
    const first = await listed('sort=price_asc&page=1&limit=2');
    const second = await listed('sort=price_asc&page=2&limit=2');
    const third = await listed('sort=price_asc&page=3&limit=2');
    expect([...first, ...second, ...third]).toEqual(await listed('sort=price_asc&page=1&limit=10'));
  });

  it('follows a room price change (the listing columns are kept by the database)', async () => {
    const { db } = ctx.database;
    const [delta] = await db.select().from(properties).where(eq(properties.name, 'Delta House'));
    await db.update(rooms).set({ priceSen: 300_000 }).where(eq(rooms.propertyId, delta!.id));
    // That page was cached by the test before: the rooms trigger's cache_versions NOTIFY reaches the response cache
    // just after the commit (on PostgreSQL a moment later; ADR 20), so the fresh order is waited for, within 2 s.
    await expect
      .poll(async () => (await listed('sort=price_asc&page=1&limit=10'))[4], { timeout: 2000 })
      .toBe('Delta House');
    expect(await listed('minPrice=2500')).toEqual(['Delta House']);
  });
});

describe('GET /api/properties: bad filter values (400, English and BM)', () => {
  it.each([
    ['bedrooms=two', 'bedrooms', listingFilterMessages.bedrooms, 'Bilik tidur mestilah nombor bulat dari 0 hingga 20'],
    ['bedrooms=21', 'bedrooms', listingFilterMessages.bedrooms, 'Bilik tidur mestilah nombor bulat dari 0 hingga 20'],
    ['bathrooms=-1', 'bathrooms', listingFilterMessages.bathrooms, 'Bilik air mestilah nombor bulat dari 0 hingga 20'],
    ['furnishing=yes', 'furnishing', listingFilterMessages.furnishing, undefined],
    ['amenities=aircon,spa', 'amenities', listingFilterMessages.amenities, undefined],
    ['pets=false', 'pets', listingFilterMessages.yesOnly, 'Gunakan true'],
    ['gender=other', 'gender', listingFilterMessages.gender, undefined],
    ['availableBy=2026-13-01', 'availableBy', listingFilterMessages.availableBy, 'Tarikh masuk ditulis YYYY-MM-DD'],
    ['station=kj13', 'station', listingFilterMessages.station, 'Kod stesen tidak dikenali'],
    // Well formed, but not a station of the shipped dataset.
    ['station=KJ99', 'station', listingFilterMessages.station, 'Kod stesen tidak dikenali'],
    ['line=XX', 'line', listingFilterMessages.line, 'Laluan rel tidak dikenali'],
    ['station=KJ13&walk=7', 'walk', listingFilterMessages.walk, 'Jarak berjalan ialah 5, 10 atau 15 minit'],
    ['walk=10', 'walk', listingFilterMessages.walkWithoutStation, 'Pilih stesen atau laluan untuk jarak berjalan'],
    ['station=KJ13&line=KJ', 'line', listingFilterMessages.stationAndLine, undefined],
    [
      'minPrice=900&maxPrice=100',
      'minPrice',
      listingFilterMessages.priceRange,
      'Harga minimum tidak boleh melebihi harga maksimum',
    ],
    ['sort=cheapest', 'sort', listingFilterMessages.sort, undefined],
  ])('%s', async (query, field, english, malay) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errorFields?: Record<string, string> };
    expect(body.errorFields?.[field]).toBe(english);
    const ms = await ctx.app.inject({ method: 'GET', url: `/api/properties?${query}`, headers: { cookie: 'lang=ms' } });
    expect(ms.statusCode).toBe(400);
    const msField = (ms.json() as { errorFields?: Record<string, string> }).errorFields?.[field];
    expect(msField).not.toBe(english);
    if (malay) expect(msField).toBe(malay);
  });
});
