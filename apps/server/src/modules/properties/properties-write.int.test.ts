import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Property } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, rooms } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { jpegImage, pngImage, propertyForm, roomFields, unitFields } from './properties.test-helpers.js';

let ctx: TestContext;
let admin: UserRow;
let customer: UserRow;
let adminAuth: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.database.db);
  customer = await buildCustomer(ctx.database.db);
  adminAuth = await authHeader(ctx.app, admin);
});
afterAll(() => ctx.close());

const post = (form: FormData, headers: Record<string, string> = adminAuth) =>
  ctx.app.inject({ method: 'POST', url: '/api/properties', headers, payload: form });
const patch = (id: string, form: FormData, headers: Record<string, string> = adminAuth) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, headers, payload: form });
const uploadsOf = async (propertyId: string) =>
  readdir(path.join(ctx.dataDir, 'uploads', 'properties', propertyId)).catch(() => [] as string[]);

describe('access matrix', () => {
  it('lets visitors and customers read but only admins write', async () => {
    const { property } = await buildProperty(ctx.database.db);
    const customerAuth = await authHeader(ctx.app, customer);
    for (const headers of [{}, customerAuth, adminAuth]) {
      for (const url of ['/api/properties', '/api/properties/featured', `/api/properties/${property.id}`]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      }
    }
    const writes = [
      () => post(propertyForm(unitFields), {}),
      () => patch(property.id, propertyForm({ name: 'x' }), {}),
      () => ctx.app.inject({ method: 'DELETE', url: `/api/properties/${property.id}` }),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please login to continue.' });
    }
    const asCustomer = [
      () => post(propertyForm(unitFields), customerAuth),
      () => patch(property.id, propertyForm({ name: 'x' }), customerAuth),
      () => ctx.app.inject({ method: 'DELETE', url: `/api/properties/${property.id}`, headers: customerAuth }),
    ];
    for (const write of asCustomer) {
      const res = await write();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    const expired = await post(propertyForm(unitFields), { authorization: 'Bearer expired.token.here' });
    expect(expired.statusCode).toBe(403);
  });
});

describe('POST /api/properties', () => {
  it('creates a unit rental with photos resized to card and detail variants', async () => {
    const res = await post(
      propertyForm(unitFields, [
        { field: 'images', name: 'living.png', type: 'image/png', data: await pngImage(800, 600) },
        { field: 'images', name: 'kitchen.jpg', type: 'image/jpeg', data: await jpegImage() },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const { message, property } = res.json() as { message: string; property: Property };
    expect(message).toBe('Property added successfully');
    expect(property).toMatchObject({
      name: 'Residensi Bukit Jalil',
      type: 'Unit Rental',
      price: 1800,
      depositAmount: 3600,
      priceRange: null,
      priceBounds: null,
      rooms: [],
      isAvailable: true,
      isFullyOccupied: false,
      pendingApplicationsCount: 0,
    });
    expect(property.images).toHaveLength(2);
    expect(property.images[0]).toMatch(/^\/api\/files\/properties\/[0-9a-f-]{36}\/[0-9a-f-]{36}-detail\.webp$/);
    expect(property.thumbnails[0]).toMatch(/-card\.webp$/);
    const image = await ctx.app.inject({ method: 'GET', url: property.thumbnails[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await uploadsOf(property.id)).toHaveLength(4);
  });

  it('creates a room rental with its rooms in order', async () => {
    const res = await post(propertyForm(roomFields));
    expect(res.statusCode).toBe(201);
    const { property } = res.json() as { property: Property };
    expect(property).toMatchObject({
      type: 'Room Rental',
      price: null,
      depositAmount: null,
      priceRange: '500 - 900',
      priceBounds: { min: 500, max: 900 },
    });
    expect(
      property.rooms.map((r) => [r.name, r.price, r.depositAmount, r.description, r.isOccupied, r.occupant]),
    ).toEqual([
      ['Master Room', 900, 900, 'Attached bathroom', false, null],
      ['Middle Room', 700, 700, null, false, null],
      ['Small Room', 500, 500, null, false, null],
    ]);
  });

  it('requires name, address, description, price and deposit with exact messages', async () => {
    const res = await post(propertyForm({ type: 'Unit Rental', name: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please check the highlighted fields.',
      errorFields: {
        name: 'Name is required',
        address: 'Address is required',
        description: 'Description is required',
        price: 'Price is required',
        depositAmount: 'Deposit is required',
      },
    });
  });

  it.each([
    ['0', 'Price must be at least 1'],
    ['-5', 'Price must be at least 1'],
    ['100001', 'Price must be at most 100000'],
    ['12.5', 'Price must be a whole number'],
    ['abc', 'Price must be a number'],
  ])('rejects price %s', async (price, message) => {
    const res = await post(propertyForm({ ...unitFields, price }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errorFields: { price: message } });
  });

  it('validates the type and every room', async () => {
    const badType = await post(propertyForm({ ...unitFields, type: 'Castle' }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errorFields.type).toBe('Property type is required');

    const noRooms = await post(propertyForm({ ...roomFields, rooms: [] }));
    expect(noRooms.json()).toMatchObject({
      message: 'Add at least one room',
      errorFields: { rooms: 'Add at least one room' },
    });

    const badRoom = await post(propertyForm({ ...roomFields, rooms: [{ name: '', price: 0, depositAmount: 100001 }] }));
    expect(badRoom.statusCode).toBe(400);
    expect(badRoom.json().errorFields).toEqual({
      'rooms.0.name': 'Room name is required',
      'rooms.0.price': 'Price must be at least 1',
      'rooms.0.depositAmount': 'Deposit must be at most 100000',
    });

    const badJson = await post(propertyForm({ ...roomFields, rooms: '[{' }));
    expect(badJson.json()).toMatchObject({ message: 'rooms must be valid JSON.' });
  });

  it.each([
    ['name', 'Residensi Bukit Jalil (Chinese only)'],
    ['description', 'Bilik selesa dekat LRT. Melayu sahaja.'],
    ['description', 'Indian only, no pets.'],
    ['description', 'Muslim only'],
    ['description', 'Untuk penyewa Cina sahaja'],
  ])('refuses a %s restricting tenants by race or religion (%s), in the caller language', async (field, text) => {
    const en = await post(propertyForm({ ...unitFields, [field]: text }));
    expect(en.statusCode).toBe(400);
    const why =
      'A listing cannot limit tenants by race or religion: every applicant is considered on the same terms. A gender rule for a room in a shared house is allowed.';
    expect(en.json()).toMatchObject({ message: why, errorFields: { [field]: why } });
    const malayAdmin = await buildAdmin(ctx.database.db, { language: 'ms' });
    const ms = await post(propertyForm({ ...unitFields, [field]: text }), await authHeader(ctx.app, malayAdmin));
    expect(ms.statusCode).toBe(400);
    expect(ms.json().errorFields[field]).toMatch(/^Iklan tidak boleh mengehadkan penyewa mengikut kaum atau agama/);
  });

  it('refuses a room restricted by religion on edit too, and keeps a gender rule for a room', async () => {
    const created = await post(
      propertyForm({
        ...roomFields,
        name: 'Taman Melawati Ladies House',
        description: 'Rooms in a shared house. Female only / Perempuan sahaja.',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().property._id as string;
    const refused = await patch(
      id,
      propertyForm({ rooms: [{ name: 'Master Room', price: 900, depositAmount: 900, description: 'Muslim only' }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorFields['rooms.0.description']).toMatch(/race or religion/);
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, id));
    expect(row!.description).toBe('Rooms in a shared house. Female only / Perempuan sahaja.');
  });

  it('judges images by content: a .png that is HTML or a PDF is refused and nothing is stored', async () => {
    const before = (await ctx.database.db.select().from(properties)).length;
    for (const data of [
      Buffer.from('<!doctype html><html><body>hi</body></html>'),
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
    ]) {
      const res = await post(
        propertyForm(unitFields, [{ field: 'images', name: 'photo.png', type: 'image/png', data }]),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: 'Images must be PNG or JPEG files.' });
    }
    // A real GIF is an image, but not an accepted type.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const res = await post(
      propertyForm(unitFields, [{ field: 'images', name: 'a.jpg', type: 'image/jpeg', data: gif }]),
    );
    expect(res.statusCode).toBe(415);
    expect((await ctx.database.db.select().from(properties)).length).toBe(before);
  });

  it('refuses an oversized image with 413', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await post(
      propertyForm(unitFields, [{ field: 'images', name: 'big.png', type: 'image/png', data: big }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Each image must be at most 8 MB.' });
  });

  it('refuses more than 12 images and non-multipart bodies', async () => {
    const png = await pngImage(8, 8);
    const files = Array.from({ length: 13 }, (_, i) => ({
      field: 'images',
      name: `${i}.png`,
      type: 'image/png',
      data: png,
    }));
    const tooMany = await post(propertyForm(unitFields, files));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: 'A property can have at most 12 images.' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: adminAuth,
      payload: unitFields,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'Send the property as multipart/form-data.' });
  });
});

describe('PATCH /api/properties/:id', () => {
  it('keeps room ids and occupancy, updates in place, adds and removes free rooms', async () => {
    const { db } = ctx.database;
    const {
      property,
      rooms: [a, b, c],
    } = await buildProperty(db, { type: 'Room Rental', rooms: 3 });
    await buildContract(db, { user: customer, property, room: b!, status: 'Active' });
    const res = await patch(
      property.id,
      propertyForm({
        name: 'Renamed House',
        rooms: [
          { _id: b!.id, name: 'Room 2 (renovated)', price: 650, depositAmount: 650 },
          { _id: a!.id, name: 'Room 1', price: 510, depositAmount: 500, description: 'Window facing the park' },
          { name: 'Attic', price: 400, depositAmount: 400 },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; property: Property };
    expect(body.message).toBe('Property updated successfully');
    expect(body.property.name).toBe('Renamed House');
    expect(body.property.rooms.map((r) => [r.name, r.price, r.isOccupied])).toEqual([
      ['Room 2 (renovated)', 650, true],
      ['Room 1', 510, false],
      ['Attic', 400, false],
    ]);
    expect(body.property.rooms[0]!.id).toBe(b!.id);
    expect(body.property.rooms[0]!.occupantId).toBe(customer.id);
    expect(body.property.rooms[1]!.id).toBe(a!.id);
    expect((await db.select().from(rooms).where(eq(rooms.id, c!.id))).length).toBe(0);
  });

  it('refuses to remove a room with a pending application, and changes nothing', async () => {
    const { db } = ctx.database;
    const {
      property,
      rooms: [a, b],
    } = await buildProperty(db, { type: 'Room Rental', rooms: 2 });
    await buildApplication(db, { user: customer, property, room: b! });
    const res = await patch(
      property.id,
      propertyForm({ name: 'Changed', rooms: [{ _id: a!.id, name: 'Room 1', price: 500, depositAmount: 500 }] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Room "Room 2" has applications, contracts or payments and cannot be removed.',
    });
    const [after] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(after!.name).toBe(property.name);
    expect((await db.select().from(rooms).where(eq(rooms.propertyId, property.id))).length).toBe(2);
  });

  it('rejects a type change, a foreign room id and an unknown property', async () => {
    const { db } = ctx.database;
    const { property } = await buildProperty(db);
    const typeChange = await patch(property.id, propertyForm({ type: 'Room Rental' }));
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.json()).toMatchObject({
      message: 'The property type cannot be changed.',
      errorFields: { type: 'The property type cannot be changed.' },
    });
    const other = await buildProperty(db, { type: 'Room Rental', rooms: 1 });
    const mine = await buildProperty(db, { type: 'Room Rental', rooms: 1 });
    const foreign = await patch(
      mine.property.id,
      propertyForm({ rooms: [{ _id: other.rooms[0]!.id, name: 'Stolen', price: 500, depositAmount: 500 }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('A room in the list does not belong to this property.');
    const missing = await patch('00000000-0000-4000-8000-000000000000', propertyForm({ name: 'x' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found' });
  });

  it('adds new images and removes chosen ones, deleting their files', async () => {
    const created = await post(
      propertyForm(unitFields, [
        { field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() },
        { field: 'images', name: 'b.png', type: 'image/png', data: await pngImage() },
      ]),
    );
    const { property } = created.json() as { property: Property };
    const res = await patch(
      property.id,
      propertyForm({ price: '1900', removeImages: [property.thumbnails[0]] }, [
        { field: 'newImages', name: 'c.jpg', type: 'image/jpeg', data: await jpegImage() },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const updated = (res.json() as { property: Property }).property;
    expect(updated.price).toBe(1900);
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(property.images[1]);
    expect(updated.images).not.toContain(property.images[0]);
    expect(await uploadsOf(property.id)).toHaveLength(4);

    const unknown = await patch(property.id, propertyForm({ removeImages: ['/api/files/elsewhere.webp'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('An image to remove does not belong to this property.');
  });
});

describe('DELETE /api/properties/:id', () => {
  it('deletes a property without history, with its rooms, photos and closed applications', async () => {
    const created = await post(
      propertyForm(roomFields, [{ field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() }]),
    );
    const { property } = created.json() as { property: Property };
    const row = (await ctx.database.db.select().from(properties).where(eq(properties.id, property.id)))[0]!;
    await buildApplication(ctx.database.db, { user: customer, property: row, status: 'Rejected' });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/properties/${property.id}`, headers: adminAuth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Property deleted successfully' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/properties/${property.id}` })).statusCode).toBe(404);
    expect(await uploadsOf(property.id)).toEqual([]);
  });

  it.each([
    ['an open application', 'application'],
    ['an ended contract', 'contract'],
  ])('refuses with 409 when the property has %s, and nothing is lost', async (_label, kind) => {
    const { db } = ctx.database;
    const { property } = await buildProperty(db);
    if (kind === 'application') await buildApplication(db, { user: customer, property });
    else await buildContract(db, { user: customer, property, status: 'Ended' });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/properties/${property.id}`, headers: adminAuth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This property has contracts, payments or open applications and cannot be deleted.',
    });
    expect((await db.select().from(properties).where(eq(properties.id, property.id))).length).toBe(1);
  });

  it('answers 404 for an unknown property', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/properties/00000000-0000-4000-8000-000000000000',
      headers: adminAuth,
    });
    expect(res.statusCode).toBe(404);
  });
});
