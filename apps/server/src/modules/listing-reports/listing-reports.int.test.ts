/**
 * Listing reports (issue 28 §6): a customer reports a listing once (409 on the second, in BM and EN), bad input is
 * 400, an unknown listing 404; admins are told; the queue is admins-only, paged, open first, filtered by status;
 * resolve and dismiss only an open report (409 after), recorded with who and when (the test clock), and the reporter
 * is told once, in their language.
 */
import type { ListingReport, OwnListingReport } from '@sewamudah/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, listingReports, notifications } from '../../db/schema/index.js';
import { authHeader, buildAdmin, buildCustomer, buildProperty, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';

const clock = new TestClock(new Date('2030-03-04T02:00:00Z'));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let ctx: TestContext;
let admin: UserRow;
let adminAuth: { authorization: string };
let customer: UserRow;
let customerAuth: { authorization: string };

async function newProperty(name = 'Residensi Laporan'): Promise<string> {
  return (await buildProperty(ctx.database.db, { name })).property.id;
}

const report = (propertyId: string, payload: object, headers = customerAuth) =>
  ctx.app.inject({ method: 'POST', url: `/api/properties/${propertyId}/report`, headers, payload });
const decide = (id: string, action: 'resolve' | 'dismiss', payload: object = {}, headers = adminAuth) =>
  ctx.app.inject({ method: 'POST', url: `/api/listing-reports/${id}/${action}`, headers, payload });
const queue = (query: string, headers = adminAuth) => ctx.app.inject({ url: `/api/listing-reports?${query}`, headers });

async function noticesOf(userId: string, kind: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

async function reportBy(user: UserRow, propertyId: string, reason = 'wrong_price'): Promise<OwnListingReport> {
  const res = await report(propertyId, { reason }, await authHeader(ctx.app, user));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().report;
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Nadia', lastname: 'Admin' });
  customer = await buildCustomer(ctx.database.db, { firstname: 'Aisyah', lastname: 'Rahman' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  adminAuth = await authHeader(ctx.app, admin);
  customerAuth = await authHeader(ctx.app, customer);
});

describe('reporting a listing', () => {
  it('a customer reports once: 201 with the report, the page sees it, every admin is told', async () => {
    const propertyId = await newProperty('Residensi Harga Salah');
    const before = await ctx.app.inject({ url: `/api/properties/${propertyId}/report`, headers: customerAuth });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ report: null });

    const res = await report(propertyId, { reason: 'wrong_price', note: '  The owner asked RM1,200, not RM900.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().report as OwnListingReport;
    expect(created).toMatchObject({
      propertyId,
      reason: 'wrong_price',
      note: 'The owner asked RM1,200, not RM900.',
      status: 'open',
      createdAt: clock.now().toISOString(),
      decidedAt: null,
    });
    const own = await ctx.app.inject({ url: `/api/properties/${propertyId}/report`, headers: customerAuth });
    expect(own.json().report).toEqual(created);

    const told = await noticesOf(admin.id, 'listingReported');
    const mine = told.filter((n) => (n.values as Record<string, unknown>).place === 'Residensi Harga Salah');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.link).toBe('/manage-listing-reports');
    expect(ctx.mailer.sent.some((m) => m.to === admin.email && m.subject === 'New listing report')).toBe(true);
  });

  it('a second report of the same listing is 409 with a clear message, in BM too; nothing more is stored', async () => {
    const propertyId = await newProperty();
    expect((await report(propertyId, { reason: 'already_rented' })).statusCode).toBe(201);
    const again = await report(propertyId, { reason: 'scam_suspected', note: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this listing. Our team is looking at your report.');
    const malay = await buildCustomer(ctx.database.db, { language: 'ms' });
    const malayAuth = await authHeader(ctx.app, malay);
    expect((await report(propertyId, { reason: 'wrong_photos' }, malayAuth)).statusCode).toBe(201);
    const bm = await report(propertyId, { reason: 'wrong_photos' }, malayAuth);
    expect(bm.statusCode).toBe(409);
    expect(bm.json().message).toBe('Anda sudah melaporkan iklan ini. Pasukan kami sedang menyemak laporan anda.');
    const rows = await ctx.database.db.select().from(listingReports).where(eq(listingReports.propertyId, propertyId));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.userId === customer.id)?.reason).toBe('already_rented');
    // Another customer may still report it.
    await reportBy(await buildCustomer(ctx.database.db), propertyId, 'discriminatory');
  });

  it('a reason outside the list or a note over 1000 characters is 400; an unknown listing is 404', async () => {
    const propertyId = await newProperty();
    const bad = await report(propertyId, { reason: 'too_expensive' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a reason for your report.');
    const missing = await report(propertyId, {});
    expect(missing.statusCode).toBe(400);
    const long = await report(propertyId, { reason: 'wrong_price', note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The note must be at most 1000 characters.');
    const unknown = await report(UNKNOWN, { reason: 'wrong_price' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Property not found');
    expect((await ctx.app.inject({ url: `/api/properties/${UNKNOWN}/report`, headers: customerAuth })).statusCode).toBe(
      404,
    );
    const none = await ctx.database.db.select().from(listingReports).where(eq(listingReports.propertyId, propertyId));
    expect(none).toEqual([]);
  });

  it('visitors get 401 and admins 403', async () => {
    const propertyId = await newProperty();
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/report`,
      payload: { reason: 'wrong_price' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await report(propertyId, { reason: 'wrong_price' }, adminAuth)).statusCode).toBe(403);
  });
});

describe('the admins’ queue', () => {
  it('is admins only', async () => {
    expect((await queue('page=1&limit=20', customerAuth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/listing-reports?page=1&limit=20' })).statusCode).toBe(401);
  });

  it('pages the reports, open first and newest first, with the total; filters by status', async () => {
    const propertyId = await newProperty('Residensi Barisan');
    const reporters = await Promise.all(Array.from({ length: 5 }, () => buildCustomer(ctx.database.db)));
    const made: OwnListingReport[] = [];
    for (const reporter of reporters) {
      made.push(await reportBy(reporter, propertyId));
      clock.advance(60_000);
    }
    adminAuth = await authHeader(ctx.app, admin);
    // The oldest is decided: it sorts after every open report even though others are older still.
    expect((await decide(made[0]!.id, 'dismiss')).statusCode).toBe(200);

    const all: ListingReport[] = [];
    for (let page = 1; ; page++) {
      const res = await queue(`page=${page}&limit=3`);
      expect(res.statusCode, res.body).toBe(200);
      all.push(...res.json().reports);
      if (res.json().reports.length < 3) {
        expect(Number(res.headers['x-total-count'])).toBe(all.length);
        break;
      }
    }
    const statuses = all.map((r) => r.status);
    expect(statuses.indexOf('dismissed')).toBeGreaterThan(statuses.lastIndexOf('open'));
    const open = all.filter((r) => r.status === 'open');
    const times = open.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const ours = all.filter((r) => r.property.id === propertyId);
    expect(ours).toHaveLength(5);
    expect(ours[0]).toMatchObject({ property: { name: 'Residensi Barisan' }, reporter: { id: reporters[4]!.id } });

    const dismissed = await queue('status=dismissed&page=1&limit=100');
    expect(dismissed.json().reports.every((r: ListingReport) => r.status === 'dismissed')).toBe(true);
    expect(dismissed.json().reports.map((r: ListingReport) => r.id)).toContain(made[0]!.id);
    const openOnly = await queue('status=open&page=1&limit=100');
    expect(openOnly.json().reports.map((r: ListingReport) => r.id)).not.toContain(made[0]!.id);
    expect((await queue('status=closed')).statusCode).toBe(400);
    expect((await queue('limit=101')).statusCode).toBe(400);
  });
});

describe('resolve and dismiss', () => {
  it('resolves an open report once, with who and when; the reporter is told once, in their language', async () => {
    const propertyId = await newProperty('Residensi Selesai');
    const malay = await buildCustomer(ctx.database.db, { language: 'ms' });
    const made = await reportBy(malay, propertyId, 'wrong_photos');
    clock.advance(3_600_000);
    adminAuth = await authHeader(ctx.app, admin);
    const res = await decide(made.id, 'resolve', { note: 'Photos replaced with the owner.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report).toMatchObject({
      status: 'resolved',
      adminNote: 'Photos replaced with the owner.',
      decidedAt: clock.now().toISOString(),
      decidedBy: { id: admin.id, name: 'Nadia Admin' },
    });

    const again = await decide(made.id, 'dismiss');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report has already been resolved or dismissed.');
    expect((await decide(made.id, 'resolve')).statusCode).toBe(409);

    const told = await noticesOf(malay.id, 'listingReportResolved');
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/listing/${propertyId}`);
    expect(await noticesOf(malay.id, 'listingReportDismissed')).toEqual([]);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, malay.email), like(emailOutbox.dedupeKey, 'listing-report:%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Laporan diselesaikan');
    expect(mails[0]!.textBody).toContain('Residensi Selesai (Gambar salah)');
    // The reporter sees the outcome, not the admins' note.
    const own = await ctx.app.inject({
      url: `/api/properties/${propertyId}/report`,
      headers: await authHeader(ctx.app, malay),
    });
    expect(own.json().report).toMatchObject({ status: 'resolved', decidedAt: clock.now().toISOString() });
    expect(own.json().report).not.toHaveProperty('adminNote');
  });

  it('dismisses without a note; an unknown report is 404; customers get 403', async () => {
    const propertyId = await newProperty('Residensi Tolak');
    const made = await reportBy(customer, propertyId, 'scam_suspected');
    expect((await decide(made.id, 'dismiss', {}, customerAuth)).statusCode).toBe(403);
    const res = await decide(made.id, 'dismiss');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report).toMatchObject({ status: 'dismissed', adminNote: null });
    const told = await noticesOf(customer.id, 'listingReportDismissed');
    expect(told.filter((n) => (n.values as Record<string, unknown>).place === 'Residensi Tolak')).toHaveLength(1);
    expect(ctx.mailer.sent.some((m) => m.to === customer.email && m.subject === 'Report closed')).toBe(true);
    const unknown = await decide(UNKNOWN, 'resolve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Report not found');
    expect((await decide(made.id, 'resolve', { note: 'y'.repeat(1001) })).statusCode).toBe(400);
  });
});
