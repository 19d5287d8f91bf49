/**
 * Viewings (issue 28 §4): slots (single, weekly, edit, cancel), bookings (roles, ownership, full/past 409 in BM and
 * EN, the capacity race), reschedule (atomic), the day's reminder and the apply nudge (once each, clock moved), and
 * bounded lists. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the race then runs truly concurrently).
 */
import { addDays, todayInMalaysia, type Viewing, type ViewingSlot } from '@sewamudah/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, viewingBookings, viewingSlots } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { viewingNudgesJob, viewingRemindersJob } from './viewings.jobs.js';

const HOUR = 3_600_000;
// Monday 7 January 2030, 09:00 in Malaysia.
const clock = new TestClock(new Date('2030-01-07T01:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
let adminAuth: { authorization: string };
let customer: UserRow;
let customerAuth: { authorization: string };
let other: UserRow;
let otherAuth: { authorization: string };

const day = (days: number) => addDays(todayInMalaysia(clock.now()), days);
const jobCtx = () => ({ ...ctx.app.deps, log: ctx.app.log, publicUrl: ctx.config.publicUrl });

async function newProperty(name?: string): Promise<string> {
  return (await buildProperty(ctx.database.db, name ? { name } : {})).property.id;
}

async function slot(propertyId: string, days: number, time = '10:00', capacity = 1): Promise<ViewingSlot> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/viewing-slots',
    headers: adminAuth,
    payload: { propertyId, date: day(days), time, durationMinutes: 30, capacity },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().slot;
}

async function book(slotId: string, headers = customerAuth) {
  return ctx.app.inject({ method: 'POST', url: '/api/viewings', headers, payload: { slotId } });
}

/** A reader's notifications of a kind, about one place when given (tests share the database). */
async function noticesOf(userId: string, kind: string, place?: string) {
  const rows = await ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  return place ? rows.filter((n) => (n.values as Record<string, unknown>).place === place) : rows;
}

const slotRow = async (id: string) =>
  (await ctx.database.db.select().from(viewingSlots).where(eq(viewingSlots.id, id)))[0]!;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db);
  customer = await buildCustomer(db, { firstname: 'Aisyah', lastname: 'Rahman', phone: '0123456789' });
  other = await buildCustomer(db);
  adminAuth = await authHeader(ctx.app, admin);
  customerAuth = await authHeader(ctx.app, customer);
  otherAuth = await authHeader(ctx.app, other);
});
afterAll(() => ctx.close());
// Access tokens expire as the test clock moves: fresh ones per test.
beforeEach(async () => {
  adminAuth = await authHeader(ctx.app, admin);
  customerAuth = await authHeader(ctx.app, customer);
  otherAuth = await authHeader(ctx.app, other);
});

describe('slots', () => {
  it('admins publish a slot; customers 403, visitors 401; past, duplicate and bad bodies refused', async () => {
    const propertyId = await newProperty();
    const payload = { propertyId, date: day(2), time: '10:30', durationMinutes: 45, capacity: 3 };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/viewing-slots', headers: adminAuth, payload });
    expect(created.statusCode).toBe(201);
    expect(created.json().slot).toMatchObject({
      date: day(2),
      time: '10:30',
      durationMinutes: 45,
      capacity: 3,
      booked: 0,
      spotsLeft: 3,
      status: 'open',
    });
    const post = (headers: Record<string, string>, body: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/viewing-slots', headers, payload: body });
    expect((await post(customerAuth, payload)).statusCode).toBe(403);
    expect((await post({}, payload)).statusCode).toBe(401);
    const duplicate = await post(adminAuth, payload);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('There is already a viewing slot at this time for this property.');
    const past = await post(adminAuth, { ...payload, date: day(0), time: '08:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('This viewing time has passed. Choose a later time.');
    expect((await post(adminAuth, { ...payload, capacity: 0 })).statusCode).toBe(400);
    expect((await post(adminAuth, { ...payload, capacity: 51 })).statusCode).toBe(400);
    expect((await post(adminAuth, { ...payload, time: '25:00' })).statusCode).toBe(400);
    expect((await post(adminAuth, { ...payload, date: day(200) })).statusCode).toBe(400);
    const unknown = await post(adminAuth, { ...payload, propertyId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a weekly pattern makes one slot per week on that weekday, and repeating it skips the existing times', async () => {
    const propertyId = await newProperty();
    const weekly = { propertyId, weekday: 3, time: '18:00', durationMinutes: 30, capacity: 2, weeks: 4 };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/viewing-slots/weekly',
      headers: adminAuth,
      payload: weekly,
    });
    expect(res.statusCode).toBe(201);
    const dates = res.json().slots.map((s: ViewingSlot) => s.date);
    expect(dates).toEqual(['2030-01-09', '2030-01-16', '2030-01-23', '2030-01-30']);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/viewing-slots/weekly',
      headers: adminAuth,
      payload: { ...weekly, weeks: 5 },
    });
    expect(again.json()).toMatchObject({ skipped: 4 });
    expect(again.json().slots.map((s: ViewingSlot) => s.date)).toEqual(['2030-02-06']);
    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: '/api/viewing-slots/weekly',
      headers: adminAuth,
      payload: { ...weekly, weeks: 13 },
    });
    expect(tooMany.statusCode).toBe(400);
    // Admins list them paged; anyone sees the bookable ones of the next three weeks.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/viewing-slots?propertyId=${propertyId}&page=1&limit=2`,
      headers: adminAuth,
    });
    expect(list.json().slots).toHaveLength(2);
    expect(list.headers['x-total-count']).toBe('5');
    const open = await ctx.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/viewing-slots` });
    expect(open.statusCode).toBe(200);
    expect(open.json().slots.map((s: ViewingSlot) => s.date)).toEqual(['2030-01-09', '2030-01-16', '2030-01-23']);
    const tooLong = await ctx.app.inject({
      method: 'GET',
      url: `/api/viewing-slots?propertyId=${propertyId}&limit=101`,
      headers: adminAuth,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('an edit keeps capacity at or above the bookings and the time fixed while booked; a cancel tells the booked', async () => {
    const propertyId = await newProperty('Residensi Edit');
    const s = await slot(propertyId, 3, '11:00', 2);
    expect((await book(s.id)).statusCode).toBe(201);
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/viewing-slots/${s.id}`, headers: adminAuth, payload });
    const below = await patch({ capacity: 0 });
    expect(below.statusCode).toBe(400);
    const moved = await patch({ date: day(4), time: '11:00' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain('This slot has bookings');
    expect((await patch({ capacity: 5 })).json().slot).toMatchObject({ capacity: 5, booked: 1, spotsLeft: 4 });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/viewing-slots/${s.id}/cancel`,
      headers: adminAuth,
    });
    expect(cancelled.json().slot).toMatchObject({ status: 'cancelled', booked: 0, spotsLeft: 0 });
    const [told] = await noticesOf(customer.id, 'viewingCancelled', 'Residensi Edit');
    expect(told?.values).toMatchObject({ place: 'Residensi Edit', time: '11:00' });
    const again = await book(s.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This viewing slot has been cancelled. Choose another time.');
  });
});

describe('booking', () => {
  it('a customer books: both sides get a confirmation in the app and by e-mail; admins cannot book', async () => {
    const propertyId = await newProperty('Residensi Booking');
    const s = await slot(propertyId, 1, '15:00', 2);
    const res = await book(s.id);
    expect(res.statusCode).toBe(201);
    const viewing: Viewing = res.json().viewing;
    expect(viewing).toMatchObject({
      status: 'booked',
      upcoming: true,
      slot: { id: s.id, booked: 1 },
      property: { name: 'Residensi Booking' },
      customer: { name: 'Aisyah Rahman', phone: '0123456789' },
    });
    expect(await noticesOf(customer.id, 'viewingBooked', 'Residensi Booking')).toHaveLength(1);
    const [adminNotice] = await noticesOf(admin.id, 'viewingBookedAdmin', 'Residensi Booking');
    expect(adminNotice?.values).toMatchObject({ customer: 'Aisyah Rahman', place: 'Residensi Booking' });
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `viewing-booked:${viewing.id}:${customer.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Viewing booked');
    const twice = await book(s.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already booked this viewing slot.');
    expect((await book(s.id, adminAuth)).statusCode).toBe(403);
    expect((await book(s.id, {} as never)).statusCode).toBe(401);
  });

  it('a full slot and a past slot are 409 with a clear message, in BM too', async () => {
    const propertyId = await newProperty();
    const s = await slot(propertyId, 1, '16:00', 1);
    expect((await book(s.id)).statusCode).toBe(201);
    const full = await book(s.id, otherAuth);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This viewing slot is full. Choose another time.');
    const malay = await buildCustomer(ctx.database.db, { language: 'ms' });
    const bm = await book(s.id, await authHeader(ctx.app, malay));
    expect(bm.json().message).toBe('Slot lawatan ini sudah penuh. Pilih masa lain.');
    const soon = await slot(propertyId, 0, '10:00', 3);
    clock.advance(2 * HOUR); // 11:00: the 10:00 slot has started
    otherAuth = await authHeader(ctx.app, other);
    const past = await book(soon.id, otherAuth);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('This viewing has started or passed, so it can no longer be booked.');
    const unknown = await book('00000000-0000-4000-8000-000000000000', otherAuth);
    expect(unknown.statusCode).toBe(404);
  });

  it('10 customers booking a capacity-1 slot at once: exactly 1 is booked', async () => {
    const propertyId = await newProperty();
    const s = await slot(propertyId, 2, '12:00', 1);
    const racers = await Promise.all(
      Array.from({ length: 10 }, async () => authHeader(ctx.app, await buildCustomer(ctx.database.db))),
    );
    const answers = await Promise.all(racers.map((headers) => book(s.id, headers)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect((await slotRow(s.id)).booked).toBe(1);
    const [count] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(viewingBookings)
      .where(and(eq(viewingBookings.slotId, s.id), eq(viewingBookings.status, 'booked')));
    expect(count?.n).toBe(1);
  });
});

describe('cancel and reschedule', () => {
  it('another customer cannot touch your viewing (404); you cancel it once and the admins are told', async () => {
    const propertyId = await newProperty('Residensi Batal');
    const s = await slot(propertyId, 2, '09:30', 2);
    const { viewing } = (await book(s.id)).json();
    const post = (path: string, headers: Record<string, string>, payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/viewings/${viewing.id}/${path}`, headers, payload });
    expect((await post('cancel', otherAuth)).statusCode).toBe(404);
    expect((await post('reschedule', otherAuth, { slotId: s.id })).statusCode).toBe(404);
    expect((await post('cancel', {})).statusCode).toBe(401);
    const cancelled = await post('cancel', customerAuth);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().viewing).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', upcoming: false });
    expect((await slotRow(s.id)).booked).toBe(0);
    expect(await noticesOf(admin.id, 'viewingCancelledAdmin', 'Residensi Batal')).toHaveLength(1);
    const again = await post('cancel', customerAuth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This viewing has already been cancelled.');
    // Booking the same slot again after a cancel is allowed (one live booking per slot and customer).
    expect((await book(s.id)).statusCode).toBe(201);
  });

  it('a reschedule moves the booking atomically; a full target or another property leaves it where it was', async () => {
    const propertyId = await newProperty('Residensi Pindah');
    const a = await slot(propertyId, 3, '10:00', 1);
    const b = await slot(propertyId, 3, '11:00', 1);
    const c = await slot(propertyId, 3, '12:00', 1);
    const elsewhere = await slot(await newProperty(), 3, '12:00', 5);
    const { viewing } = (await book(a.id)).json();
    expect((await book(c.id, otherAuth)).statusCode).toBe(201);
    const move = (slotId: string, headers = customerAuth) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/viewings/${viewing.id}/reschedule`,
        headers,
        payload: { slotId },
      });
    const moved = await move(b.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().viewing.slot).toMatchObject({ id: b.id, time: '11:00', booked: 1 });
    expect((await slotRow(a.id)).booked).toBe(0);
    const [adminTold] = await noticesOf(admin.id, 'viewingRescheduledAdmin', 'Residensi Pindah');
    expect(adminTold?.values).toMatchObject({ fromTime: '10:00', time: '11:00', customer: 'Aisyah Rahman' });
    const full = await move(c.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This viewing slot is full. Choose another time.');
    const away = await move(elsewhere.id);
    expect(away.statusCode).toBe(409);
    expect(away.json().message).toBe('A viewing can only move to another slot of the same property.');
    expect((await move(b.id)).statusCode).toBe(409);
    expect((await slotRow(b.id)).booked).toBe(1);
    expect((await slotRow(c.id)).booked).toBe(1);
    // An admin moves it back: the customer is told.
    expect((await move(a.id, adminAuth)).statusCode).toBe(200);
    const [customerTold] = await noticesOf(customer.id, 'viewingRescheduled', 'Residensi Pindah');
    expect(customerTold?.values).toMatchObject({ fromTime: '11:00', time: '10:00' });
    expect([(await slotRow(a.id)).booked, (await slotRow(b.id)).booked]).toEqual([1, 0]);
  });
});

describe('the day, reminders and the apply nudge', () => {
  it('reminds both sides once on the day and nudges the customer to apply once after the viewing', async () => {
    const { property } = await buildProperty(ctx.database.db, { name: 'Residensi Ingat' });
    const propertyId = property.id;
    const s = await slot(propertyId, 1, '14:00', 3);
    const { viewing } = (await book(s.id)).json();
    const applied = await buildCustomer(ctx.database.db);
    expect((await book(s.id, await authHeader(ctx.app, applied))).statusCode).toBe(201);
    await buildApplication(ctx.database.db, { user: applied, property });
    // The day before: nothing yet.
    await runJobOnce(viewingRemindersJob, jobCtx());
    expect(await noticesOf(customer.id, 'viewingReminder', 'Residensi Ingat')).toHaveLength(0);
    // 08:00 in Malaysia on the day (other tests' viewings of that day are reminded too).
    clock.set(`${day(1)}T00:00:00Z`);
    adminAuth = await authHeader(ctx.app, admin);
    expect((await runJobOnce(viewingRemindersJob, jobCtx()))?.reminded).toBeGreaterThanOrEqual(2);
    expect(await runJobOnce(viewingRemindersJob, jobCtx())).toMatchObject({ reminded: 0 });
    expect(await noticesOf(customer.id, 'viewingReminder', 'Residensi Ingat')).toHaveLength(1);
    expect(await noticesOf(applied.id, 'viewingReminder', 'Residensi Ingat')).toHaveLength(1);
    expect(await noticesOf(admin.id, 'viewingReminderAdmin', 'Residensi Ingat')).toHaveLength(2);
    // The admin's day lists them with name and phone.
    const today = await ctx.app.inject({
      method: 'GET',
      url: `/api/viewings/day?date=${day(0)}&page=1&limit=20`,
      headers: adminAuth,
    });
    expect(today.statusCode).toBe(200);
    const mine = today.json().viewings.find((v: Viewing) => v.id === viewing.id);
    expect(mine.customer).toMatchObject({ name: 'Aisyah Rahman', phone: '0123456789' });
    customerAuth = await authHeader(ctx.app, customer);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/viewings/day', headers: customerAuth })).statusCode).toBe(
      403,
    );
    // Before the end: no nudge; after it, once.
    expect(await runJobOnce(viewingNudgesJob, jobCtx())).toMatchObject({ nudged: 0 });
    clock.set(new Date(new Date(s.endsAt).getTime() + 60_000));
    customerAuth = await authHeader(ctx.app, customer);
    expect((await runJobOnce(viewingNudgesJob, jobCtx()))?.nudged).toBeGreaterThanOrEqual(1);
    expect(await runJobOnce(viewingNudgesJob, jobCtx())).toMatchObject({ nudged: 0 });
    const nudges = await noticesOf(customer.id, 'viewingApply', 'Residensi Ingat');
    expect(nudges).toHaveLength(1);
    const [nudge] = nudges;
    expect(nudge?.link).toBe(`/listing/${propertyId}#apply`);
    expect(await noticesOf(applied.id, 'viewingApply')).toHaveLength(0);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `viewing-apply:${viewing.id}:${customer.id}`));
    expect(mail?.textBody).toContain(`/listing/${propertyId}#apply`);
    // The ended viewing is past in My viewings; it can no longer be cancelled.
    const past = await ctx.app.inject({
      method: 'GET',
      url: '/api/viewings?when=past&page=1&limit=50',
      headers: customerAuth,
    });
    expect(past.json().viewings.map((v: Viewing) => v.id)).toContain(viewing.id);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/viewings/${viewing.id}/cancel`,
      headers: customerAuth,
    });
    expect(late.statusCode).toBe(409);
  });

  it('My viewings is the caller’s own, paged and bounded', async () => {
    otherAuth = await authHeader(ctx.app, other);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/viewings?page=1&limit=2',
      headers: otherAuth,
    });
    expect(own.statusCode).toBe(200);
    for (const v of own.json().viewings as Viewing[]) expect(v.customer.id).toBe(other.id);
    expect(own.json().viewings.length).toBeLessThanOrEqual(2);
    expect(Number(own.headers['x-total-count'])).toBeGreaterThanOrEqual(own.json().viewings.length);
    const tooMany = await ctx.app.inject({ method: 'GET', url: '/api/viewings?limit=101', headers: otherAuth });
    expect(tooMany.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/viewings' })).statusCode).toBe(401);
  });
});
