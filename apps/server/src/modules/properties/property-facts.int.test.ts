/** Issue 28 §1, §3, §6: the listing's facts, nearest stations, move-in total and verified badge through the API. */
import { calculateStampDuty, type Property } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyStations } from '../../db/schema/index.js';
import { authHeader, buildAdmin, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { propertyForm, roomFields, unitFields } from './properties.test-helpers.js';

let ctx: TestContext;
let admin: UserRow;
let adminAuth: { authorization: string };
const clock = new TestClock(new Date('2026-11-27T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db);
  adminAuth = await authHeader(ctx.app, admin);
});
afterAll(() => ctx.close());

const post = (fields: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/properties', headers: adminAuth, payload: propertyForm(fields) });
const patch = (id: string, fields: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, headers: adminAuth, payload: propertyForm(fields) });
const publicRead = async (id: string): Promise<Property> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json().property;

// Beside Masjid Jamek LRT (KJ13 in the shipped dataset).
const nearMasjidJamek = { latitude: 3.1494, longitude: 101.6961 };
const unitFacts = {
  bedrooms: 3,
  bathrooms: 2,
  builtUpSqft: 900,
  furnishing: 'fully_furnished',
  floorLevel: 12,
  parkingBays: 1,
  utilitiesIncluded: false,
  availableFrom: '2026-12-15',
  amenities: ['aircon', 'pool', 'security_24h'],
  houseRules: { pets: false, smoking: false, cooking: true },
  utilityDepositMonths: 0.5,
  ...nearMasjidJamek,
};

describe('unit facts', () => {
  it('stores every fact, answers them under new keys and keeps the original shape', async () => {
    const res = await post({ ...unitFields, facts: unitFacts });
    expect(res.statusCode).toBe(201);
    const property = await publicRead(res.json().property._id);
    // The original client's keys keep their types (ADR 0008).
    expect(property).toMatchObject({ price: 1800, depositAmount: 3600, priceRange: null, rooms: [] });
    expect(property.facts).toEqual({
      bedrooms: 3,
      bathrooms: 2,
      builtUpSqft: 900,
      furnishing: 'fully_furnished',
      floorLevel: 12,
      parkingBays: 1,
      utilitiesIncluded: false,
      availableFrom: '2026-12-15',
      amenities: ['aircon', 'pool', 'security_24h'],
      houseRules: { pets: false, smoking: false, cooking: true },
      genderRule: 'any',
      sharedFacilities: [],
      utilityDepositMonths: 0.5,
      verifiedAt: null,
      verified: false,
    });
    expect(property.pricePerSqft).toBe(2);
    // Nearest three distinct stations, nearest first, computed on write. Masjid Jamek is one station on three lines
    // (AG7 and SP7 one point in the feed, 40 m; KJ13 110 m): listed once, nearest platform first, every line in
    // `lines` ("1 min walk (40 m) to AG7/SP7/KJ13 Masjid Jamek LRT"); then Bandaraya and the Komuter's Bank Negara
    // (KA03, on both Komuter lines: one row per line).
    expect(property.location).toMatchObject({ latitude: 3.1494, longitude: 101.6961 });
    const stations = property.location!.stations;
    expect(stations.map((s) => [s.name, s.code, s.lines.map((l) => l.code)])).toEqual([
      ['Masjid Jamek', 'AG7', ['AG7', 'SP7', 'KJ13']],
      ['Bandaraya', 'AG6', ['AG6', 'SP6']],
      ['Bank Negara', 'KA03', ['KA03', 'KA03']],
    ]);
    expect(new Set(stations.map((s) => s.name)).size).toBe(3);
    expect(stations[0]).toMatchObject({
      code: 'AG7',
      name: 'Masjid Jamek',
      line: 'AG',
      lineName: 'Ampang Line',
      kind: 'LRT',
      meters: 40,
      minutes: 1,
    });
    expect(stations[0]!.lines[2]).toEqual({
      code: 'KJ13',
      line: 'KJ',
      lineName: 'Kelana Jaya Line',
      kind: 'LRT',
      meters: 110,
      minutes: 2,
    });
    expect(stations[2]!.lines.map((l) => [l.code, l.line, l.lineName, l.kind, l.meters, l.minutes])).toEqual([
      ['KA03', 'KP', 'Tanjung Malim–Port Klang Line', 'KTM Komuter', 930, 12],
      ['KA03', 'KS', 'Batu Caves–Pulau Sebang Line', 'KTM Komuter', 930, 12],
    ]);
  });

  it('is found near each line and each code of the interchange beside it', async () => {
    const beside = (await post({ ...unitFields, name: 'Beside Masjid Jamek', facts: unitFacts })).json().property
      ._id as string;
    // Beside Taman Bahagia (KJ23): on the Kelana Jaya Line only.
    const away = (
      await post({ ...unitFields, name: 'Beside Taman Bahagia', facts: { latitude: 3.1106, longitude: 101.6126 } })
    ).json().property._id as string;
    const found = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/properties?${query}&page=1&limit=100` });
      expect(res.statusCode, query).toBe(200);
      return (res.json().properties as Property[]).map((p) => p._id);
    };
    for (const line of ['AG', 'SP', 'KJ']) expect(await found(`line=${line}&walk=5`), line).toContain(beside);
    for (const station of ['AG7', 'SP7', 'KJ13']) {
      const ids = await found(`station=${station}&walk=5`);
      expect(ids, station).toContain(beside);
      expect(ids, station).not.toContain(away);
    }
    expect(await found('line=AG&walk=15')).not.toContain(away);
    expect(await found('line=KJ&walk=5')).toContain(away);
    // Pasar Seni's Kajang Line platform is 13 minutes away: within 15, not within 10.
    expect(await found('line=KG&walk=15')).toContain(beside);
    expect(await found('line=KG&walk=10')).not.toContain(beside);
    // The Komuter's Bank Negara (KA03, 12 minutes) is on both Komuter lines: found by either line and by its code.
    for (const line of ['KP', 'KS']) {
      expect(await found(`line=${line}&walk=15`), line).toContain(beside);
      expect(await found(`line=${line}&walk=10`), line).not.toContain(beside);
    }
    expect(await found('station=KA03&walk=15')).toContain(beside);
    // Beside Mid Valley (KB01): the Batu Caves–Pulau Sebang Line stops there; the Port Klang Line's nearest stop is
    // Abdullah Hukum (KD01), 11 minutes on foot.
    const midValley = (
      await post({ ...unitFields, name: 'Beside Mid Valley', facts: { latitude: 3.1192, longitude: 101.6789 } })
    ).json().property._id as string;
    expect(await found('line=KS&walk=5')).toContain(midValley);
    expect(await found('station=KB01&walk=5')).toContain(midValley);
    expect(await found('line=KP&walk=10')).not.toContain(midValley);
    expect(await found('line=KP&walk=15')).toContain(midValley);
  });

  it('quotes the total to move in line by line', async () => {
    const res = await post({ ...unitFields, price: '2500', depositAmount: '5000', facts: unitFacts });
    const property = await publicRead(res.json().property._id);
    const duty = calculateStampDuty({ monthlyRentSen: 250_000, termMonths: 12 }).totalSen / 100;
    expect(property.moveIn).toEqual({
      lines: [
        { kind: 'securityDeposit', amount: 5000, payableAtSignAndPay: true },
        { kind: 'utilityDeposit', amount: 1250, payableAtSignAndPay: false },
        { kind: 'firstMonth', amount: 2500, payableAtSignAndPay: true },
        { kind: 'stampDuty', amount: duty, payableAtSignAndPay: true },
      ],
      total: 5000 + 1250 + 2500 + duty,
      signAndPay: 5000 + 2500 + duty,
      termMonths: 12,
    });
  });

  it('defaults the utility deposit to half a month and states nothing else', async () => {
    const res = await post(unitFields);
    const property = await publicRead(res.json().property._id);
    expect(property.facts).toMatchObject({
      bedrooms: null,
      amenities: [],
      utilityDepositMonths: 0.5,
      genderRule: 'any',
    });
    expect(property.location).toBeNull();
    expect(property.pricePerSqft).toBeNull();
    expect(property.moveIn!.lines[1]).toEqual({ kind: 'utilityDeposit', amount: 900, payableAtSignAndPay: false });
  });

  it.each([
    [{ bedrooms: 21 }, 'facts.bedrooms', 'This number is out of range'],
    [{ bathrooms: 1.5 }, 'facts.bathrooms', 'Enter a whole number'],
    [{ builtUpSqft: 10 }, 'facts.builtUpSqft', 'This number is out of range'],
    [{ furnishing: 'semi' }, 'facts.furnishing', 'Choose one of the listed options'],
    [{ amenities: ['jacuzzi'] }, 'facts.amenities.0', 'Choose one of the listed options'],
    [{ amenities: ['pool', 'pool'] }, 'facts.amenities', 'Each option can be chosen once'],
    [{ availableFrom: '2026-02-30' }, 'facts.availableFrom', 'Enter a date as YYYY-MM-DD'],
    [{ utilityDepositMonths: 4 }, 'facts.utilityDepositMonths', 'This number is out of range'],
    [{ latitude: 3.1 }, 'facts.longitude', 'Enter both latitude and longitude, or neither'],
    [{ latitude: 91, longitude: 101.7 }, 'facts.latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: 51.5, longitude: -0.12 }, 'facts.latitude', 'These coordinates are outside Malaysia'],
    [{ genderRule: 'female' }, 'facts.genderRule', 'Only a room rental has a gender rule and shared facilities'],
    [{ colour: 'blue' }, 'facts', 'Fields not accepted here: colour'],
  ])('refuses %j with 400', async (facts, field, message) => {
    const res = await post({ ...unitFields, facts });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields[field]).toBe(message);
  });

  it('recomputes the stations when the coordinates change, and only then', async () => {
    const created = await post({ ...unitFields, facts: unitFacts });
    const id = created.json().property._id as string;
    // Beside Taman Bahagia (KJ23), Petaling Jaya.
    const moved = await patch(id, { facts: { ...unitFacts, latitude: 3.1106, longitude: 101.6126 } });
    expect(moved.statusCode).toBe(200);
    expect((await publicRead(id)).location!.stations[0]).toMatchObject({ code: 'KJ23', name: 'Taman Bahagia' });
    // Within 15 minutes' walk: only KJ23 (the filter reads the kept rows).
    const rows = await ctx.database.db.select().from(propertyStations).where(eq(propertyStations.propertyId, id));
    expect(rows.filter((r) => r.minutes <= 15).map((r) => r.stationCode)).toEqual(['KJ23']);
    // An edit without facts keeps them; clearing the coordinates removes the stations.
    await patch(id, { name: 'Renamed' });
    expect((await publicRead(id)).facts!.bedrooms).toBe(3);
    await patch(id, { facts: { ...unitFacts, latitude: null, longitude: null } });
    expect((await publicRead(id)).location).toBeNull();
    expect(await ctx.database.db.select().from(propertyStations).where(eq(propertyStations.propertyId, id))).toEqual(
      [],
    );
  });
});

describe('room facts follow the room', () => {
  const roomFacts = [
    {
      sizeClass: 'master',
      sqft: 180,
      privateBathroom: true,
      window: true,
      ownAircon: true,
      availableFrom: '2026-12-01',
    },
    { sizeClass: 'middle', sqft: 120, privateBathroom: false, window: true, ownAircon: true },
    { sizeClass: 'small', sqft: 90, privateBathroom: false, window: false, ownAircon: false },
  ];
  const withFacts = roomFields.rooms.map((room, i) => ({ ...room, facts: roomFacts[i] }));

  it('stores each room its own facts, and the house its gender rule and shared facilities', async () => {
    const res = await post({
      ...roomFields,
      rooms: withFacts,
      facts: { genderRule: 'female', sharedFacilities: ['kitchen', 'wifi'], houseRules: { pets: false } },
    });
    expect(res.statusCode).toBe(201);
    const property = await publicRead(res.json().property._id);
    expect(property.facts).toMatchObject({ genderRule: 'female', sharedFacilities: ['kitchen', 'wifi'] });
    expect(property.rooms.map((r) => r.facts)).toEqual([
      {
        sizeClass: 'master',
        sqft: 180,
        privateBathroom: true,
        window: true,
        ownAircon: true,
        availableFrom: '2026-12-01',
      },
      { sizeClass: 'middle', sqft: 120, privateBathroom: false, window: true, ownAircon: true, availableFrom: null },
      { sizeClass: 'small', sqft: 90, privateBathroom: false, window: false, ownAircon: false, availableFrom: null },
    ]);
    expect(property.rooms[0]!.pricePerSqft).toBe(5);
    // The card's total is the cheapest room's.
    expect(property.moveIn).toEqual(property.rooms[2]!.moveIn);
    expect(property.priceRange).toBe('500 - 900');

    // Reordering the rooms moves their facts with them; a room sent without facts keeps its own.
    const ids = property.rooms.map((r) => r._id);
    const res2 = await patch(property._id, {
      rooms: [
        { _id: ids[2], name: 'Small Room', price: 500, depositAmount: 500 },
        {
          _id: ids[0],
          name: 'Master Room',
          price: 900,
          depositAmount: 900,
          facts: { ...roomFacts[0], ownAircon: false },
        },
      ],
    });
    expect(res2.statusCode).toBe(200);
    const after = await publicRead(property._id);
    expect(after.rooms.map((r) => [r.name, r.facts!.sizeClass, r.facts!.ownAircon])).toEqual([
      ['Small Room', 'small', false],
      ['Master Room', 'master', false],
    ]);
  });

  it.each([
    [
      { rooms: [{ ...withFacts[0], facts: { sizeClass: 'huge' } }] },
      'rooms.0.facts.sizeClass',
      'Choose one of the listed options',
    ],
    [{ rooms: [{ ...withFacts[0], facts: { sqft: 5000 } }] }, 'rooms.0.facts.sqft', 'This number is out of range'],
    [
      { facts: { bedrooms: 4 } },
      'facts.bedrooms',
      'Only a unit rental has bedrooms, bathrooms, a built-up size and an available-from date (a room has its own)',
    ],
  ])('refuses misplaced or bad facts %#', async (extra, field, message) => {
    const res = await post({ ...roomFields, rooms: withFacts, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields[field]).toBe(message);
  });
});

describe('verified badge', () => {
  it('shows for 30 days after an admin confirms the facts (injected clock)', async () => {
    const res = await post({ ...unitFields, facts: unitFacts });
    const id = res.json().property._id as string;
    const customerAuth = await authHeader(ctx.app, await buildCustomer(ctx.database.db));
    const denied = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/verify-facts`,
      headers: customerAuth,
    });
    expect(denied.statusCode).toBe(403);

    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/verify-facts`,
      headers: adminAuth,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Facts confirmed: the listing shows Verified for 30 days.',
      property: { facts: { verified: true, verifiedAt: '2026-11-27T02:00:00.000Z' } },
    });
    expect((await publicRead(id)).facts!.verified).toBe(true);

    clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    // (a fresh token: the first one expired with the clock)
    const adminRead = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/${id}`,
      headers: await authHeader(ctx.app, admin),
    });
    expect(adminRead.json().property.facts).toMatchObject({ verified: false, verifiedAt: '2026-11-27T02:00:00.000Z' });
    clock.set('2026-11-27T02:00:00Z');

    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties/00000000-0000-4000-8000-000000000000/verify-facts',
      headers: adminAuth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
