/**
 * Drop-in compatibility with clients of the original EasyRent API (SPEC §7, ADR 0008): each request is sent
 * exactly as such a client sends it (JSON text bodies, `Authorization: Bearer`), and each answer is checked for
 * what such a client needs to render it (field types, status codes). Security rules stay as they are.
 */
import { messages, userMessages } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationTexts } from '../modules/applications/applications.errors.js';
import {
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type PropertyRow,
  type RoomRow,
  type UserRow,
} from '../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../test/test-app.js';

// Noon in Kuala Lumpur on 1 December 2026.
const clock = new TestClock(new Date('2026-12-01T04:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
let tenant: UserRow;
let house: { property: PropertyRow; rooms: RoomRow[] };
let unit: PropertyRow;
const tokens = new Map<string, string>();

type Method = 'GET' | 'POST' | 'PATCH';
interface Reply {
  statusCode: number;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a client reads untyped JSON
}

/** A request as the original client sends it: JSON text and a Bearer token once logged in. */
async function send(method: Method, url: string, body?: object, token?: string): Promise<Reply> {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

/** Logs in through POST /auth/login, as the client does, and keeps the access token. */
async function tokenOf(user: UserRow): Promise<string> {
  const known = tokens.get(user.email);
  if (known) return known;
  const res = await send('POST', '/auth/login', { email: user.email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  const token = res.json().accessToken as string;
  tokens.set(user.email, token);
  return token;
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db, { firstname: 'Nurul', lastname: 'Huda' });
  tenant = await buildCustomer(db, { firstname: 'Aisyah', lastname: 'Rahman' });
  unit = (await buildProperty(db, { name: 'Compat Unit', priceRm: 1500 })).property;
  house = await buildProperty(db, { type: 'Room Rental', rooms: 3, name: 'Compat House' }); // RM500, 600, 700
  await buildContract(db, { user: tenant, property: house.property, room: house.rooms[1]!, status: 'Active' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('properties: priceRange and occupant are text', () => {
  const byName = (list: { name: string }[], name: string) => list.find((p) => p.name === name) as any; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('answers priceRange as "min - max" in listings, featured and the detail; priceBounds holds the numbers', async () => {
    const listed = byName((await send('GET', '/properties')).json().properties, 'Compat House');
    const featured = byName((await send('GET', '/properties/featured')).json().properties, 'Compat House');
    const detail = (await send('GET', `/properties/${house.property.id}`)).json().property;
    for (const property of [listed, featured, detail]) {
      expect(property.priceRange).toBe('500 - 700');
      expect(property.priceBounds).toEqual({ min: 500, max: 700 });
    }
    const unitDetail = (await send('GET', `/properties/${unit.id}`)).json().property;
    expect(unitDetail).toMatchObject({ price: 1500, priceRange: null, priceBounds: null });
  });

  it("gives the admin's room details the tenant's display name as occupant; visitors and customers see none", async () => {
    const asAdmin = await send('GET', `/properties/${house.property.id}`, undefined, await tokenOf(admin));
    const rooms = asAdmin.json().property.rooms;
    expect(rooms.map((r: { occupant: unknown }) => r.occupant)).toEqual([null, 'Aisyah Rahman', null]);
    expect(rooms[1].occupantId).toBe(tenant.id);
    const listed = byName(
      (await send('GET', '/properties', undefined, await tokenOf(admin))).json().properties,
      'Compat House',
    );
    expect(listed.rooms[1].occupant).toBe('Aisyah Rahman');

    for (const token of [undefined, await tokenOf(tenant)]) {
      const room = (await send('GET', `/properties/${house.property.id}`, undefined, token)).json().property.rooms[1];
      expect(room).not.toHaveProperty('occupant');
      expect(room).not.toHaveProperty('occupantId');
    }
  });
});

describe('users: the phone may be a JSON number', () => {
  const person = (email: string, phone: unknown) => ({
    firstname: 'Hafiz',
    lastname: 'Ismail',
    email,
    phone,
    password: 'Sewa-2026!',
    confirmPassword: 'Sewa-2026!',
  });

  it('registers with a numeric phone and stores its digits with the leading 0 put back', async () => {
    const res = await send('POST', '/users', person('hafiz.compat@example.my', 123456789));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('0123456789');
  });

  it('lets an admin add and edit users with numeric phones (international numbers kept as they are)', async () => {
    const token = await tokenOf(admin);
    const body = { ...person('added.compat@example.my', 60123456789), userType: 'customer', status: 'active' };
    const added = await send('POST', '/users', body, token);
    expect(added.statusCode).toBe(201);
    expect(added.json().user.phone).toBe('60123456789');
    const edited = await send('PATCH', `/users/${added.json().user._id}`, { phone: 312345678 }, token);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user.phone).toBe('0312345678');
  });

  it('saves a profile whose phone is a number (Sabah landline)', async () => {
    const token = await tokenOf(tenant);
    const res = await send('PATCH', `/users/${tenant.id}`, { firstname: 'Aisyah', phone: 88123456 }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toBe('088123456');
  });

  it('takes the common Malaysian formats and stores them normalised; digits-only text is kept as sent (issue 23)', async () => {
    const formatted = await send('POST', '/users', person('formatted.phone@example.my', '+60 12-345 6789'));
    expect(formatted.statusCode, JSON.stringify(formatted.json())).toBe(201);
    expect(formatted.json().user.phone).toBe('0123456789');
    const token = await tokenOf(tenant);
    const national = await send('PATCH', `/users/${tenant.id}`, { phone: '(03) 1234 5678' }, token);
    expect(national.json().user.phone).toBe('0312345678');
    // What the original client sends (digits, as text or a number) works as before.
    const digits = await send('PATCH', `/users/${tenant.id}`, { phone: '60123456789' }, token);
    expect(digits.json().user.phone).toBe('60123456789');
    const tooShort = await send('PATCH', `/users/${tenant.id}`, { phone: '012-345 678' }, token);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errorFields).toEqual({ phone: userMessages.phoneFormat });
  });

  it('names a phone of the wrong type as such, not as missing', async () => {
    const res = await send('POST', '/users', person('wrong.type@example.my', true));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({ phone: userMessages.phoneType });
    const missing = await send('POST', '/users', { ...person('missing@example.my', ''), phone: undefined });
    expect(missing.json().errorFields).toEqual({ phone: userMessages.phoneRequired });
  });
});

describe('applications: the original apply payload', () => {
  it('reads an ISO date-time start date as its date in Malaysia and treats room "" as no room', async () => {
    const applicant = await buildCustomer(ctx.database.db);
    const token = await tokenOf(applicant);
    const body = { user: applicant.id, property: unit.id, room: '', startDate: '2026-12-14T16:00:00.000Z' };
    const res = await send('POST', '/applications', { ...body, stayLength: '3' }, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({ startDate: '2026-12-15', endDate: '2027-03-14', roomId: null });
  });

  it('accepts midnight today in Malaysia and still refuses a date in the past', async () => {
    const applicant = await buildCustomer(ctx.database.db);
    const token = await tokenOf(applicant);
    const body = (startDate: string) => ({
      user: applicant.id,
      property: house.property.id,
      room: house.rooms[0]!.id,
      startDate,
      stayLength: '6',
    });
    const past = await send('POST', '/applications', body('2026-11-29T16:00:00.000Z'), token);
    expect(past.statusCode).toBe(400);
    expect(past.json().errorFields).toEqual({ startDate: applicationTexts.startDateInPast });
    const today = await send('POST', '/applications', body('2026-11-30T16:00:00.000Z'), token);
    expect(today.statusCode).toBe(201);
    expect(today.json().application.startDate).toBe('2026-12-01');
  });

  it('still asks a room rental for its room when room is ""', async () => {
    const applicant = await buildCustomer(ctx.database.db);
    const body = {
      user: applicant.id,
      property: house.property.id,
      room: '',
      startDate: '2026-12-20T16:00:00.000Z',
      stayLength: 3,
    };
    const res = await send('POST', '/applications', body, await tokenOf(applicant));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({ room: applicationTexts.roomRequired });
  });
});

describe('complaints: finishing carries the unchanged title and description', () => {
  it('lets the admin start and finish with the stored title and description, and refuses a changed one', async () => {
    const customer = await tokenOf(tenant);
    const filed = await send(
      'POST',
      '/complaints',
      { customer: tenant.id, title: 'Leaking tap', description: 'The kitchen tap drips.' },
      customer,
    );
    expect(filed.statusCode).toBe(201);
    const complaint = filed.json().complaint;
    const token = await tokenOf(admin);
    const same = { id: complaint._id, title: 'Leaking tap', description: 'The kitchen tap drips.' };

    const started = await send(
      'PATCH',
      `/complaints/${complaint._id}`,
      { ...same, status: 'In Handling', admin: admin.id },
      token,
    );
    expect(started.statusCode).toBe(200);
    const changed = await send(
      'PATCH',
      `/complaints/${complaint._id}`,
      { ...same, title: 'Tap fixed', status: 'Handled' },
      token,
    );
    expect(changed.statusCode).toBe(403);
    const finish = { ...same, status: 'Handled', admin: admin.id, resolutionDetails: 'Washer replaced.' };
    const finished = await send('PATCH', `/complaints/${complaint._id}`, finish, token);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().complaint).toMatchObject({
      status: 'Handled',
      title: 'Leaking tap',
      resolutionDetails: 'Washer replaced.',
    });
  });
});

describe('sessions and users', () => {
  it('answers GET /users to a customer with their own record only', async () => {
    const res = await send('GET', '/users', undefined, await tokenOf(tenant));
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((u: { _id: string }) => u._id)).toEqual([tenant.id]);
    const all = await send('GET', '/users', undefined, await tokenOf(admin));
    expect(all.json().users.length).toBeGreaterThan(2);
  });

  it('answers the login of an unverified account with 401 and the verify-your-e-mail message', async () => {
    const pending = await buildCustomer(ctx.database.db, { status: 'pending' });
    const res = await send('POST', '/auth/login', { email: pending.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.session.pendingAccount });
  });
});

describe('Profile: what the original client shows under its own fields (issue 22)', () => {
  /** The original Profile form: the whole record, a new password without any current password field. */
  const profile = (user: UserRow, changes: object) => ({
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    ...changes,
  });

  it('a new password without currentPassword: 400 with the message under password too; the rule stays', async () => {
    const user = await buildCustomer(ctx.database.db);
    const token = await tokenOf(user);
    const res = await send(
      'PATCH',
      `/users/${user.id}`,
      profile(user, { password: 'Sewa-Baru-2026!', confirmPassword: 'Sewa-Baru-2026!' }),
      token,
    );
    expect(res.statusCode).toBe(400);
    const text = userMessages.currentPasswordRequired;
    expect(res.json().message).toBe(text);
    expect(res.json().errorFields).toEqual({ currentPassword: text, password: text });
    expect(res.json().errors).toContainEqual({ field: 'password', message: text });
    // Nothing changed: the old password still logs in.
    expect((await send('POST', '/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('a new e-mail address: 400 with the message under email (never a 403, which it reads as an expired token)', async () => {
    const user = await buildCustomer(ctx.database.db);
    const token = await tokenOf(user);
    const res = await send('PATCH', `/users/${user.id}`, profile(user, { email: 'another.me@example.my' }), token);
    expect(res.statusCode).toBe(400);
    const text = userMessages.customerFieldsOnly;
    expect(res.json()).toEqual({
      message: text,
      errorFields: { email: text },
      errors: [{ field: 'email', message: text }],
    });
    // The token is still good and the address unchanged.
    const me = await send('GET', `/users/${user.id}`, undefined, token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);
  });
});

describe('login throttle (rate limits on)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  }, 180_000);
  afterAll(async () => {
    await limited.close();
  });

  it('does not count the right password of an unverified account as a failed attempt (now that it is a 401)', async () => {
    const pending = await buildCustomer(limited.database.db, { status: 'pending' });
    for (let i = 0; i < 8; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.8.8.8',
        payload: { email: pending.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.session.pendingAccount);
    }
  });
});

describe('the OpenAPI document (/api/docs) shows the compatible shapes', () => {
  it('documents text priceRange and occupant, and phone and startDate as the original client sends them', async () => {
    const { paths } = (await send('GET', '/docs/json')).json();
    const bodyOf = (path: string, method: string) =>
      paths[path][method].requestBody.content['application/json'].schema.properties;
    const property =
      paths['/api/properties'].get.responses['200'].content['application/json'].schema.properties.properties.items
        .properties;
    expect(property.priceRange).toMatchObject({ type: 'string', nullable: true });
    expect(property.priceBounds.properties).toHaveProperty('min');
    expect(property.rooms.items.properties.occupant).toMatchObject({ type: 'string' });
    for (const [path, method] of [
      ['/api/users', 'post'],
      ['/api/users/{id}', 'patch'],
    ] as const) {
      expect(bodyOf(path, method).phone.anyOf).toEqual([{ type: 'string' }, { type: 'number' }]);
      expect(bodyOf(path, method).phone.description).toMatch(/123456789 → "0123456789"/);
    }
    const apply = bodyOf('/api/applications', 'post');
    expect(apply.startDate.anyOf.map((s: { format: string }) => s.format)).toEqual(['date', 'date-time']);
    expect(apply.room.anyOf).toContainEqual({ type: 'string', enum: [''] });
  });
});
