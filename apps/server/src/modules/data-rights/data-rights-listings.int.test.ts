/**
 * Data rights (ADR 42) over issue 28's records: "download my data" holds the caller's saved searches (name, filters,
 * frequency, created, matches sent) with their alerts, and their listing reports (listing, reason, note, status,
 * dates) without the admins' internal note or who decided; "delete my account" deletes the saved searches (and their
 * matches and unsubscribe links) and keeps the listing reports under "Deleted user #n", whose outcome is told to
 * nobody.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  authHeader,
  buildAdmin,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { unsubscribeToken } from '../saved-searches/unsubscribe-token.js';
import { section, unzip } from './test-support.js';

const clock = new TestClock(new Date('2026-12-03T04:00:00Z'));
const ADMIN_NOTE = 'Internal: the owner was warned twice before';
let ctx: TestContext;
let admin: UserRow;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Nadia', lastname: 'Admin' });
});
afterAll(async () => {
  await ctx?.close();
});

const as = async (user: UserRow) => authHeader(ctx.app, user);

async function saveSearch(user: UserRow, payload: Record<string, unknown>): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/saved-searches', headers: await as(user), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().savedSearch.id as string;
}

async function reportListing(user: UserRow, propertyId: string, payload: Record<string, unknown>): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/report`,
    headers: await as(user),
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().report.id as string;
}

async function decide(reportId: string, action: 'resolve' | 'dismiss', note: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/listing-reports/${reportId}/${action}`,
    headers: await as(admin),
    payload: { note },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A listing matched by the search, its alert sent or not (what the matching and alert jobs write). */
async function match(searchId: string, propertyId: string, sentAt: Date | null) {
  await ctx.database.db.execute(
    sql`insert into saved_search_matches (saved_search_id, property_id, kind, change_id, matched_at, sent_at)
        values (${searchId}, ${propertyId}, 'new', 1, ${clock.now()}, ${sentAt})`,
  );
}

async function exportOf(user: UserRow) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/me/export', headers: await as(user) });
  expect(res.statusCode).toBe(200);
  return unzip(res.rawPayload);
}

describe('download my data: saved searches and listing reports', () => {
  it('holds the caller’s searches with their alerts and reports without the admins’ note, nothing of another user', async () => {
    const tenant = await buildCustomer(ctx.database.db, { firstname: 'Priya', email: 'priya.export@example.com' });
    const stranger = await buildCustomer(ctx.database.db, { email: 'stranger.searches@example.com' });
    const { property: condo } = await buildProperty(ctx.database.db, { name: 'Bangsar Condo' });
    const { property: flat } = await buildProperty(ctx.database.db, { name: 'Cheras Flat' });

    const bangsar = await saveSearch(tenant, {
      name: '3 bedrooms in Bangsar',
      frequency: 'instant',
      filters: { q: 'Bangsar', bedrooms: '3' },
    });
    clock.advance(60_000);
    const cheras = await saveSearch(tenant, {
      name: 'Rooms in Cheras',
      frequency: 'daily',
      filters: { type: 'Room Rental', q: 'Cheras', maxPrice: '900' },
    });
    await match(bangsar, condo.id, clock.now());
    await match(cheras, flat.id, null);
    const theirs = await saveSearch(stranger, { name: 'Stranger’s search', frequency: 'daily', filters: {} });
    await match(theirs, condo.id, clock.now());

    const wrongPrice = await reportListing(tenant, condo.id, { reason: 'wrong_price', note: 'Asked RM200 more' });
    await reportListing(tenant, flat.id, { reason: 'already_rented' });
    await decide(wrongPrice, 'resolve', ADMIN_NOTE);
    await reportListing(stranger, flat.id, { reason: 'scam_suspected', note: 'Stranger’s note' });

    const entries = await exportOf(tenant);

    // Rows come in creation order, then by id: made at the same (test) instant, they are compared by name.
    const byName = (key: string) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a[key]).localeCompare(String(b[key]));
    const searches = section(entries, 'saved-searches.json');
    expect([...searches].sort(byName('name'))).toEqual([
      expect.objectContaining({
        id: bangsar,
        name: '3 bedrooms in Bangsar',
        filters: { q: 'Bangsar', bedrooms: '3' },
        frequency: 'instant',
        alerts_off_at: null,
        created_at: expect.any(String),
        matchesSent: 1,
      }),
      expect.objectContaining({
        id: cheras,
        name: 'Rooms in Cheras',
        filters: { type: 'Room Rental', q: 'Cheras', maxPrice: '900' },
        frequency: 'daily',
        matchesSent: 0,
      }),
    ]);
    for (const search of searches) {
      expect(search).not.toHaveProperty('unsubscribe_key');
      expect(search).not.toHaveProperty('since_change_id');
    }
    const alerts = section(entries, 'saved-search-alerts.json');
    expect(alerts).toHaveLength(2);
    expect(alerts).toContainEqual(
      expect.objectContaining({
        saved_search_id: bangsar,
        savedSearchName: '3 bedrooms in Bangsar',
        property_id: condo.id,
        propertyName: 'Bangsar Condo',
        kind: 'new',
        sent_at: expect.any(String),
      }),
    );
    expect(alerts).toContainEqual(
      expect.objectContaining({ saved_search_id: cheras, propertyName: 'Cheras Flat', sent_at: null }),
    );

    const reports = section(entries, 'listing-reports.json');
    expect([...reports].sort(byName('propertyName'))).toEqual([
      expect.objectContaining({
        id: wrongPrice,
        property_id: condo.id,
        propertyName: 'Bangsar Condo',
        reason: 'wrong_price',
        note: 'Asked RM200 more',
        status: 'resolved',
        created_at: expect.any(String),
        decided_at: expect.any(String),
      }),
      expect.objectContaining({
        property_id: flat.id,
        propertyName: 'Cheras Flat',
        reason: 'already_rented',
        note: null,
        status: 'open',
        decided_at: null,
      }),
    ]);
    for (const row of reports) {
      expect(row).not.toHaveProperty('admin_note');
      expect(row).not.toHaveProperty('decided_by');
    }

    // Nowhere in the archive: the admins' note and who decided, the unsubscribe keys, anything of the other customer.
    const everything = Buffer.concat([...entries.values()]).toString('utf8');
    expect(everything).not.toContain(ADMIN_NOTE);
    expect(everything).not.toContain(admin.id);
    const keys = await queryRows<{ unsubscribe_key: string }>(
      ctx.database.db,
      sql`select unsubscribe_key from saved_searches`,
    );
    for (const { unsubscribe_key } of keys) expect(everything).not.toContain(unsubscribe_key);
    expect(everything).not.toContain(stranger.id);
    expect(everything).not.toContain('Stranger’s');
  });

  it('has the three files, empty, for a user who has neither', async () => {
    const entries = await exportOf(await buildCustomer(ctx.database.db));
    for (const name of ['saved-searches.json', 'saved-search-alerts.json', 'listing-reports.json']) {
      expect(section(entries, name)).toEqual([]);
    }
  });
});

describe('delete my account: saved searches and listing reports', () => {
  it('deletes the searches, their matches and links; keeps the reports under "Deleted user #n", telling nobody', async () => {
    const tenant = await buildCustomer(ctx.database.db, { firstname: 'Farah', email: 'farah.erase@example.com' });
    const { property: condo } = await buildProperty(ctx.database.db, { name: 'Mont Kiara Suite' });
    const { property: flat } = await buildProperty(ctx.database.db, { name: 'Kepong Flat' });
    const search = await saveSearch(tenant, { name: 'Near KLCC', frequency: 'instant', filters: { station: 'KJ10' } });
    await match(search, condo.id, clock.now());
    const [stored] = await queryRows<{ unsubscribe_key: string }>(
      ctx.database.db,
      sql`select unsubscribe_key from saved_searches where id = ${search}`,
    );
    const unsubscribeUrl = `/api/saved-searches/unsubscribe?token=${encodeURIComponent(
      unsubscribeToken(search, stored!.unsubscribe_key),
    )}`;
    expect((await ctx.app.inject({ method: 'GET', url: unsubscribeUrl })).statusCode).toBe(200);
    const decided = await reportListing(tenant, condo.id, { reason: 'wrong_photos', note: 'Photos of another unit' });
    await decide(decided, 'dismiss', 'Photos checked on site');
    const open = await reportListing(tenant, flat.id, { reason: 'scam_suspected', note: 'Asked for a deposit by TnG' });

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: await as(tenant),
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [counts] = await queryRows<{ searches: number; matches: number; reports: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from saved_searches where user_id = ${tenant.id}) as searches,
                 (select count(*)::int from saved_search_matches where saved_search_id = ${search}) as matches,
                 (select count(*)::int from listing_reports where user_id = ${tenant.id}) as reports`,
    );
    expect(counts).toEqual({ searches: 0, matches: 0, reports: 2 });
    expect((await ctx.app.inject({ method: 'GET', url: unsubscribeUrl })).statusCode).toBe(404);

    // The admins' queue keeps both reports (the listing's moderation record), under the anonymised name.
    const [user] = await queryRows<{ firstname: string; email: string }>(
      ctx.database.db,
      sql`select firstname, email from users where id = ${tenant.id}`,
    );
    expect(user?.firstname).toMatch(/^Deleted user #\d+$/);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/listing-reports?page=1&limit=100',
      headers: await as(admin),
    });
    const kept = (
      queue.json().reports as { id: string; status: string; note: string; reporter: { name: string; email: string } }[]
    ).filter((row) => row.id === decided || row.id === open);
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row.reporter.name.trim()).toBe(user!.firstname);
      expect(row.reporter.email).toBe(user!.email);
    }
    expect(JSON.stringify(queue.json())).not.toContain('farah.erase@example.com');

    // The open report can still be decided; its outcome goes to nobody (no notice, no mail to any address).
    await decide(open, 'resolve', 'Listing taken down');
    const [told] = await queryRows<{ notices: number; mails: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from notifications where user_id = ${tenant.id}) as notices,
                 (select count(*)::int from email_outbox
                   where to_address = ${user!.email} or dedupe_key like ${`listing-report:${open}:decided%`}) as mails`,
    );
    expect(told).toEqual({ notices: 0, mails: 0 });
  });
});
