import type { Property } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyImages } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  type PropertyRow,
  type RoomRow,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: UserRow;
let tenant: UserRow;
let unitFree: PropertyRow;
let unitTaken: PropertyRow;
let roomsPartly: { property: PropertyRow; rooms: RoomRow[] };
let roomsFull: { property: PropertyRow; rooms: RoomRow[] };

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  admin = await buildAdmin(db);
  tenant = await buildCustomer(db, { firstname: 'Aisyah', lastname: 'Rahman' });
  const other = await buildCustomer(db);
  // Created oldest first, so the newest-first order is the reverse.
  unitFree = (await buildProperty(db, { name: 'Cheap Unit Cheras', priceRm: 900, depositRm: 1800 })).property;
  unitTaken = (await buildProperty(db, { name: 'Taken Unit Mont Kiara', priceRm: 4200, depositRm: 8400 })).property;
  roomsPartly = await buildProperty(db, { type: 'Room Rental', rooms: 3, name: 'Shared House Petaling Jaya' });
  roomsFull = await buildProperty(db, { type: 'Room Rental', rooms: 1, name: 'Full Room House' });
  await buildContract(db, { user: tenant, property: unitTaken, status: 'Active' });
  await buildContract(db, {
    user: tenant,
    property: roomsPartly.property,
    room: roomsPartly.rooms[1],
    status: 'Awaiting Payment',
  });
  await buildContract(db, { user: other, property: roomsFull.property, room: roomsFull.rooms[0], status: 'Active' });
  // An ended contract does not hold the room.
  await buildContract(db, { user: other, property: roomsPartly.property, room: roomsPartly.rooms[0], status: 'Ended' });
  await buildApplication(db, { user: other, property: unitFree });
  await db.insert(propertyImages).values({
    propertyId: unitFree.id,
    detailKey: `properties/${unitFree.id}/00000000-0000-4000-8000-000000000001-detail.webp`,
    cardKey: `properties/${unitFree.id}/00000000-0000-4000-8000-000000000001-card.webp`,
    width: 1600,
    height: 1200,
  });
});
afterAll(() => ctx.close());

const list = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { res, properties: (res.json() as { properties: Property[] }).properties };
};
const byName = (properties: Property[], name: string) => properties.find((p) => p.name === name)!;

describe('GET /api/properties', () => {
  it('lists every property newest first with occupancy, prices and photos for visitors', async () => {
    const { res, properties } = await list('/api/properties');
    expect(res.statusCode).toBe(200);
    expect(properties.map((p) => p.name)).toEqual([
      'Full Room House',
      'Shared House Petaling Jaya',
      'Taken Unit Mont Kiara',
      'Cheap Unit Cheras',
    ]);
    expect(res.headers['x-total-count']).toBeUndefined();

    const cheap = byName(properties, 'Cheap Unit Cheras');
    expect(cheap).toMatchObject({
      _id: unitFree.id,
      id: unitFree.id,
      type: 'Unit Rental',
      price: 900,
      depositAmount: 1800,
      priceRange: null,
      priceBounds: null,
      rooms: [],
      isAvailable: true,
      isFullyOccupied: false,
      images: [`/api/files/properties/${unitFree.id}/00000000-0000-4000-8000-000000000001-detail.webp`],
      thumbnails: [`/api/files/properties/${unitFree.id}/00000000-0000-4000-8000-000000000001-card.webp`],
    });
    expect(cheap).not.toHaveProperty('pendingApplicationsCount');
    expect(byName(properties, 'Taken Unit Mont Kiara')).toMatchObject({ isAvailable: false, isFullyOccupied: true });

    const shared = byName(properties, 'Shared House Petaling Jaya');
    expect(shared).toMatchObject({
      price: null,
      depositAmount: null,
      priceRange: '500 - 700',
      priceBounds: { min: 500, max: 700 },
      isAvailable: true,
      isFullyOccupied: false,
    });
    expect(shared.rooms.map((r) => [r.name, r.isOccupied])).toEqual([
      ['Room 1', false],
      ['Room 2', true],
      ['Room 3', false],
    ]);
    expect(shared.rooms[1]).not.toHaveProperty('occupant');
    expect(shared.rooms[1]).not.toHaveProperty('occupantId');
    expect(byName(properties, 'Full Room House')).toMatchObject({ isAvailable: false, isFullyOccupied: true });
  });

  it('shows admins the occupant of each room and the pending application count', async () => {
    const { properties } = await list('/api/properties', await authHeader(ctx.app, admin));
    const shared = byName(properties, 'Shared House Petaling Jaya');
    expect(shared.rooms[1]).toMatchObject({ occupant: 'Aisyah Rahman', occupantId: tenant.id });
    expect(shared.rooms[0]).toMatchObject({ occupant: null, occupantId: null });
    expect(byName(properties, 'Cheap Unit Cheras').pendingApplicationsCount).toBe(1);
    expect(shared.pendingApplicationsCount).toBe(0);
  });

  it('gives customers the public view', async () => {
    const { properties } = await list('/api/properties', await authHeader(ctx.app, tenant));
    const shared = byName(properties, 'Shared House Petaling Jaya');
    expect(shared.rooms[1]).not.toHaveProperty('occupant');
    expect(shared).not.toHaveProperty('pendingApplicationsCount');
  });

  it('answers 403 to a token that no longer verifies, so the client refreshes', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your session is invalid or has expired.' });
  });

  it('filters by type, price, keyword and availability', async () => {
    expect((await list('/api/properties?type=Room%20Rental')).properties.map((p) => p.name)).toEqual([
      'Full Room House',
      'Shared House Petaling Jaya',
    ]);
    expect((await list('/api/properties?minPrice=1000')).properties.map((p) => p.name)).toEqual([
      'Taken Unit Mont Kiara',
    ]);
    // A room rental matches when one of its rooms is in the range.
    expect((await list('/api/properties?minPrice=550&maxPrice=950')).properties.map((p) => p.name)).toEqual([
      'Shared House Petaling Jaya',
      'Cheap Unit Cheras',
    ]);
    expect((await list('/api/properties?q=cheras')).properties.map((p) => p.name)).toEqual(['Cheap Unit Cheras']);
    expect((await list('/api/properties?q=%25')).properties).toEqual([]);
    expect((await list('/api/properties?available=true')).properties.map((p) => p.name)).toEqual([
      'Shared House Petaling Jaya',
      'Cheap Unit Cheras',
    ]);
    expect((await list('/api/properties?available=false')).properties.map((p) => p.name)).toEqual([
      'Full Room House',
      'Taken Unit Mont Kiara',
    ]);
  });

  it('paginates with the total in X-Total-Count', async () => {
    const first = await list('/api/properties?page=1&limit=3');
    expect(first.properties).toHaveLength(3);
    expect(first.res.headers['x-total-count']).toBe('4');
    const second = await list('/api/properties?page=2&limit=3');
    expect(second.properties.map((p) => p.name)).toEqual(['Cheap Unit Cheras']);
    const filtered = await list('/api/properties?type=Unit%20Rental&page=1&limit=1');
    expect(filtered.res.headers['x-total-count']).toBe('2');
  });

  it('rejects bad filters with 400 and field errors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/properties?type=Castle&limit=500' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errorFields as object).sort()).toEqual(['limit', 'type']);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await list('/api/properties');
    const etag = first.res.headers.etag as string;
    // A strong validator per encoding (ADR 20): this request asked for none.
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.res.headers['cache-control']).toBe('public, no-cache');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties?type=Unit%20Rental',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });
});

describe('GET /api/properties/featured', () => {
  it('returns only properties that can still be rented, newest first', async () => {
    const { res, properties } = await list('/api/properties/featured');
    expect(res.statusCode).toBe(200);
    expect(properties.map((p) => p.name)).toEqual(['Shared House Petaling Jaya', 'Cheap Unit Cheras']);
  });
});

describe('GET /api/properties/:id', () => {
  it('returns the detail for visitors without occupant identity', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/properties/${roomsPartly.property.id}` });
    expect(res.statusCode).toBe(200);
    const { property } = res.json() as { property: Property };
    expect(property.rooms.map((r) => r.id)).toEqual(roomsPartly.rooms.map((r) => r.id));
    expect(property.rooms[1]).not.toHaveProperty('occupant');
  });

  it('shows admins occupants and the pending count', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/${unitFree.id}`,
      headers: await authHeader(ctx.app, admin),
    });
    expect(res.json().property.pendingApplicationsCount).toBe(1);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 404 for an unknown property and 400 for a malformed id', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/properties/abc' });
    expect(malformed.statusCode).toBe(400);
  });
});
