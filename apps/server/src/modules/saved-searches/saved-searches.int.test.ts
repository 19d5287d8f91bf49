/**
 * Saved searches (issue 28 §5): save with the listing's own validation (bad values, unknown keys and stations → 400
 * with the listing's message, BM and EN), the bound of 20, the paged own list, rename / frequency / alerts, delete,
 * ownership (another customer: 404; admins and visitors refused), and the unsubscribe link (preview, one click,
 * RFC 8058 form body, forged tokens).
 */
import { SAVED_SEARCHES_PER_USER, type SavedSearch } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/index.js';
import { authHeader, buildAdmin, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { unsubscribeToken } from './unsubscribe-token.js';

let ctx: TestContext;
let customer: UserRow;
let auth: { authorization: string };
let otherAuth: { authorization: string };
let adminAuth: { authorization: string };

const save = (payload: Record<string, unknown>, headers = auth) =>
  ctx.app.inject({ method: 'POST', url: '/api/saved-searches', headers, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  customer = await buildCustomer(db);
  auth = await authHeader(ctx.app, customer);
  otherAuth = await authHeader(ctx.app, await buildCustomer(db));
  adminAuth = await authHeader(ctx.app, await buildAdmin(db));
});
afterAll(() => ctx.close());

describe('saving a search', () => {
  it('keeps the listing query, canonical, and answers how to open it', async () => {
    const res = await save({
      name: '  2 bedrooms near KLCC ',
      frequency: 'instant',
      filters: { bedrooms: '2', q: 'Bangsar', station: 'KJ10', walk: '10', amenities: 'aircon,wifi', pets: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved: SavedSearch = res.json().savedSearch;
    expect(res.json().message).toBe('Search saved. We will tell you when a matching home appears.');
    expect(saved).toMatchObject({
      name: '2 bedrooms near KLCC',
      frequency: 'instant',
      alerts: true,
      lastAlertAt: null,
    });
    expect(saved.filters).toEqual({
      q: 'Bangsar',
      bedrooms: '2',
      amenities: 'aircon,wifi',
      station: 'KJ10',
      walk: '10',
    });
    expect(saved.query).toBe('?q=Bangsar&bedrooms=2&amenities=aircon%2Cwifi&station=KJ10&walk=10');
  });

  it('refuses what GET /api/properties refuses, with its message (BM too)', async () => {
    const bad = await save({ name: 'x', frequency: 'daily', filters: { bedrooms: 'many' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Bedrooms must be a whole number from 0 to 20');
    expect(bad.json().errorFields).toEqual({ 'filters.bedrooms': 'Bedrooms must be a whole number from 0 to 20' });

    const station = await save({ name: 'x', frequency: 'daily', filters: { station: 'ZZ99' } });
    expect(station.statusCode).toBe(400);
    expect(station.json().message).toBe('Unknown station code');

    const walk = await save({ name: 'x', frequency: 'daily', filters: { walk: '10' } });
    expect(walk.json().message).toBe('Choose a station or a line for the walk');

    const unknown = await save({ name: 'x', frequency: 'daily', filters: { page: '2' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The search has a filter the listing does not know');

    const malay = await authHeader(ctx.app, await buildCustomer(ctx.database.db, { language: 'ms' }));
    const ms = await save({ name: 'x', frequency: 'daily', filters: { page: '2' } }, malay);
    expect(ms.json().message).toBe('Carian ini mempunyai penapis yang tidak dikenali oleh Senarai Hartanah');
  });

  it('refuses a missing or long name and an unknown frequency', async () => {
    const long = await save({ name: 'n'.repeat(61), frequency: 'daily', filters: {} });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorFields.name).toBe('A search name is at most 60 characters');
    const blank = await save({ name: '   ', frequency: 'daily', filters: {} });
    expect(blank.json().errorFields.name).toBe('Give the search a name');
    const weekly = await save({ name: 'x', frequency: 'weekly', filters: {} });
    expect(weekly.json().errorFields.frequency).toBe('Choose instant alerts or a daily digest');
  });

  it('keeps at most 20 per customer, even when asked at once', async () => {
    const someone = await buildCustomer(ctx.database.db);
    const headers = await authHeader(ctx.app, someone);
    const results = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_PER_USER + 3 }, (_, i) =>
        save({ name: `Search ${i}`, frequency: 'daily', filters: {} }, headers),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_SEARCHES_PER_USER);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe('You can keep at most 20 saved searches. Delete one first.');
    const rows = await ctx.database.db.select().from(savedSearches).where(eq(savedSearches.userId, someone.id));
    expect(rows).toHaveLength(SAVED_SEARCHES_PER_USER);
  });

  it('is for signed-in customers only', async () => {
    const payload = { name: 'x', frequency: 'daily', filters: {} };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/saved-searches', payload })).statusCode).toBe(401);
    expect((await save(payload, adminAuth)).statusCode).toBe(403);
  });
});

describe('the own list and changes', () => {
  it('lists only the caller’s searches, newest first, paged', async () => {
    const someone = await buildCustomer(ctx.database.db);
    const headers = await authHeader(ctx.app, someone);
    for (const name of ['First', 'Second', 'Third']) {
      ctx.clock.advance(60_000);
      await save({ name, frequency: 'daily', filters: {} }, headers);
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/api/saved-searches?page=1&limit=2', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().savedSearches.map((s: SavedSearch) => s.name)).toEqual(['Third', 'Second']);
    const others = await ctx.app.inject({
      method: 'GET',
      url: '/api/saved-searches?page=1&limit=20',
      headers: otherAuth,
    });
    expect(others.json().savedSearches).toEqual([]);
  });

  it('renames, changes the frequency, switches alerts; another customer gets 404', async () => {
    const id: string = (await save({ name: 'Mont Kiara', frequency: 'instant', filters: { q: 'Kiara' } })).json()
      .savedSearch.id;
    const url = `/api/saved-searches/${id}`;
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { name: 'Kiara rooms', frequency: 'daily', alerts: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().savedSearch).toMatchObject({ name: 'Kiara rooms', frequency: 'daily', alerts: false });
    const on = await ctx.app.inject({ method: 'PATCH', url, headers: auth, payload: { alerts: true } });
    expect(on.json().savedSearch.alerts).toBe(true);
    const empty = await ctx.app.inject({ method: 'PATCH', url, headers: auth, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to change');

    const theirs = await ctx.app.inject({ method: 'PATCH', url, headers: otherAuth, payload: { name: 'Mine' } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Saved search not found');
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: otherAuth })).statusCode).toBe(404);
    const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: auth });
    expect(deleted.json()).toEqual({ message: 'Saved search deleted' });
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(404);
  });
});

describe('the unsubscribe link', () => {
  it('names the search, switches its alerts off without a login, and refuses forged tokens', async () => {
    const id: string = (await save({ name: 'Cheras', frequency: 'instant', filters: { q: 'Cheras' } })).json()
      .savedSearch.id;
    const [row] = await ctx.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    const token = unsubscribeToken(id, row!.unsubscribeKey);
    const url = `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;

    const preview = await ctx.app.inject({ method: 'GET', url });
    expect(preview.json()).toEqual({ name: 'Cheras', alerts: true });
    const [still] = await ctx.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(still!.alertsOffAt).toBeNull();

    const click = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json().message).toBe('Alerts for this search are off. You will not get more e-mails about it.');
    expect((await ctx.app.inject({ method: 'GET', url })).json()).toEqual({ name: 'Cheras', alerts: false });
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/saved-searches?page=1&limit=20', headers: auth });
    expect(listed.json().savedSearches.find((s: SavedSearch) => s.id === id).alerts).toBe(false);

    const forged = unsubscribeToken(id, 'A'.repeat(43));
    for (const bad of [forged, 'nonsense', `${id}.`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This unsubscribe link is not valid. Open your saved searches to change alerts.');
    }
  });
});
