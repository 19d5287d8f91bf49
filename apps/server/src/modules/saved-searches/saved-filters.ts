/**
 * A saved search's filters are GET /api/properties's query (issue 28 §5): checked with the listing's own schema
 * (`listingQuerySchema`) and parser (`filtersOfQuery`), and matched with its own SQL conditions, so a saved search
 * finds exactly what the listing shows for the same URL.
 */
import { listingQuerySchema, SAVED_SEARCH_KEYS, savedSearchMessages } from '@sewamudah/shared';
import type { SQL } from 'drizzle-orm';
import { badRequest } from '../../lib/errors.js';
import { filterConditions, filtersOfQuery, type PropertyFilters } from '../properties/listing-search.js';
import { availabilityConditions } from '../properties/properties.repository.js';

/** The given filters without empty values, in the keys' order (what is stored and compared). */
export function canonicalFilters(filters: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of SAVED_SEARCH_KEYS) {
    const value = filters[key]?.trim();
    if (value) kept[key] = value;
  }
  return kept;
}

/** The listing's filters of a saved query; a bad value → 400 with the listing's own message (`filters.<key>`). */
export function parseSavedFilters(filters: Record<string, string>): PropertyFilters {
  const unknown = Object.keys(filters).find((key) => !(SAVED_SEARCH_KEYS as readonly string[]).includes(key));
  if (unknown) throw badRequest(savedSearchMessages.filterUnknown, { filters: savedSearchMessages.filterUnknown });
  const parsed = listingQuerySchema.safeParse(filters);
  if (!parsed.success) {
    const errorFields: Record<string, string> = {};
    for (const issue of parsed.error.issues) errorFields[`filters.${issue.path.join('.')}`] ??= issue.message;
    throw badRequest(parsed.error.issues[0]?.message ?? savedSearchMessages.filterUnknown, errorFields);
  }
  return filtersOfQuery(parsed.data);
}

/** `?bedrooms=2&…` (or empty): the listing page of the search. */
export function queryStringOf(filters: Record<string, string>): string {
  const text = new URLSearchParams(canonicalFilters(filters)).toString();
  return text ? `?${text}` : '';
}

/**
 * The SQL conditions on `properties` of a stored search, or null when its filters no longer parse (e.g. a station
 * left the dataset): such a search matches nothing rather than failing the job. Alerts are about homes one can rent,
 * so a match must also be available.
 */
export function matchConditions(filters: Record<string, string>): SQL[] | null {
  let parsed: PropertyFilters;
  try {
    parsed = parseSavedFilters(filters);
  } catch {
    return null;
  }
  return [...filterConditions(parsed), ...availabilityConditions({ ...parsed, available: true })];
}
