/**
 * Data rights (ADR 42) over viewing bookings (issue 28 §4): "download my data" holds the caller's bookings (the
 * slot's property, date and time in Malaysia, status, when booked and cancelled); "delete my account" keeps them under
 * "Deleted user #n", cancels those not yet over (their places freed, gone from the admin's day) and sends no apply
 * nudge for those over. And mail to an erased account (`…@deleted.invalid`, RFC 2606): never queued, by any module.
 */
import { addDays, todayInMalaysia, type Viewing } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { complaints } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import {
  authHeader,
  buildAdmin,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { viewingNudgesJob } from '../viewings/viewings.jobs.js';
import { section, unzip } from './test-support.js';

// Monday 7 January 2030, 09:00 in Malaysia.
const clock = new TestClock(new Date('2030-01-07T01:00:00Z'));
const DAY_MS = 86_400_000;
let ctx: TestContext;
let admin: UserRow;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Nadia', lastname: 'Admin' });
});
afterAll(async () => {
  await ctx?.close();
});

// Fresh tokens per request: access tokens expire as the test clock moves.
const as = async (user: UserRow) => authHeader(ctx.app, user);
const day = (days: number) => addDays(todayInMalaysia(clock.now()), days);
const jobCtx = () => ({ ...ctx.app.deps, log: ctx.app.log, publicUrl: ctx.config.publicUrl });

async function slot(name: string, days: number, time: string, capacity = 1) {
  const { property } = await buildProperty(ctx.database.db, { name });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/viewing-slots',
    headers: await as(admin),
    payload: { propertyId: property.id, date: day(days), time, durationMinutes: 30, capacity },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().slot as { id: string; date: string; propertyId: string };
}

async function book(user: UserRow, slotId: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/viewings',
    headers: await as(user),
    payload: { slotId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().viewing.id as string;
}

async function exportOf(user: UserRow) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/me/export', headers: await as(user) });
  expect(res.statusCode).toBe(200);
  return unzip(res.rawPayload);
}

/** Deletes the account; answers the anonymised row (name and `.invalid` address). */
async function deleteAccount(user: UserRow) {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: await as(user),
    payload: { password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await queryRows<{ firstname: string; email: string; phone: string }>(
    ctx.database.db,
    sql`select firstname, email, phone from users where id = ${user.id}`,
  );
  expect(row?.email).toMatch(/^deleted-user-\d+@deleted\.invalid$/);
  return row!;
}

const outboxTo = async (address: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from email_outbox where lower(to_address) = lower(${address})`,
    )
  )[0]!.n;

describe('download my data: viewing bookings', () => {
  it('holds the caller’s bookings with the slot’s property, date, time and status; nothing of another user', async () => {
    const tenant = await buildCustomer(ctx.database.db, { firstname: 'Priya', email: 'priya.viewings@example.com' });
    const stranger = await buildCustomer(ctx.database.db, { email: 'stranger.viewings@example.com' });
    const condo = await slot('Bangsar Condo', 1, '10:00', 2);
    const flat = await slot('Cheras Flat', 2, '15:30');
    const kept = await book(tenant, condo.id);
    const theirs = await book(stranger, condo.id);
    const cancelled = await book(tenant, flat.id);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/viewings/${cancelled}/cancel`,
      headers: await as(tenant),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const entries = await exportOf(tenant);
    const bookings = section(entries, 'viewing-bookings.json');
    // Booked one after the other at one test instant: compared by the property's name.
    bookings.sort((a, b) => String(a.propertyName).localeCompare(String(b.propertyName)));
    expect(bookings).toEqual([
      expect.objectContaining({
        id: kept,
        slot_id: condo.id,
        property_id: condo.propertyId,
        propertyName: 'Bangsar Condo',
        date: day(1),
        time: '10:00',
        startsAt: expect.stringMatching(new RegExp(`^${day(1)}T02:00:00`)),
        endsAt: expect.stringMatching(new RegExp(`^${day(1)}T02:30:00`)),
        status: 'booked',
        cancelled_by: null,
        cancelled_at: null,
        created_at: expect.any(String),
      }),
      expect.objectContaining({
        id: cancelled,
        propertyName: 'Cheras Flat',
        date: day(2),
        time: '15:30',
        status: 'cancelled',
        cancelled_by: 'customer',
        cancelled_at: expect.any(String),
      }),
    ]);
    const everything = Buffer.concat([...entries.values()]).toString('utf8');
    expect(everything).not.toContain(theirs);
    expect(everything).not.toContain(stranger.id);
  });

  it('has the file, empty, for a user who booked nothing', async () => {
    expect(section(await exportOf(await buildCustomer(ctx.database.db)), 'viewing-bookings.json')).toEqual([]);
  });
});

describe('delete my account: viewing bookings', () => {
  it('cancels the bookings not yet over (places freed, off the admin’s day), keeps the rest anonymised, nudges nobody', async () => {
    const tenant = await buildCustomer(ctx.database.db, {
      firstname: 'Farah',
      lastname: 'Iskandar',
      phone: '0198765432',
      email: 'farah.viewings@example.com',
    });
    const stranger = await buildCustomer(ctx.database.db, { firstname: 'Other', lastname: 'Viewer' });
    const past = await slot('Kepong Flat', 1, '10:00');
    const future = await slot('Mont Kiara Suite', 6, '15:00', 2);
    const over = await book(tenant, past.id);
    const ahead = await book(tenant, future.id);
    const strangers = await book(stranger, future.id);
    // Two days on: the Kepong viewing is over (its apply nudge would be due), Mont Kiara is three days ahead.
    clock.advance(2 * DAY_MS);

    await deleteAccount(tenant);
    const deletedAt = clock.now().toISOString();

    const rows = await queryRows<{
      id: string;
      status: string;
      cancelled_by: string | null;
      cancelled_at: string | Date | null;
      nudged_at: string | Date | null;
    }>(
      ctx.database.db,
      sql`select id, status, cancelled_by, cancelled_at, nudged_at from viewing_bookings where user_id = ${tenant.id}`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ahead)).toMatchObject({ status: 'cancelled', cancelled_by: 'customer' });
    expect(new Date(byId.get(ahead)!.cancelled_at!).toISOString()).toBe(deletedAt);
    expect(byId.get(over)).toMatchObject({ status: 'booked', cancelled_by: null });

    // The place is free again; the admin's day shows only the other viewer.
    const [freed] = await queryRows<{ booked: number }>(
      ctx.database.db,
      sql`select booked from viewing_slots where id = ${future.id}`,
    );
    expect(freed?.booked).toBe(1);
    const dayList = await ctx.app.inject({
      method: 'GET',
      url: `/api/viewings/day?date=${future.date}&page=1&limit=100`,
      headers: await as(admin),
    });
    expect(dayList.statusCode).toBe(200);
    const onTheDay = (dayList.json().viewings as Viewing[]).filter((v) => v.slot.id === future.id);
    expect(onTheDay.map((v) => v.id)).toEqual([strangers]);

    // What is kept (the slots' history) holds nothing about the person but "Deleted user #n".
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/viewings?when=past&page=1&limit=100',
      headers: await as(admin),
    });
    expect(history.statusCode).toBe(200);
    const theirs = (history.json().viewings as Viewing[]).filter((v) => v.id === over || v.id === ahead);
    expect(theirs).toHaveLength(2);
    for (const viewing of theirs) {
      expect(viewing.customer.name.trim()).toMatch(/^Deleted user #\d+$/);
      expect(viewing.customer.phone).toBe('000000');
    }
    for (const personal of ['Farah', 'Iskandar', '0198765432', 'farah.viewings@example.com']) {
      expect(history.body).not.toContain(personal);
      expect(dayList.body).not.toContain(personal);
    }

    // The over viewing's apply nudge goes to nobody: no notice, no mail to any address of theirs.
    await runJobOnce(viewingNudgesJob, jobCtx());
    await ctx.outbox.drain();
    const [told] = await queryRows<{ notices: number; mails: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from notifications where user_id = ${tenant.id}) as notices,
                 (select count(*)::int from email_outbox
                   where to_address like '%.invalid' or dedupe_key like ${`viewing-apply:${over}%`}) as mails`,
    );
    expect(told).toEqual({ notices: 0, mails: 0 });
  });
});

describe('mail to an erased account', () => {
  it('a notice to a deleted user is kept in the app, with no e-mail queued and no e-mail delivery', async () => {
    const tenant = await buildCustomer(ctx.database.db, { email: 'ticket.erased@example.com' });
    const { property } = await buildProperty(ctx.database.db, { name: 'Ampang Loft' });
    const [ticket] = await ctx.database.db
      .insert(complaints)
      .values({ userId: tenant.id, propertyId: property.id, title: 'Leaking tap', description: 'The tap drips.' })
      .returning({ id: complaints.id });
    const erased = await deleteAccount(tenant);

    // The admin takes the (kept) ticket up: the complaints module tells its reporter as it tells anyone.
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${ticket!.id}`,
      headers: await as(admin),
      payload: { status: 'In Handling' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const deliveries = await queryRows<{ kind: string; channel: string; status: string }>(
      ctx.database.db,
      sql`select n.kind, d.channel, d.status from notifications n
            join notification_deliveries d on d.notification_id = n.id
           where n.user_id = ${tenant.id}`,
    );
    expect(deliveries).toEqual([{ kind: 'complaintStatus', channel: 'inApp', status: 'sent' }]);
    expect(await outboxTo(erased.email)).toBe(0);
    expect(ctx.mailer.sent.filter((mail) => mail.to.endsWith('.invalid'))).toEqual([]);
  });

  it('enqueueEmail queues nothing for an address on the .invalid TLD, and still queues every other', async () => {
    const mail = (to: string) => ({
      kind: 'viewing' as const,
      dedupeKey: `invalid-tld:${to}`,
      to,
      subject: 'S',
      html: '<p>H</p>',
      text: 'H',
    });
    const undeliverable = ['deleted-user-9@deleted.invalid', 'Deleted-User-9@Deleted.INVALID.', 'someone@invalid'];
    const deliverable = 'someone@invalid.example.com';
    await ctx.database.db.transaction(async (tx) => {
      for (const to of undeliverable) expect(await enqueueEmail(tx, mail(to))).toBe(false);
      expect(await enqueueEmail(tx, mail(deliverable))).toBe(true);
    });
    for (const to of undeliverable) expect(await outboxTo(to)).toBe(0);
    expect(await outboxTo(deliverable)).toBe(1);
  });
});
