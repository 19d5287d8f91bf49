/** /api/applications: apply rules and messages, listing by role, eligibility checks, reject, cancel, access matrix. */
import { messages } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { applicationTexts } from './applications.errors.js';

let ctx: TestContext;
let admin: UserRow;
let unit: PropertyRow;
let roomHouse: PropertyRow;
let houseRooms: RoomRow[];

// 10:00 in Kuala Lumpur on 22 Nov 2026.
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db);
  unit = (await buildProperty(db, { name: 'Residensi Harmoni', priceRm: 1500, depositRm: 3000 })).property;
  const house = await buildProperty(db, { type: 'Room Rental', rooms: 3, name: 'Taman Desa House' });
  roomHouse = house.property;
  houseRooms = house.rooms;
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (user: UserRow | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: user ? await authHeader(ctx.app, user) : {},
    ...(payload ? { payload } : {}),
  });
const apply = (user: UserRow | null, body: object) => call(user, 'POST', '/api/applications', body);

describe('POST /api/applications', () => {
  it('creates a waiting application for the logged-in customer, never the body user', async () => {
    const customer = await buildCustomer(db(), { firstname: 'Priya', lastname: 'Nair' });
    const someoneElse = await buildCustomer(db());
    const res = await apply(customer, {
      user: someoneElse.id,
      property: roomHouse.id,
      room: houseRooms[1]!.id,
      startDate: '2026-12-01',
      stayLength: '6',
    });
    expect(res.statusCode).toBe(201);
    const { application } = res.json();
    expect(application).toEqual({
      _id: application.id,
      id: application.id,
      status: 'Waiting for Response',
      createdAt: expect.any(String),
      decidedAt: null,
      paymentDueAt: null,
      // `language` (issue 16, ADR 25): a new key; the original keys keep their types (ADR 8).
      user: { _id: customer.id, firstname: 'Priya', lastname: 'Nair', email: customer.email, language: 'en' },
      property: {
        _id: roomHouse.id,
        name: 'Taman Desa House',
        address: roomHouse.address,
        type: 'Room Rental',
        price: null,
      },
      roomId: houseRooms[1]!.id,
      roomName: 'Room 2',
      roomPrice: 600,
      // Sent without a tenant profile and consent, as an original EasyRent client sends it (issue 27 §2).
      screeningState: 'incomplete',
      startDate: '2026-12-01',
      endDate: '2027-05-31',
      stayLength: 6,
      contract: null,
      contractEsignStatus: null,
    });
  });

  it('computes the last day: start + N calendar months − 1 day, clamped at the month end (ADR 0030)', async () => {
    const customer = await buildCustomer(db());
    // Month 3 runs from 31/03 to 29/04 (the day before the 30/04 anniversary, clamped from 31/04).
    const res = await apply(customer, { property: unit.id, startDate: '2027-01-31', stayLength: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().application.endDate).toBe('2027-04-29');
    // Issue 23: a 12-month tenancy from 30/11/2026 ends 29/11/2027, not 30/11/2027.
    const year = await apply(await buildCustomer(db()), { property: unit.id, startDate: '2026-11-30', stayLength: 12 });
    expect(year.statusCode).toBe(201);
    expect(year.json().application.endDate).toBe('2027-11-29');
  });

  it('accepts today (Malaysian time) and refuses yesterday', async () => {
    const customer = await buildCustomer(db());
    const past = await apply(customer, { property: unit.id, startDate: '2026-11-21', stayLength: 3 });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: applicationTexts.startDateInPast,
      errorFields: { startDate: applicationTexts.startDateInPast },
    });
    const today = await apply(customer, { property: unit.id, startDate: '2026-11-22', stayLength: 3 });
    expect(today.statusCode).toBe(201);
  });

  it('validates stay length, start date and ids', async () => {
    const customer = await buildCustomer(db());
    const badStay = await apply(customer, { property: unit.id, startDate: '2026-12-01', stayLength: '5' });
    expect(badStay.statusCode).toBe(400);
    expect(badStay.json().errorFields.stayLength).toBe('Stay length must be one of 3, 4, 6, 8, 12 months');
    const noDate = await apply(customer, { property: unit.id, stayLength: 3 });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errorFields).toHaveProperty('startDate');
    const badId = await apply(customer, { property: 'nope', startDate: '2026-12-01', stayLength: 3 });
    expect(badId.statusCode).toBe(400);
    const missing = await apply(customer, {
      property: '00000000-0000-4000-8000-000000000000',
      startDate: '2026-12-01',
      stayLength: 3,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(applicationTexts.propertyNotFound);
  });

  it('requires a free room of this property for room rentals, and no room for units', async () => {
    const customer = await buildCustomer(db());
    const noRoom = await apply(customer, { property: roomHouse.id, startDate: '2026-12-01', stayLength: 3 });
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.json()).toMatchObject({
      message: applicationTexts.roomRequired,
      errorFields: { room: applicationTexts.roomRequired },
    });
    const { rooms: otherRooms } = await buildProperty(db(), { type: 'Room Rental', rooms: 1 });
    const foreign = await apply(customer, {
      property: roomHouse.id,
      room: otherRooms[0]!.id,
      startDate: '2026-12-01',
      stayLength: 3,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(applicationTexts.roomNotFound);
    const unitWithRoom = await apply(customer, {
      property: unit.id,
      room: houseRooms[0]!.id,
      startDate: '2026-12-01',
      stayLength: 3,
    });
    expect(unitWithRoom.statusCode).toBe(400);
    expect(unitWithRoom.json().message).toBe(applicationTexts.roomNotAllowed);

    const tenant = await buildCustomer(db());
    await buildContract(db(), { user: tenant, property: roomHouse, room: houseRooms[2]!, status: 'Active' });
    const taken = await apply(customer, {
      property: roomHouse.id,
      room: houseRooms[2]!.id,
      startDate: '2026-12-01',
      stayLength: 3,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(applicationTexts.roomTaken);
  });

  it('refuses a unit that holds a live contract', async () => {
    const { property } = await buildProperty(db());
    await buildContract(db(), { user: await buildCustomer(db()), property, status: 'Awaiting Payment' });
    const res = await apply(await buildCustomer(db()), {
      property: property.id,
      startDate: '2026-12-01',
      stayLength: 3,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(applicationTexts.unitTaken);
  });

  it('answers a visitor 401 with the spec text, an admin 403', async () => {
    const visitor = await apply(null, { property: unit.id, startDate: '2026-12-01', stayLength: 3 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please register and login to apply for this property.' });
    const asAdmin = await apply(admin, { property: unit.id, startDate: '2026-12-01', stayLength: 3 });
    expect(asAdmin.statusCode).toBe(403);
    const badToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { authorization: 'Bearer nonsense' },
      payload: {},
    });
    expect(badToken.statusCode).toBe(403);
  });

  it('refuses a customer with an active rental or an accepted application (409, spec text)', async () => {
    const renter = await buildCustomer(db());
    const { property } = await buildProperty(db());
    await buildContract(db(), { user: renter, property, status: 'Active' });
    const res = await apply(renter, { property: unit.id, startDate: '2026-12-01', stayLength: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot apply as you already have an active rental or accepted application.');

    const accepted = await buildCustomer(db());
    await buildApplication(db(), { user: accepted, property, status: 'Accepted' });
    const res2 = await apply(accepted, { property: unit.id, startDate: '2026-12-01', stayLength: 3 });
    expect(res2.statusCode).toBe(409);
    expect(res2.json().message).toBe(messages.applications.hasActiveRental);
  });

  it('lets a former tenant (ended contract) apply again', async () => {
    const former = await buildCustomer(db());
    const { property } = await buildProperty(db());
    await buildContract(db(), { user: former, property, status: 'Ended' });
    const res = await apply(former, { property: unit.id, startDate: '2026-12-01', stayLength: 3 });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a second waiting application for the same property (409, spec text), even for another room', async () => {
    const customer = await buildCustomer(db());
    const first = await apply(customer, {
      property: roomHouse.id,
      room: houseRooms[0]!.id,
      startDate: '2026-12-01',
      stayLength: 3,
    });
    expect(first.statusCode).toBe(201);
    const again = await apply(customer, {
      property: roomHouse.id,
      room: houseRooms[1]!.id,
      startDate: '2026-12-05',
      stayLength: 4,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already have an application for this property. Please wait for the application to be responded.',
    );
  });

  it('settles simultaneous duplicate submissions to one application', async () => {
    const customer = await buildCustomer(db());
    const results = await Promise.all(
      Array.from({ length: 5 }, () => apply(customer, { property: unit.id, startDate: '2026-12-01', stayLength: 3 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(messages.applications.alreadyApplied);
    }
  });
});

describe('GET /api/applications', () => {
  it('gives a customer only their own, newest first; an admin all, filterable by property and status', async () => {
    const { property } = await buildProperty(db(), { name: 'Filter Court' });
    const mine = await buildCustomer(db());
    const theirs = await buildCustomer(db());
    const a1 = await buildApplication(db(), { user: mine, property });
    const a2 = await buildApplication(db(), { user: theirs, property, status: 'Rejected' });

    const own = await call(mine, 'GET', '/api/applications');
    expect(own.statusCode).toBe(200);
    expect(own.json().applications.map((a: { _id: string }) => a._id)).toEqual([a1.id]);
    // Filters cannot widen a customer's view.
    const sneaky = await call(mine, 'GET', `/api/applications?propertyId=${property.id}`);
    expect(sneaky.json().applications.map((a: { _id: string }) => a._id)).toEqual([a1.id]);

    const all = await call(admin, 'GET', `/api/applications?propertyId=${property.id}`);
    expect(
      all
        .json()
        .applications.map((a: { _id: string }) => a._id)
        .sort(),
    ).toEqual([a1.id, a2.id].sort());
    const rejected = await call(admin, 'GET', `/api/applications?propertyId=${property.id}&status=Rejected`);
    expect(rejected.json().applications.map((a: { _id: string }) => a._id)).toEqual([a2.id]);
    const badStatus = await call(admin, 'GET', '/api/applications?status=Maybe');
    expect(badStatus.statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/applications')).statusCode).toBe(401);
  });

  it('GET /api/applications/:id: owner and admin 200, another customer 404', async () => {
    const owner = await buildCustomer(db());
    const application = await buildApplication(db(), { user: owner, property: unit });
    expect((await call(owner, 'GET', `/api/applications/${application.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/applications/${application.id}`)).statusCode).toBe(200);
    const other = await call(await buildCustomer(db()), 'GET', `/api/applications/${application.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(applicationTexts.notFound);
    expect((await call(null, 'GET', `/api/applications/${application.id}`)).statusCode).toBe(401);
  });
});

describe('eligibility checks', () => {
  it('user-rental-status answers canApply for the caller, any user for admins, 404 for another customer', async () => {
    const free = await buildCustomer(db());
    const renter = await buildCustomer(db());
    await buildContract(db(), { user: renter, property: (await buildProperty(db())).property, status: 'Active' });

    const own = await call(free, 'GET', `/api/applications/user-rental-status/${free.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ canApply: true, hasActiveRental: false, hasAcceptedApplication: false });
    const busy = await call(admin, 'GET', `/api/applications/user-rental-status/${renter.id}`);
    expect(busy.json()).toEqual({
      canApply: false,
      hasActiveRental: true,
      hasAcceptedApplication: false,
      message: messages.applications.hasActiveRental,
    });
    expect((await call(free, 'GET', `/api/applications/user-rental-status/${renter.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/applications/user-rental-status/${free.id}`)).statusCode).toBe(401);
  });

  it('active-application says whether the caller may apply for a property', async () => {
    const customer = await buildCustomer(db());
    const { property } = await buildProperty(db());
    const before = await call(customer, 'GET', `/api/applications/active-application?propertyId=${property.id}`);
    expect(before.json()).toEqual({ canApply: true, hasActiveRental: false, hasAcceptedApplication: false });
    await buildApplication(db(), { user: customer, property });
    const after = await call(
      customer,
      'GET',
      `/api/applications/active-application?propertyId=${property.id}&userId=${customer.id}`,
    );
    expect(after.json()).toMatchObject({ canApply: false, message: messages.applications.alreadyApplied });
    const forOther = await call(
      await buildCustomer(db()),
      'GET',
      `/api/applications/active-application?propertyId=${property.id}&userId=${customer.id}`,
    );
    expect(forOther.statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/applications/active-application?propertyId=${property.id}`)).statusCode).toBe(
      401,
    );
  });
});

describe('PATCH /api/applications/:id (reject) and DELETE (cancel)', () => {
  it('lets an admin reject a waiting application once; the applicant is e-mailed', async () => {
    const applicant = await buildCustomer(db(), { firstname: 'Farid' });
    const application = await buildApplication(db(), { user: applicant, property: unit });
    const res = await call(admin, 'PATCH', `/api/applications/${application.id}`, {
      id: application.id,
      status: 'Rejected',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application.status).toBe('Rejected');
    expect(ctx.mailer.lastTo(applicant.email)?.subject).toBe('Update on your application for Residensi Harmoni');
    const again = await call(admin, 'PATCH', `/api/applications/${application.id}`, { status: 'Accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(applicationTexts.alreadyDecided);
  });

  it('allows only Accepted or Rejected, only for admins', async () => {
    const applicant = await buildCustomer(db());
    const application = await buildApplication(db(), { user: applicant, property: unit });
    const bad = await call(admin, 'PATCH', `/api/applications/${application.id}`, { status: 'Completed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be Accepted or Rejected');
    expect(
      (await call(applicant, 'PATCH', `/api/applications/${application.id}`, { status: 'Accepted' })).statusCode,
    ).toBe(403);
    expect((await call(null, 'PATCH', `/api/applications/${application.id}`, { status: 'Accepted' })).statusCode).toBe(
      401,
    );
    const missing = await call(admin, 'PATCH', '/api/applications/00000000-0000-4000-8000-000000000000', {
      status: 'Rejected',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets a customer cancel their own waiting application only', async () => {
    const owner = await buildCustomer(db());
    const application = await buildApplication(db(), { user: owner, property: unit });
    expect((await call(await buildCustomer(db()), 'DELETE', `/api/applications/${application.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'DELETE', `/api/applications/${application.id}`)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/api/applications/${application.id}`)).statusCode).toBe(401);
    const res = await call(owner, 'DELETE', `/api/applications/${application.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().application.status).toBe('Cancelled');
    const again = await call(owner, 'DELETE', `/api/applications/${application.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(applicationTexts.notCancellable);
    // Cancelled frees the customer to apply for the property again.
    expect((await apply(owner, { property: unit.id, startDate: '2026-12-01', stayLength: 3 })).statusCode).toBe(201);
  });
});
