/**
 * The fuzzer's targets for finding a home (issue 28 §2, §5, §6): saved searches (the filters are the listing's own
 * query, so hostile values of every listing key reach its parser), their unsubscribe link (no login: hostile tokens
 * and bodies), and the query strings of the listing's filters, the customer's saved searches, the admins' report
 * queue and a customer's own report. `fuzzSavedSearch` gives the owner one real search (and its link) to aim at.
 */
import { randomUUID } from 'node:crypto';
import { LISTING_FILTER_KEYS, SAVED_SEARCH_KEYS } from '@sewamudah/shared';
import fc from 'fast-check';
import { savedSearches } from '../db/schema/index.js';
import { unsubscribeToken } from '../modules/saved-searches/unsubscribe-token.js';
import { jsonPayload, nastyValue, pathId } from './fuzz-arbitraries.js';
import { fixed, json, properties, query, withId, type FuzzTarget } from './fuzz-targets.js';
import type { World } from './world.js';

/** The owner's saved search the targets aim at (made by fuzzSavedSearch before the run), and its link's key. */
const SEARCH_ID = randomUUID();
const SEARCH_KEY = 'f'.repeat(43);
const realToken = unsubscribeToken(SEARCH_ID, SEARCH_KEY);

export async function fuzzSavedSearch(w: World): Promise<void> {
  await w.ctx.database.db.insert(savedSearches).values({
    id: SEARCH_ID,
    userId: w.owner.user.id,
    name: 'Fuzz search',
    filters: { bedrooms: '2', q: 'Bangsar' },
    frequency: 'daily',
    unsubscribeKey: SEARCH_KEY,
  });
}

const searches = () => [SEARCH_ID];
/** A listing filter value: a plausible one of each kind, or anything hostile. */
const filterValue = fc.oneof(
  fc.constantFrom('2', '0', '21', '-1', '1.5', 'aircon,wifi', 'aircon,,x', 'KJ10', 'KG18A', 'ZZ99', 'KJ', '10', '7'),
  fc.constantFrom('true', 'false', 'female', 'Room Rental', 'price_asc', '2026-12-31', '2026-02-30', '9'.repeat(30)),
  nastyValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
);
const filters = fc.dictionary(fc.constantFrom(...SAVED_SEARCH_KEYS, 'page', '__proto__', 'constructor'), filterValue, {
  maxKeys: 6,
});
/**
 * The unsubscribe token: the real one, forged ones (the right id with another key) and anything hostile (lone
 * surrogates too: URLSearchParams sends them as U+FFFD, as a browser would).
 */
const token = fc.oneof(
  fc.constant(realToken),
  fc.constant(unsubscribeToken(SEARCH_ID, 'A'.repeat(43))),
  fc.uuid().map((id) => unsubscribeToken(id, SEARCH_KEY)),
  fc.string({ maxLength: 300 }),
  nastyValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
);

export const SEARCH_FUZZ_TARGETS: FuzzTarget[] = [
  {
    name: 'POST /api/saved-searches',
    caller: 'owner',
    request: () =>
      fc.oneof(
        fc
          .record({ name: fc.string({ maxLength: 70 }), frequency: fc.constantFrom('instant', 'daily', 'x'), filters })
          .map((body) => ({
            method: 'POST' as const,
            url: '/api/saved-searches',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          })),
        jsonPayload({ name: 'Fuzz', frequency: 'instant', filters: { bedrooms: '2' } }).map((body) => ({
          method: 'POST' as const,
          url: '/api/saved-searches',
          ...body,
        })),
      ),
  },
  json('PATCH', withId('/api/saved-searches', searches), 'owner', () => ({
    name: 'Renamed',
    frequency: 'instant',
    alerts: false,
  }))('/api/saved-searches/:id'),
  {
    // The one click (no login): any token, an RFC 8058 form body, JSON or garbage.
    name: 'POST /api/saved-searches/unsubscribe',
    caller: 'visitor',
    light: true,
    request: () =>
      fc
        .tuple(
          token,
          fc.oneof(
            fc.constant({
              payload: 'List-Unsubscribe=One-Click',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }),
            fc.string({ maxLength: 2000 }).map((payload) => ({
              payload,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            })),
            jsonPayload({}),
          ),
        )
        .map(([t, body]) => ({
          method: 'POST' as const,
          url: `/api/saved-searches/unsubscribe?${new URLSearchParams({ token: t }).toString()}`,
          ...body,
        })),
  },
  // After the others: the real search is gone once this picks it.
  {
    ...json('DELETE', withId('/api/saved-searches', searches), 'owner', () => ({}))('/api/saved-searches/:id'),
    light: true,
  },
  // Query strings (and path ids) of the reads
  {
    name: 'GET /api/saved-searches/unsubscribe (query)',
    caller: 'visitor',
    light: true,
    request: () =>
      token.map((t) => ({
        method: 'GET' as const,
        url: `/api/saved-searches/unsubscribe?${new URLSearchParams({ token: t }).toString()}`,
      })),
  },
  {
    name: 'GET /api/properties (the listing filters, query)',
    caller: 'visitor',
    request: () =>
      fc
        .array(fc.tuple(fc.constantFrom(...LISTING_FILTER_KEYS, 'available', 'page', 'limit', 'lang'), filterValue), {
          maxLength: 6,
        })
        .map((pairs) => ({ method: 'GET' as const, url: `/api/properties?${new URLSearchParams(pairs).toString()}` })),
  },
  { ...query(fixed('/api/saved-searches'), ['page', 'limit', 'sort'], 'owner')('/api/saved-searches'), light: true },
  {
    ...query(fixed('/api/listing-reports'), ['page', 'limit', 'status', 'sort', 'q'], 'admin')('/api/listing-reports'),
    light: true,
  },
  {
    name: 'GET /api/properties/:id/report',
    caller: 'owner',
    light: true,
    request: (w) =>
      pathId(properties(w)).map((id) => ({ method: 'GET' as const, url: `/api/properties/${id}/report` })),
  },
];
