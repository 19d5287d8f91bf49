/**
 * Saved search alerts (issue 28 §5, ADR 43): a new matching listing → exactly one e-mail and one notice, even when
 * the job runs twice or concurrently; a price drop and a freed room match; a listing that does not match, or older
 * than the search, alerts nobody; the daily digest groups the day's matches into one e-mail per search and day; the
 * e-mail's unsubscribe link stops the alerts; the owner's language (BM).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { contracts, notifications, properties, rooms } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import type { MailMessage } from '../../lib/mailer/mailer.js';
import { authHeader, buildContract, buildCustomer, buildProperty, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { savedSearchDigestJob, savedSearchMatchJob } from './saved-searches.jobs.js';

// Monday 7 January 2030, 09:00 in Malaysia.
const clock = new TestClock(new Date('2030-01-07T01:00:00Z'));
let ctx: TestContext;
let customer: UserRow;

const jobCtx = () => ({ ...ctx.app.deps, log: ctx.app.log, publicUrl: ctx.config.publicUrl });
async function runMatch() {
  await runJobOnce(savedSearchMatchJob, jobCtx());
  await ctx.outbox.drain();
}
async function runDigest() {
  await runJobOnce(savedSearchDigestJob, jobCtx());
  await ctx.outbox.drain();
}
const mailsAbout = (name: string, to = customer.email): MailMessage[] =>
  ctx.mailer.sent.filter((mail) => mail.to === to && mail.subject.includes(`“${name}”`));

async function saveSearch(
  name: string,
  filters: Record<string, string>,
  frequency = 'instant',
  user = customer,
): Promise<string> {
  // A fresh token: the tests move the clock by days.
  const headers = await authHeader(ctx.app, user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers,
    payload: { name, frequency, filters },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().savedSearch.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  customer = await buildCustomer(ctx.database.db, { firstname: 'Aina' });
  await runMatch();
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.mailer.sent.length = 0;
});

describe('instant alerts', () => {
  it('sends a new matching listing exactly once, however often or concurrently the job runs', async () => {
    const searchId = await saveSearch('Zircon units', { q: 'Zircon', maxPrice: '2000' });
    const { property } = await buildProperty(ctx.database.db, { name: 'Zircon Heights', priceRm: 1800 });
    await Promise.all([runMatch(), runMatch()]);
    await runMatch();

    const mails = mailsAbout('Zircon units');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A new match for “Zircon units”');
    expect(mails[0]!.text).toContain('Hi Aina');
    expect(mails[0]!.text).toContain('Zircon Heights, Jalan Test 1, 50000 Kuala Lumpur: RM1,800 a month. New listing.');
    expect(mails[0]!.text).toContain(`${ctx.config.publicUrl}/listing/${property.id}`);
    expect(mails[0]!.text).toContain(`See the homes: ${ctx.config.publicUrl}/listing?q=Zircon&maxPrice=2000`);
    expect(mails[0]!.html).toContain('/saved-searches/unsubscribe?token=');
    const notices = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(notices.filter((n) => n.kind === 'searchAlert')).toHaveLength(1);
    expect(notices.find((n) => n.kind === 'searchAlert')).toMatchObject({ category: 'searches' });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/saved-searches?page=1&limit=20',
      headers: await authHeader(ctx.app, customer),
    });
    const search = listed.json().savedSearches.find((s: { id: string }) => s.id === searchId);
    expect(search.lastAlertAt).toBe(clock.now().toISOString());
  });

  it('alerts nobody about a listing that does not match, or that was there before the search', async () => {
    await buildProperty(ctx.database.db, { name: 'Garnet Court', priceRm: 1500 });
    await saveSearch('Garnet cheap', { q: 'Garnet', maxPrice: '1000' });
    await buildProperty(ctx.database.db, { name: 'Garnet Villa', priceRm: 2500 });
    await buildProperty(ctx.database.db, { name: 'Opal Villa', priceRm: 900 });
    await runMatch();
    expect(mailsAbout('Garnet cheap')).toEqual([]);
  });

  it('alerts on a price drop into the search', async () => {
    const { property } = await buildProperty(ctx.database.db, { name: 'Beryl Residence', priceRm: 2600 });
    await saveSearch('Beryl under 2500', { q: 'Beryl', maxPrice: '2500' });
    await runMatch();
    expect(mailsAbout('Beryl under 2500')).toEqual([]);

    await ctx.database.db.update(properties).set({ priceSen: 240_000 }).where(eq(properties.id, property.id));
    await runMatch();
    const mails = mailsAbout('Beryl under 2500');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'Beryl Residence, Jalan Test 1, 50000 Kuala Lumpur: RM2,400 a month. The price dropped.',
    );
    // A rise is no news, and the listing was sent once for this search.
    await ctx.database.db.update(properties).set({ priceSen: 230_000 }).where(eq(properties.id, property.id));
    await runMatch();
    expect(mailsAbout('Beryl under 2500')).toHaveLength(1);
  });

  it('alerts when a room becomes free (its contract ended) in a full house', async () => {
    const db = ctx.database.db;
    const {
      property,
      rooms: [room],
    } = await buildProperty(db, { type: 'Room Rental', rooms: 1, name: 'Topaz House' });
    const tenant = await buildCustomer(db);
    const { contract } = await buildContract(db, { user: tenant, property, room: room!, status: 'Active' });
    await saveSearch('Topaz rooms', { q: 'Topaz', type: 'Room Rental' });
    await runMatch();
    expect(mailsAbout('Topaz rooms')).toEqual([]);

    await db.update(contracts).set({ status: 'Ended' }).where(eq(contracts.id, contract.id));
    await runMatch();
    const mails = mailsAbout('Topaz rooms');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'Topaz House, Jalan Test 1, 50000 Kuala Lumpur: from RM500 a month. A room is free now.',
    );
  });

  it('alerts on a room price drop, in the owner’s language', async () => {
    const db = ctx.database.db;
    const malay = await buildCustomer(db, { language: 'ms', firstname: 'Siti' });
    const { rooms: houseRooms } = await buildProperty(db, { type: 'Room Rental', rooms: 2, name: 'Jade House' });
    await saveSearch('Jade murah', { q: 'Jade', maxPrice: '450' }, 'instant', malay);
    await db.update(rooms).set({ priceSen: 40_000 }).where(eq(rooms.id, houseRooms[1]!.id));
    await runMatch();
    const [mail, more] = mailsAbout('Jade murah', malay.email);
    expect(more).toBeUndefined();
    expect(mail!.subject).toBe('1 padanan baharu untuk “Jade murah”');
    expect(mail!.text).toContain('Harga telah turun.');
    expect(mail!.text).toContain('Hentikan amaran untuk carian ini');
  });
});

describe('daily digests', () => {
  it('groups the matches into one e-mail per search and day, from 08:00 Malaysian time', async () => {
    clock.set('2030-01-07T22:00:00Z'); // 06:00 on Tuesday in Malaysia
    await saveSearch('Quartz daily', { q: 'Quartz' }, 'daily');
    for (const name of ['Quartz One', 'Quartz Two', 'Quartz Three']) await buildProperty(ctx.database.db, { name });
    await runMatch();
    await runDigest();
    expect(mailsAbout('Quartz daily')).toEqual([]);

    clock.set('2030-01-08T00:30:00Z'); // 08:30
    await runDigest();
    await runDigest();
    const [digest, second] = mailsAbout('Quartz daily');
    expect(second).toBeUndefined();
    expect(digest!.subject).toBe('Today’s matches for “Quartz daily”');
    expect(digest!.text).toContain('3 homes matched your saved search “Quartz daily”');
    for (const name of ['Quartz One', 'Quartz Two', 'Quartz Three']) expect(digest!.text).toContain(name);

    // A match later that day waits for the next day's digest.
    await buildProperty(ctx.database.db, { name: 'Quartz Four' });
    await runMatch();
    await runDigest();
    expect(mailsAbout('Quartz daily')).toHaveLength(1);
    clock.set('2030-01-09T01:00:00Z');
    await runDigest();
    const next = mailsAbout('Quartz daily');
    expect(next).toHaveLength(2);
    expect(next[1]!.text).toContain('1 home matched');
    expect(next[1]!.text).toContain('Quartz Four');
  });
});

describe('unsubscribing', () => {
  it('the e-mail’s link stops the search’s alerts', async () => {
    await saveSearch('Amber flats', { q: 'Amber' });
    await buildProperty(ctx.database.db, { name: 'Amber Court' });
    await runMatch();
    const [mail] = mailsAbout('Amber flats');
    const link = /Stop alerts for this search: (\S+)/.exec(mail!.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);

    await buildProperty(ctx.database.db, { name: 'Amber Tower' });
    await runMatch();
    expect(mailsAbout('Amber flats')).toHaveLength(1);
    const [left] = await queryRows<{ pending: number }>(
      ctx.database.db,
      sql`select count(*)::int as pending from listing_changes where matched_at is null`,
    );
    expect(left!.pending).toBe(0);
  });
});
