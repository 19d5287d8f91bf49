/** Maintenance tickets (issue 26): requests, media, thread, timeline, visits, SLA, cost, closing, rules. */
import { addDays, addMonths, complaintMessages, maintenanceMessages, todayInMalaysia } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintMedia, complaints, contracts, media, notifications, transactions } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { multipartBody } from '../../security/multipart.js';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { confirmFpx, decideAtBank, deliverEvents, type Intent } from '../transactions/test-support/fpx-helpers.js';
import { createIntent } from '../transactions/test-support/payment-helpers.js';
import { upkeepJob, visitRemindersJob } from './maintenance.jobs.js';
import { mp4Of, photoWithGps, webmOf } from './media-fixtures.js';

const START = new Date('2026-06-01T02:00:00.000Z'); // 10:00 in Kuala Lumpur
const HOUR = 3_600_000;
const clock = new TestClock(START);
let ctx: TestContext;
let tenant: UserRow;
let other: UserRow;
let admin: UserRow;
let h: Record<'tenant' | 'other' | 'admin', { authorization: string }>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db, { firstname: 'Siti', lastname: 'Admin' });
  tenant = await buildCustomer(db, { firstname: 'Aisyah', lastname: 'Ahmad' });
  other = await buildCustomer(db, { firstname: 'Wei Jie', lastname: 'Tan' });
  const { property } = await buildProperty(db, { name: 'Mont Kiara Residence' });
  await buildContract(db, { user: tenant, property, status: 'Active', startDate: '2026-01-01', stayLength: 12 });
  const { property: flat } = await buildProperty(db, { name: 'Brickfields Flat' });
  await buildContract(db, { user: other, property: flat, status: 'Active', startDate: '2026-01-01', stayLength: 12 });
  await signIn();
});

/** Access tokens follow the injected clock: sign in again after moving it. */
async function signIn() {
  h = {
    tenant: await authHeader(ctx.app, tenant),
    other: await authHeader(ctx.app, other),
    admin: await authHeader(ctx.app, admin),
  };
}
async function moveClock(to: Date | number) {
  if (typeof to === 'number') clock.advance(to);
  else clock.set(to);
  await signIn();
}
afterAll(async () => {
  await ctx.close();
});

const request = {
  title: 'Aircon leaking',
  description: 'Water drips from the bedroom aircon.',
  maintenance: {
    category: 'aircon',
    place: 'Master bedroom',
    urgency: 'emergency',
    entryPermitted: true,
    preferredWindows: [{ date: '2026-06-02', from: '10:00', to: '12:00' }],
  },
};

async function openTicket(payload: object = request): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/complaints', headers: h.tenant, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().complaint._id as string;
}
const get = (id: string, headers = h.tenant) => ctx.app.inject({ url: `/api/complaints/${id}`, headers });
const post = (url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const upload = (
  url: string,
  headers: { authorization: string },
  files: { field: string; data: Buffer; name?: string; type?: string }[],
  fields: Record<string, string> = {},
) => {
  const body = multipartBody(
    fields,
    files.map((f) => ({
      field: f.field,
      filename: f.name ?? 'file.jpg',
      contentType: f.type ?? 'image/jpeg',
      data: f.data,
    })),
  );
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const noticesOf = (userId: string, kind: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('a request with what the fixer needs (§1)', () => {
  it('opens a maintenance request with its fields and SLA promise; a plain complaint and the original body still work', async () => {
    const id = await openTicket();
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    const ticket = res.json().complaint;
    expect(ticket).toMatchObject({
      _id: id,
      title: 'Aircon leaking',
      status: 'Waiting for Response',
      kind: 'maintenance',
      maintenance: {
        category: 'aircon',
        place: 'Master bedroom',
        urgency: 'emergency',
        entryPermitted: true,
        preferredWindows: [{ date: '2026-06-02', from: '10:00', to: '12:00' }],
        reopenCount: 0,
        sla: {
          responseDueAt: new Date(START.getTime() + 4 * HOUR).toISOString(),
          fixDueAt: new Date(START.getTime() + 24 * HOUR).toISOString(),
          respondedAt: null,
          nextDueAt: new Date(START.getTime() + 4 * HOUR).toISOString(),
          overdue: false,
        },
      },
      photos: [],
      video: null,
      visits: [],
      cost: null,
      rating: null,
    });
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: h.tenant,
      payload: { title: 'Noisy neighbour', description: 'Music after midnight.' },
    });
    expect(plain.statusCode).toBe(201);
    expect(Object.keys(plain.json().complaint)).toEqual(
      expect.arrayContaining([
        '_id',
        'id',
        'title',
        'description',
        'customer',
        'property',
        'admin',
        'status',
        'resolutionDetails',
        'createdAt',
      ]),
    );
    const plainTicket = (await get(plain.json().complaint._id)).json().complaint;
    expect(plainTicket).toMatchObject({
      kind: 'complaint',
      maintenance: null,
      ticket: { kind: 'complaint', nextDueAt: null },
    });
  });

  it('refuses a bad category, a missing urgency, 4 windows and a window that ends before it starts (400)', async () => {
    const bad = (maintenance: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers: h.tenant,
        payload: { ...request, maintenance: { ...request.maintenance, ...maintenance } },
      });
    expect((await bad({ category: 'roof' })).statusCode).toBe(400);
    expect((await bad({ urgency: undefined })).statusCode).toBe(400);
    const w = { date: '2026-06-03', from: '09:00', to: '10:00' };
    expect((await bad({ preferredWindows: [w, w, w, w] })).statusCode).toBe(400);
    const reversed = await bad({ preferredWindows: [{ date: '2026-06-03', from: '11:00', to: '10:00' }] });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(maintenanceMessages.windowOrder);
  });
});

describe('photos and a short video, private to the tenant and the admins', () => {
  it('stores photos as WebP without EXIF or GPS, served only through signed links', async () => {
    const id = await openTicket();
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(`/api/complaints/${id}/photos`, h.tenant, [
      { field: 'photos', data: original },
      { field: 'photos', data: await photoWithGps('#ef4444') },
    ]);
    expect(res.statusCode).toBe(201);
    const photos = res.json().complaint.photos as { viewUrl: string; thumbUrl: string }[];
    expect(photos).toHaveLength(2);
    for (const url of [photos[0]!.viewUrl, photos[0]!.thumbUrl]) {
      const served = await ctx.app.inject({ url: new URL(url).pathname + new URL(url).search });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    }
    // No link, no photo.
    expect((await ctx.app.inject({ url: new URL(photos[0]!.viewUrl).pathname })).statusCode).toBe(403);
  });

  it('refuses a 7th photo, a wrong type and another customer, storing nothing', async () => {
    const id = await openTicket();
    const mediaCount = async () => (await ctx.database.db.select().from(media)).length;
    const before = await mediaCount();
    const photo = await photoWithGps();
    const seven = Array.from({ length: 7 }, () => ({ field: 'photos', data: photo }));
    const tooMany = await upload(`/api/complaints/${id}/photos`, h.tenant, seven);
    expect(tooMany.statusCode).toBe(413);
    const text = await upload(`/api/complaints/${id}/photos`, h.tenant, [
      { field: 'photos', data: Buffer.from('hello'), name: 'x.jpg' },
    ]);
    expect(text.statusCode).toBe(415);
    expect((await upload(`/api/complaints/${id}/photos`, h.other, [{ field: 'photos', data: photo }])).statusCode).toBe(
      404,
    );
    expect((await upload(`/api/complaints/${id}/photos`, h.admin, [{ field: 'photos', data: photo }])).statusCode).toBe(
      403,
    );
    expect(await mediaCount()).toBe(before);
    // Six in all: four now, two more, then a seventh is refused (409).
    expect(
      (await upload(`/api/complaints/${id}/photos`, h.tenant, Array(4).fill({ field: 'photos', data: photo })))
        .statusCode,
    ).toBe(201);
    expect(
      (await upload(`/api/complaints/${id}/photos`, h.tenant, Array(2).fill({ field: 'photos', data: photo })))
        .statusCode,
    ).toBe(201);
    const seventh = await upload(`/api/complaints/${id}/photos`, h.tenant, [{ field: 'photos', data: photo }]);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toBe(maintenanceMessages.tooManyPhotos);
  });

  it('takes one MP4 or WebM of at most 30 s, by content; refuses a second, a long one and a non-video', async () => {
    const id = await openTicket();
    const long = await upload(`/api/complaints/${id}/video`, h.tenant, [
      { field: 'video', data: mp4Of(45), name: 'v.mp4', type: 'video/mp4' },
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(maintenanceMessages.videoTooLong);
    const fake = await upload(`/api/complaints/${id}/video`, h.tenant, [
      { field: 'video', data: await photoWithGps(), name: 'v.mp4', type: 'video/mp4' },
    ]);
    expect(fake.statusCode).toBe(415);
    const ok = await upload(`/api/complaints/${id}/video`, h.tenant, [
      { field: 'video', data: webmOf(12), name: 'v.webm', type: 'video/webm' },
    ]);
    expect(ok.statusCode).toBe(201);
    const video = ok.json().complaint.video;
    expect(video).toMatchObject({ kind: 'video', durationMs: 12_000, thumbUrl: null });
    const served = await ctx.app.inject({ url: new URL(video.viewUrl).pathname + new URL(video.viewUrl).search });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(Buffer.compare(served.rawPayload, webmOf(12))).toBe(0);
    const second = await upload(`/api/complaints/${id}/video`, h.tenant, [
      { field: 'video', data: mp4Of(5), name: 'v.mp4', type: 'video/mp4' },
    ]);
    expect(second.statusCode).toBe(409);
    expect(await ctx.database.db.select().from(complaintMedia).where(eq(complaintMedia.complaintId, id))).toHaveLength(
      1,
    );
  });
});

describe('thread, timeline and who may see them (§2)', () => {
  it('lets both sides write (with photos), tells the other side, and shows the same timeline to both', async () => {
    const id = await openTicket();
    const fromTenant = await upload(
      `/api/complaints/${id}/comments`,
      h.tenant,
      [{ field: 'photos', data: await photoWithGps() }],
      {
        body: 'It is getting worse.',
      },
    );
    expect(fromTenant.statusCode).toBe(201);
    expect(fromTenant.json().comment).toMatchObject({
      body: 'It is getting worse.',
      author: { id: tenant.id, role: 'customer' },
    });
    expect(fromTenant.json().comment.photos).toHaveLength(1);
    expect((await noticesOf(admin.id, 'ticketComment')).length).toBeGreaterThan(0);

    await moveClock(HOUR);
    const fromAdmin = await upload(`/api/complaints/${id}/comments`, h.admin, [], {
      body: 'A technician comes tomorrow.',
    });
    expect(fromAdmin.statusCode).toBe(201);
    expect(ctx.mailer.lastTo(tenant.email)?.text).toContain('A technician comes tomorrow.');
    // The admin's first answer stops the response clock: the open promise is now the fix.
    const sla = (await get(id)).json().complaint.maintenance.sla;
    expect(sla.respondedAt).toBe(new Date(clock.now().getTime()).toISOString());
    expect(sla.nextDueAt).toBe(sla.fixDueAt);

    const empty = await upload(`/api/complaints/${id}/comments`, h.tenant, [], { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(maintenanceMessages.commentRequired);

    const thread = await ctx.app.inject({ url: `/api/complaints/${id}/comments`, headers: h.admin });
    expect(thread.json().comments.map((c: { body: string }) => c.body)).toEqual([
      'It is getting worse.',
      'A technician comes tomorrow.',
    ]);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${id}`,
      headers: h.admin,
      payload: { status: 'In Handling' },
    });
    const asTenant = (await ctx.app.inject({ url: `/api/complaints/${id}/timeline`, headers: h.tenant })).json();
    const asAdmin = (await ctx.app.inject({ url: `/api/complaints/${id}/timeline`, headers: h.admin })).json();
    expect(asTenant).toEqual(asAdmin);
    expect(asTenant.events.map((e: { type: string }) => e.type)).toEqual([
      'opened',
      'commented',
      'commented',
      'statusChanged',
    ]);
    expect(asTenant.events[3]).toMatchObject({
      actor: { id: admin.id, role: 'admin' },
      data: { from: 'Waiting for Response', to: 'In Handling' },
    });
  });

  it('answers another customer 404 on the ticket, its timeline, thread and comments; a visitor 401', async () => {
    const id = await openTicket();
    for (const url of [`/api/complaints/${id}`, `/api/complaints/${id}/timeline`, `/api/complaints/${id}/comments`]) {
      const res = await ctx.app.inject({ url, headers: h.other });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(complaintMessages.notFound);
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await upload(`/api/complaints/${id}/comments`, h.other, [], { body: 'hi' })).statusCode).toBe(404);
  });
});

describe('visits (§2)', () => {
  it('admin proposes, tenant confirms or asks for another time, reminder the day before once, outcome with a follow-up', async () => {
    const id = await openTicket();
    const proposal = {
      date: '2026-06-03',
      from: '14:00',
      to: '16:00',
      visitorName: 'Ah Seng Aircon',
      visitorPhone: '012-3456789',
    };
    expect((await post(`/api/complaints/${id}/visits`, h.tenant, proposal)).statusCode).toBe(403);
    const past = await post(`/api/complaints/${id}/visits`, h.admin, { ...proposal, date: '2026-05-30' });
    expect(past.statusCode).toBe(400);
    const proposed = await post(`/api/complaints/${id}/visits`, h.admin, proposal);
    expect(proposed.statusCode).toBe(201);
    const visit = proposed.json().visit;
    expect(visit).toMatchObject({ status: 'proposed', date: '2026-06-03', visitorName: 'Ah Seng Aircon' });
    expect(await noticesOf(tenant.id, 'visitProposed')).toHaveLength(1);

    expect((await post(`/api/complaints/${id}/visits/${visit.id}/confirm`, h.admin)).statusCode).toBe(403);
    expect((await post(`/api/complaints/${id}/visits/${visit.id}/confirm`, h.other)).statusCode).toBe(404);
    const moved = await post(`/api/complaints/${id}/visits/${visit.id}/reschedule`, h.tenant, {
      note: 'I work until 6 pm',
    });
    expect(moved.json().visit).toMatchObject({ status: 'rescheduleRequested', rescheduleNote: 'I work until 6 pm' });
    expect((await post(`/api/complaints/${id}/visits/${visit.id}/confirm`, h.tenant)).statusCode).toBe(409);

    // Accepting the tenant's own window needs no second confirmation; the earlier proposal is cancelled.
    const accepted = await post(`/api/complaints/${id}/visits`, h.admin, {
      windowIndex: 0,
      visitorName: 'Ah Seng Aircon',
      visitorPhone: '012-3456789',
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().visit).toMatchObject({
      status: 'confirmed',
      date: '2026-06-02',
      from: '10:00',
      to: '12:00',
    });
    expect(
      (await post(`/api/complaints/${id}/visits`, h.admin, { windowIndex: 2, visitorName: 'X', visitorPhone: '1' }))
        .statusCode,
    ).toBe(400);

    // The day before (1 June, Malaysian time): both sides are reminded, once.
    const jobCtx = { ...ctx.app.deps, log: ctx.app.log, publicUrl: ctx.config.publicUrl };
    await runJobOnce(visitRemindersJob, jobCtx);
    await runJobOnce(visitRemindersJob, jobCtx);
    await ctx.outbox.drain();
    expect(await noticesOf(tenant.id, 'visitReminder')).toHaveLength(1);
    expect((await noticesOf(admin.id, 'visitReminder')).length).toBe(1);

    const visitId = accepted.json().visit.id;
    const noFollowUp = await post(`/api/complaints/${id}/visits/${visitId}/outcome`, h.admin, {
      outcome: 'needsParts',
    });
    expect(noFollowUp.statusCode).toBe(400);
    expect(
      (await post(`/api/complaints/${id}/visits/${visitId}/outcome`, h.tenant, { outcome: 'fixed' })).statusCode,
    ).toBe(403);
    const outcome = await post(`/api/complaints/${id}/visits/${visitId}/outcome`, h.admin, {
      outcome: 'needsParts',
      note: 'Compressor part ordered',
      followUp: { date: '2026-06-08', from: '10:00', to: '11:00' },
    });
    expect(outcome.statusCode).toBe(200);
    const visits = outcome.json().visits as { status: string; outcome: string | null; followUpOf: string | null }[];
    const byStatus = Object.fromEntries(visits.map((v) => [v.status, v]));
    expect(visits).toHaveLength(3);
    expect(byStatus.cancelled).toMatchObject({ date: '2026-06-03', outcome: null });
    expect(byStatus.done).toMatchObject({ date: '2026-06-02', outcome: 'needsParts', note: 'Compressor part ordered' });
    expect(byStatus.proposed).toMatchObject({ date: '2026-06-08', followUpOf: visitId, visitorName: 'Ah Seng Aircon' });
    expect(
      (await post(`/api/complaints/${id}/visits/${visitId}/outcome`, h.admin, { outcome: 'fixed' })).statusCode,
    ).toBe(409);
  });
});

describe('SLA timers everyone sees (§3)', () => {
  it('orders the admin board by time left, marks overdue tickets and counts them on the dashboard', async () => {
    const base = clock.now();
    const routine = await openTicket({
      ...request,
      title: 'Wobbly chair',
      maintenance: { ...request.maintenance, urgency: 'routine', category: 'furniture' },
    });
    const urgent = await openTicket({
      ...request,
      title: 'No hot water',
      maintenance: { ...request.maintenance, urgency: 'urgent', category: 'waterHeater' },
    });
    const emergency = await openTicket({
      ...request,
      title: 'Burst pipe',
      maintenance: { ...request.maintenance, urgency: 'emergency', category: 'plumbing' },
    });
    await moveClock(new Date(base.getTime() + 5 * HOUR)); // the emergency's 4-hour response has passed
    const board = await ctx.app.inject({
      url: '/api/complaints?sort=due&status=Waiting%20for%20Response&limit=100',
      headers: h.admin,
    });
    const order = board.json().complaints.map((c: { _id: string }) => c._id);
    expect(order.indexOf(emergency)).toBeLessThan(order.indexOf(urgent));
    expect(order.indexOf(urgent)).toBeLessThan(order.indexOf(routine));
    const byId = Object.fromEntries(
      board.json().complaints.map((c: { _id: string; ticket: unknown }) => [c._id, c.ticket]),
    );
    expect(byId[emergency]).toMatchObject({ urgency: 'emergency', overdue: true });
    expect(byId[urgent]).toMatchObject({ urgency: 'urgent', overdue: false });
    const summary = await ctx.app.inject({ url: '/api/maintenance/summary', headers: h.admin });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().overdue).toBeGreaterThanOrEqual(1);
    expect(summary.json().open).toBeGreaterThanOrEqual(3);
    expect((await ctx.app.inject({ url: '/api/maintenance/summary', headers: h.tenant })).statusCode).toBe(403);
    // Handling the emergency 20 h after it opened: it leaves the open count, and the 30-day average is 20 h.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${emergency}`,
      headers: h.admin,
      payload: { status: 'In Handling' },
    });
    await moveClock(new Date(base.getTime() + 20 * HOUR));
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${emergency}`,
      headers: h.admin,
      payload: { status: 'Handled' },
    });
    const after = (await ctx.app.inject({ url: '/api/maintenance/summary', headers: h.admin })).json();
    expect(after.fixedLast30Days).toBe(1);
    expect(after.averageFixHours).toBe(20);
  });
});

describe('who pays (§4)', () => {
  it('turns the tenant share into a Repair charge of exactly that amount; revisions follow; dispute before paying', async () => {
    const id = await openTicket();
    const put = (headers: { authorization: string }, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/complaints/${id}/cost`, headers, payload });
    expect((await put(h.tenant, { totalRm: 100, bearer: 'tenant' })).statusCode).toBe(403);
    expect((await put(h.admin, { totalRm: 100, bearer: 'shared', tenantRm: 150 })).statusCode).toBe(400);
    expect((await put(h.admin, { totalRm: 100.555, bearer: 'tenant' })).statusCode).toBe(400);
    const recorded = await put(h.admin, {
      totalRm: 350,
      bearer: 'shared',
      tenantRm: 80.5,
      note: 'Filter cleaning is the tenant’s',
    });
    expect(recorded.statusCode).toBe(200);
    const cost = recorded.json().complaint.cost;
    expect(cost).toMatchObject({
      totalRm: 350,
      bearer: 'shared',
      landlordRm: 269.5,
      tenantRm: 80.5,
      chargeStatus: 'Pending',
    });
    const [charge] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, cost.transactionId));
    expect(charge).toMatchObject({
      type: 'Repair',
      amountSen: 8050,
      status: 'Pending',
      userId: tenant.id,
      description: 'Aircon leaking',
    });
    expect(await noticesOf(tenant.id, 'repairCharge')).not.toHaveLength(0);

    // The charge cannot be changed apart from its ticket.
    const direct = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${charge!.id}`,
      headers: h.admin,
      payload: { amount: 1 },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(maintenanceMessages.repairChargeOnTicket);

    const revised = await put(h.admin, { totalRm: 350, bearer: 'shared', tenantRm: 60 });
    expect(revised.json().complaint.cost.transactionId).toBe(charge!.id);
    const [after] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, charge!.id));
    expect(after!.amountSen).toBe(6000);

    expect((await post(`/api/complaints/${id}/cost/dispute`, h.admin, { reason: 'x' })).statusCode).toBe(403);
    const disputed = await post(`/api/complaints/${id}/cost/dispute`, h.tenant, {
      reason: 'The leak was there when I moved in',
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().complaint.cost).toMatchObject({ disputeReason: 'The leak was there when I moved in' });
    expect((await post(`/api/complaints/${id}/cost/dispute`, h.tenant, { reason: 'again' })).statusCode).toBe(409);

    // The landlord takes it all: the charge is cancelled.
    await put(h.admin, { totalRm: 350, bearer: 'landlord' });
    const [cancelled] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, charge!.id));
    expect(cancelled!.status).toBe('Cancelled');
    const tenantAgain = await put(h.admin, { totalRm: 350, bearer: 'tenant' });
    const newCharge = tenantAgain.json().complaint.cost.transactionId;
    expect(newCharge).not.toBe(charge!.id);
    // Once paid, the cost is final and the share can no longer be disputed.
    await ctx.database.db
      .update(transactions)
      .set({ status: 'Paid', paymentDate: clock.now() })
      .where(eq(transactions.id, newCharge));
    expect((await put(h.admin, { totalRm: 10, bearer: 'landlord' })).json().message).toBe(maintenanceMessages.costPaid);
    // A ticket with a cost keeps its evidence: it cannot be deleted.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/complaints/${id}`, headers: h.admin })).statusCode,
    ).toBe(409);
  });
});

describe('paying the share (§4)', () => {
  it('is paid by FPX like any charge, with its receipt, and the ticket logs it; a paid share cannot be disputed', async () => {
    const id = await openTicket({
      ...request,
      title: 'Aircon filter cleaning',
      maintenance: { ...request.maintenance, urgency: 'routine' },
    });
    const recorded = await ctx.app.inject({
      method: 'PUT',
      url: `/api/complaints/${id}/cost`,
      headers: h.admin,
      payload: { totalRm: 80, bearer: 'tenant' },
    });
    const transactionId = recorded.json().complaint.cost.transactionId as string;
    const intentRes = await createIntent(ctx.app, h.tenant, { transactionId, paymentMethodType: 'fpx' });
    expect(intentRes.statusCode, intentRes.body).toBe(200);
    const intent = intentRes.json<Intent>();
    expect((await confirmFpx(ctx.app, intent, 'maybank2u')).statusCode).toBe(200);
    expect((await decideAtBank(ctx.app, intent, 'approve')).statusCode).toBe(303);
    await deliverEvents(ctx, clock);
    await ctx.outbox.drain();
    const [paid] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(paid).toMatchObject({
      type: 'Repair',
      status: 'Paid',
      amountSen: 8000,
      paymentMethod: 'fpx',
      fpxBank: 'maybank2u',
    });
    expect(ctx.mailer.lastTo(tenant.email)?.attachments?.length).toBeGreaterThan(0);
    const ticket = (await get(id)).json().complaint;
    expect(ticket.cost).toMatchObject({ chargeStatus: 'Paid', tenantRm: 80 });
    expect(ticket.can.dispute).toBe(false);
    const events = (await ctx.app.inject({ url: `/api/complaints/${id}/timeline`, headers: h.tenant })).json().events;
    expect(events.at(-1)).toMatchObject({
      type: 'chargePaid',
      actor: { id: tenant.id },
      data: { transactionId, amountRm: 80 },
    });
    const dispute = await post(`/api/complaints/${id}/cost/dispute`, h.tenant, { reason: 'Too late' });
    expect(dispute.statusCode).toBe(409);
    expect(dispute.json().message).toBe(maintenanceMessages.disputeAfterPaying);
  });
});

describe('closing, rating and reopening (§5)', () => {
  it('lets only the tenant confirm, rate once and reopen within 7 days; counts reopenings', async () => {
    const id = await openTicket({
      ...request,
      title: 'Fan rattles',
      maintenance: { ...request.maintenance, category: 'electrical', urgency: 'urgent' },
    });
    const visit = (
      await post(`/api/complaints/${id}/visits`, h.admin, {
        windowIndex: 0,
        visitorName: 'Kumar Electric',
        visitorPhone: '013-2223344',
      })
    ).json().visit;
    await post(`/api/complaints/${id}/visits/${visit.id}/outcome`, h.admin, { outcome: 'fixed' });
    expect((await post(`/api/complaints/${id}/rating`, h.tenant, { thumbs: 'up' })).json().message).toBe(
      maintenanceMessages.handledOnly,
    );
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${id}`,
      headers: h.admin,
      payload: { status: 'In Handling' },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${id}`,
      headers: h.admin,
      payload: { status: 'Handled' },
    });

    expect((await post(`/api/complaints/${id}/rating`, h.admin, { thumbs: 'up' })).statusCode).toBe(403);
    expect((await post(`/api/complaints/${id}/rating`, h.other, { thumbs: 'up' })).statusCode).toBe(404);
    expect(
      (await post(`/api/complaints/${id}/confirm`, h.tenant)).json().complaint.maintenance.confirmedAt,
    ).not.toBeNull();
    expect((await post(`/api/complaints/${id}/confirm`, h.tenant)).statusCode).toBe(409);
    const rated = await post(`/api/complaints/${id}/rating`, h.tenant, {
      thumbs: 'down',
      reasons: ['slow', 'messy'],
      comment: 'Took a week',
    });
    expect(rated.statusCode).toBe(201);
    expect(rated.json().complaint.rating).toMatchObject({
      thumbs: 'down',
      reasons: ['slow', 'messy'],
      comment: 'Took a week',
    });
    const twice = await post(`/api/complaints/${id}/rating`, h.tenant, { thumbs: 'up' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(maintenanceMessages.alreadyRated);
    const summary = (await ctx.app.inject({ url: '/api/maintenance/summary', headers: h.admin })).json();
    expect(summary.ratingsByCategory).toContainEqual({ category: 'electrical', up: 0, down: 1 });
    expect(summary.ratingsByContractor).toContainEqual({ contractor: 'Kumar Electric', up: 0, down: 1 });

    expect((await post(`/api/complaints/${id}/reopen`, h.admin, { reason: 'x' })).statusCode).toBe(403);
    const reopened = await post(`/api/complaints/${id}/reopen`, h.tenant, { reason: 'It rattles again' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().complaint).toMatchObject({
      status: 'In Handling',
      maintenance: { reopenCount: 1, confirmedAt: null },
    });
    expect((await post(`/api/complaints/${id}/reopen`, h.tenant, { reason: 'again' })).statusCode).toBe(409);

    // Handled again; 8 days later the window has passed.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${id}`,
      headers: h.admin,
      payload: { status: 'Handled' },
    });
    await moveClock(8 * 24 * HOUR);
    const late = await post(`/api/complaints/${id}/reopen`, h.tenant, { reason: 'Still rattles' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(maintenanceMessages.windowPassed);
    const types = (await ctx.app.inject({ url: `/api/complaints/${id}/timeline`, headers: h.tenant }))
      .json()
      .events.map((e: { type: string }) => e.type);
    expect(types).toEqual([
      'opened',
      'visitConfirmed',
      'visitOutcome',
      'statusChanged',
      'statusChanged',
      'confirmedFixed',
      'rated',
      'reopened',
      'statusChanged',
    ]);
  });
});

describe('upkeep that prevents tickets (§6)', () => {
  it('opens a routine ticket with a proposed visit noticeDays before it is due, tells the tenant, once, then moves on', async () => {
    const today = todayInMalaysia(clock.now());
    const due = addDays(today, 10);
    const [property] = await ctx.database.db
      .select({ id: contracts.propertyId })
      .from(contracts)
      .where(and(eq(contracts.userId, tenant.id), eq(contracts.status, 'Active')));
    const body = {
      propertyId: property!.id,
      title: 'Aircon servicing',
      category: 'aircon',
      everyMonths: 3,
      nextDueDate: due,
      noticeDays: 7,
      from: '09:00',
      to: '11:00',
      visitorName: 'CoolAir Services',
      visitorPhone: '03-7800 1234',
    };
    expect((await post('/api/upkeep-tasks', h.tenant, body)).statusCode).toBe(403);
    expect((await post('/api/upkeep-tasks', h.admin, { ...body, nextDueDate: addDays(today, -1) })).statusCode).toBe(
      400,
    );
    const created = await post('/api/upkeep-tasks', h.admin, body);
    expect(created.statusCode).toBe(201);
    const taskId = created.json().upkeepTask.id as string;
    const jobCtx = () => ({ ...ctx.app.deps, log: ctx.app.log, publicUrl: ctx.config.publicUrl });
    const upkeepTickets = () => ctx.database.db.select().from(complaints).where(eq(complaints.upkeepTaskId, taskId));

    // 10 days before: not yet (the tenant is told 7 days ahead).
    await runJobOnce(upkeepJob, jobCtx());
    expect(await upkeepTickets()).toHaveLength(0);

    // 7 days before: the ticket, its proposed visit on the due date and the tenant's notice; a second run adds nothing.
    await moveClock(3 * 24 * HOUR);
    expect(await runJobOnce(upkeepJob, jobCtx())).toMatchObject({ tickets: 1 });
    expect(await runJobOnce(upkeepJob, jobCtx())).toMatchObject({ tickets: 0 });
    const [ticket] = await upkeepTickets();
    expect(ticket).toMatchObject({
      kind: 'maintenance',
      urgency: 'routine',
      category: 'aircon',
      status: 'In Handling',
      userId: tenant.id,
    });
    const view = (await get(ticket!.id)).json().complaint;
    expect(view.visits).toMatchObject([
      { date: due, from: '09:00', to: '11:00', status: 'proposed', visitorName: 'CoolAir Services' },
    ]);
    expect(await noticesOf(tenant.id, 'upkeepScheduled')).toHaveLength(1);
    const list = await ctx.app.inject({ url: `/api/upkeep-tasks?propertyId=${property!.id}`, headers: h.admin });
    expect(list.json().upkeepTasks.find((t: { id: string }) => t.id === taskId)).toMatchObject({
      nextDueDate: addMonths(due, 3),
    });
    // The tenant confirms the proposed visit like any other.
    expect((await post(`/api/complaints/${ticket!.id}/visits/${view.visits[0].id}/confirm`, h.tenant)).statusCode).toBe(
      200,
    );

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/upkeep-tasks/${taskId}`, headers: h.admin })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/upkeep-tasks/${taskId}`, headers: h.admin })).statusCode,
    ).toBe(404);
  });
});
