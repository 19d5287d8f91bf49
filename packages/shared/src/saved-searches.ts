/**
 * Saved searches and alerts (issue 28 §5, ADR 43): a signed-in customer keeps the listing's filters under a name and
 * is alerted, at once or in a daily digest, when a new listing, a price drop or a room that becomes free matches.
 * The filters are the public listing's URL query (`LISTING_FILTER_KEYS` + `available`), checked by the server with
 * GET /api/properties's own schema.
 */
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.js';
import { LISTING_FILTER_KEYS } from './listing-constants.js';

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_NAME_MAX = 60;
/** A customer keeps at most this many saved searches. */
export const SAVED_SEARCHES_PER_USER = 20;
/** The query keys a saved search keeps: the listing's filters and sort, and "available only". */
export const SAVED_SEARCH_KEYS = [...LISTING_FILTER_KEYS, 'available'] as const;
export type SavedSearchKey = (typeof SAVED_SEARCH_KEYS)[number];
/** Why a listing was sent (the first change that matched). */
export const SEARCH_MATCH_KINDS = ['new', 'price_drop', 'room_freed'] as const;
export type SearchMatchKind = (typeof SEARCH_MATCH_KINDS)[number];

/** The English texts of the saved searches' rules (BM in the catalogue's `savedSearchServer`). */
export const savedSearchMessages = {
  nameRequired: 'Give the search a name',
  nameTooLong: `A search name is at most ${SAVED_SEARCH_NAME_MAX} characters`,
  frequencyInvalid: 'Choose instant alerts or a daily digest',
  filterUnknown: 'The search has a filter the listing does not know',
  tooMany: `You can keep at most ${SAVED_SEARCHES_PER_USER} saved searches. Delete one first.`,
  notFound: 'Saved search not found',
  nothingToChange: 'Nothing to change',
  saved: 'Search saved. We will tell you when a matching home appears.',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  linkInvalid: 'This unsubscribe link is not valid. Open your saved searches to change alerts.',
  unsubscribed: 'Alerts for this search are off. You will not get more e-mails about it.',
} as const;

const m = savedSearchMessages;
const name = z
  .string({ message: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, m.nameTooLong);
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { message: m.frequencyInvalid });
/** The listing's query as the URL has it (`{ bedrooms: '2', amenities: 'aircon,wifi' }`); values checked by the server. */
const filters = z
  .record(z.string(), z.string().max(200, m.filterUnknown), { message: m.filterUnknown })
  .refine((value) => Object.keys(value).every((key) => (SAVED_SEARCH_KEYS as readonly string[]).includes(key)), {
    message: m.filterUnknown,
  });

/** POST /api/saved-searches. */
export const createSavedSearchBodySchema = z.object({ name, frequency, filters });
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBodySchema>;

/** PATCH /api/saved-searches/:id: rename, change the frequency, switch alerts back on (or off). */
export const updateSavedSearchBodySchema = z
  .object({ name, frequency, alerts: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, m.nothingToChange);
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBodySchema>;

export const savedSearchesQuerySchema = paginationQuerySchema;
export const unsubscribeQuerySchema = z.object({ token: z.string().max(200) });

export const savedSearchSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  /** False once unsubscribed (or switched off): no alerts until switched on again. */
  alerts: z.boolean(),
  filters: z.record(z.string(), z.string()),
  /** The listing's query string of the search (`?bedrooms=2`, or empty): open it at `/listing${query}`. */
  query: z.string(),
  lastAlertAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ message: z.string(), savedSearch: savedSearchSchema });
export const savedSearchesResponseSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export const savedSearchIdParamsSchema = z.object({ id: idSchema });
/** GET /api/saved-searches/unsubscribe: what the landing page names before the one click. */
export const unsubscribePreviewSchema = z.object({ name: z.string(), alerts: z.boolean() });
