/**
 * The public listing's filters and sorts in SQL (issue 28 §2; ADR 21 "The listing's filters and sorts"). Every
 * condition reads a plain column of `properties` (migration 0040 keeps a room rental's price range, size, price per
 * sq ft, move-in date and room flags on the row) or an index search (trigram keyword, amenities GIN, stations), so
 * the planner has statistics for each and every sort walks an index.
 */
import {
  type Amenity,
  DEFAULT_STATION_WALK,
  type Furnishing,
  type GenderRule,
  type ListingQuery,
  type ListingSort,
  listingFilterMessages,
  type PropertyType,
  rmToSen,
} from '@sewamudah/shared';
import { type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { RAIL_LINES, STATIONS } from '../../lib/stations/stations-data.js';
import { propertyKeyword } from '../../db/schema/keywords.js';
import { ilike, keywordPattern } from '../../lib/lists/paging.js';

export interface PropertyFilters {
  type?: PropertyType | undefined;
  minPriceSen?: number | undefined;
  maxPriceSen?: number | undefined;
  q?: string | undefined;
  available?: boolean | undefined;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
  furnishing?: Furnishing | undefined;
  amenities?: Amenity[] | undefined;
  pets?: boolean | undefined;
  gender?: GenderRule | undefined;
  privateBathroom?: boolean | undefined;
  ownAircon?: boolean | undefined;
  /** YYYY-MM-DD: the listing (a room rental: one of its rooms) can be moved into by then. */
  availableBy?: string | undefined;
  /** Near a station (its code) or a line (its id), within `walkMinutes`. */
  station?: string | undefined;
  line?: string | undefined;
  walkMinutes?: number | undefined;
}

/** Migration 0040's columns (not in Drizzle's schema: written by triggers only). */
export const listing = {
  priceFrom: sql`${properties}.listing_price_from_sen`,
  priceTo: sql`${properties}.listing_price_to_sen`,
  sqft: sql`${properties}.listing_sqft`,
  senPerSqft: sql`${properties}.listing_sen_per_sqft`,
  availableFrom: sql`${properties}.listing_available_from`,
  privateBathroom: sql`${properties}.listing_private_bathroom`,
  ownAircon: sql`${properties}.listing_own_aircon`,
};

const MAX_INT = 2_147_483_647;

/**
 * Filters that pick a set through their own index (the keyword's trigram GIN, the stations table): with one of these
 * and any other filter the page is taken from the matches (`matchesFirst`), never by walking the order's index and
 * testing each row, because the planner cannot know how the two are correlated (issue 28: 'Bangsar' with a minimum
 * price above every Bangsar listing walked all 10,000 rows to find none).
 */
export function hasSetFilter(filters: PropertyFilters): boolean {
  return keywordPattern(filters.q) !== undefined || filters.station !== undefined || filters.line !== undefined;
}

export function filterConditions(filters: PropertyFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(sql`${properties.type} = ${filters.type}`);
  const pattern = keywordPattern(filters.q);
  // Name or address, through the trigram index of migration 0011 (ADR 21).
  if (pattern) conditions.push(ilike(propertyKeyword, pattern));
  conditions.push(...priceConditions(filters));
  if (filters.bedrooms !== undefined) conditions.push(sql`${properties.bedrooms} >= ${filters.bedrooms}`);
  if (filters.bathrooms !== undefined) conditions.push(sql`${properties.bathrooms} >= ${filters.bathrooms}`);
  if (filters.furnishing) conditions.push(sql`${properties.furnishing} = ${filters.furnishing}`);
  if (filters.amenities?.length) {
    // "All of the chosen ones": array containment, served by the GIN index of migration 0039.
    conditions.push(sql`${properties.amenities} @> ${sql.raw(textArray(filters.amenities))}`);
  }
  if (filters.pets) conditions.push(sql`${properties.petsAllowed}`);
  if (filters.gender) conditions.push(sql`${properties.genderRule} = ${filters.gender}`);
  if (filters.privateBathroom) conditions.push(sql`${listing.privateBathroom}`);
  if (filters.ownAircon) conditions.push(sql`${listing.ownAircon}`);
  if (filters.availableBy) conditions.push(sql`${listing.availableFrom} <= ${filters.availableBy}::date`);
  const sameRoom = sameRoomCondition(filters);
  if (sameRoom) conditions.push(sameRoom);
  const near = stationCondition(filters);
  if (near) conditions.push(near);
  return conditions;
}

/** Values of a fixed list only (validated by the route's schema), so they can be written as a literal array. */
function textArray(values: readonly string[]): string {
  if (!values.every((v) => /^[a-z0-9_]+$/.test(v))) throw new Error('unexpected amenity');
  return `ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`;
}

/**
 * A listing's price range is [listing_price_from_sen, listing_price_to_sen] (a unit: its price; a room rental: its
 * cheapest and dearest room). A minimum alone or a maximum alone is then exact. With both, a room rental whose rooms
 * straddle the range (cheapest below it, dearest above) matches only if one room is priced within it: a `limit 1`
 * probe of rooms_property_price_idx, run only for those rows.
 */
function priceConditions(filters: PropertyFilters): SQL[] {
  const { minPriceSen: min, maxPriceSen: max } = filters;
  const conditions: SQL[] = [];
  if (min !== undefined) conditions.push(sql`${listing.priceTo} >= ${min}`);
  if (max !== undefined) conditions.push(sql`${listing.priceFrom} <= ${max}`);
  if (min !== undefined && max !== undefined) {
    conditions.push(
      sql`(${listing.priceFrom} >= ${min} or ${listing.priceTo} <= ${max} or coalesce((select true from rooms r where r.property_id = ${properties.id} and r.price_sen between ${min} and ${max} limit 1), false))`,
    );
  }
  return conditions;
}

/**
 * The room filters each read a column that says "one of the rooms"; asked together (or with a price range) they must
 * hold for the same room: a `limit 1` probe of the property's rooms, for the rows the other conditions left.
 */
function sameRoomCondition(filters: PropertyFilters): SQL | null {
  const parts: SQL[] = [];
  if (filters.privateBathroom) parts.push(sql`r.private_bathroom`);
  if (filters.ownAircon) parts.push(sql`r.own_aircon`);
  if (filters.availableBy) parts.push(sql`r.available_from <= ${filters.availableBy}::date`);
  const roomFilters = parts.length;
  if (filters.minPriceSen !== undefined || filters.maxPriceSen !== undefined) {
    parts.push(sql`r.price_sen between ${filters.minPriceSen ?? 0} and ${filters.maxPriceSen ?? MAX_INT}`);
  }
  if (roomFilters === 0 || parts.length < 2) return null;
  return sql`(${properties.type} = 'Unit Rental' or coalesce((select true from rooms r where r.property_id = ${properties.id} and ${sql.join(parts, sql` and `)} limit 1), false))`;
}

/**
 * Near a station or a line: the ids from property_stations' (station | line, minutes) index, read once (an InitPlan)
 * and looked up in the primary key. The planner takes such an array for 10 ids, so it never lets another index lead:
 * fine for a station (at most a few hundred homes), not for a line with a keyword (issue 28 bench: a line within
 * 15 minutes is up to 3,100 homes, 2 index pages each, to keep the ~350 of an area). There the line is a semi-join,
 * whose size the planner knows: the keyword's trigram bitmap leads and the line's index-only scan is hashed once.
 * Without a keyword the array stays: the semi-join would read the whole table (a Seq Scan with a hash). A keyword the
 * trigram index cannot narrow (two letters, or in every address) reads the table here too, as it does with any other
 * filter (matches first).
 */
function stationCondition(filters: PropertyFilters): SQL | null {
  const minutes = filters.walkMinutes ?? 10;
  if (filters.station) {
    return sql`${properties.id} = any(array(select ps.property_id from property_stations ps where ps.station_code = ${filters.station} and ps.minutes <= ${minutes}))`;
  }
  if (filters.line && keywordPattern(filters.q) !== undefined) {
    return sql`exists (select 1 from property_stations ps where ps.property_id = ${properties.id} and ps.line = ${filters.line} and ps.minutes <= ${minutes})`;
  }
  if (filters.line) {
    return sql`${properties.id} = any(array(select distinct ps.property_id from property_stations ps where ps.line = ${filters.line} and ps.minutes <= ${minutes}))`;
  }
  return null;
}

export type PropertySort = ListingSort;

interface OrderColumns {
  createdAt: SQL;
  name: SQL;
  id: SQL;
  priceFrom: SQL;
  sqft: SQL;
  senPerSqft: SQL;
}

/** The order of each sort, exactly as its index of migrations 0011 and 0040 is built (ending in the unique id). */
export function orderOf(sort: PropertySort | undefined, c: OrderColumns): SQL[] {
  switch (sort) {
    case 'name':
      return [sql`${c.name} asc`, sql`${c.id} asc`];
    case 'oldest':
      return [sql`${c.createdAt} asc`, sql`${c.id} asc`];
    case 'price_asc':
      return [sql`${c.priceFrom} asc`, sql`${c.id} asc`];
    case 'price_desc':
      return [sql`${c.priceFrom} desc nulls last`, sql`${c.id} desc`];
    case 'size':
      return [sql`${c.sqft} desc nulls last`, sql`${c.id} desc`];
    case 'price_per_sqft':
      return [sql`${c.senPerSqft} asc`, sql`${c.id} asc`];
    default:
      return [sql`${c.createdAt} desc`, sql`${c.id} desc`];
  }
}

export const tableOrderColumns: OrderColumns = {
  createdAt: sql`${properties.createdAt}`,
  name: sql`${properties.name}`,
  id: sql`${properties.id}`,
  priceFrom: listing.priceFrom,
  sqft: listing.sqft,
  senPerSqft: listing.senPerSqft,
};

const STATION_CODES = new Set(STATIONS.map((s) => s.code));
const LINE_IDS = new Set(RAIL_LINES.map((l) => l.id));

/**
 * GET /api/properties's validated query (shared `listingQuerySchema`) as the repository's filters (prices in sen).
 * A station or line the shipped dataset does not have is refused (400), like any other bad value.
 */
export function filtersOfQuery(query: ListingQuery): PropertyFilters {
  if (query.station && !STATION_CODES.has(query.station)) {
    throw badRequest(listingFilterMessages.station, { station: listingFilterMessages.station });
  }
  if (query.line && !LINE_IDS.has(query.line)) {
    throw badRequest(listingFilterMessages.line, { line: listingFilterMessages.line });
  }
  return {
    type: query.type,
    q: query.q || undefined,
    available: query.available,
    minPriceSen: query.minPrice === undefined ? undefined : rmToSen(query.minPrice),
    maxPriceSen: query.maxPrice === undefined ? undefined : rmToSen(query.maxPrice),
    bedrooms: query.bedrooms,
    bathrooms: query.bathrooms,
    furnishing: query.furnishing,
    amenities: query.amenities,
    pets: query.pets === 'true' || undefined,
    gender: query.gender,
    privateBathroom: query.privateBathroom === 'true' || undefined,
    ownAircon: query.ownAircon === 'true' || undefined,
    availableBy: query.availableBy,
    station: query.station,
    line: query.line,
    walkMinutes: query.station || query.line ? (query.walk ?? DEFAULT_STATION_WALK) : undefined,
  };
}
