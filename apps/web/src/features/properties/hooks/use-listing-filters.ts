/**
 * Listing filters, sort and page kept in the URL (`?type=&minPrice=&maxPrice=&q=&available=&page=` and issue 28's
 * `bedrooms=&bathrooms=&furnishing=&amenities=a,b&pets=&gender=&privateBathroom=&ownAircon=&availableBy=&station=&line=
 * &walk=&sort=`), so a search can be shared. Values the URL holds wrongly are dropped here; the server checks again.
 */
import {
  AMENITIES,
  type Amenity,
  FURNISHINGS,
  type Furnishing,
  GENDER_RULES,
  type GenderRule,
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  type ListingSort,
  PROPERTY_TYPES,
  type PropertyType,
  STATION_WALK_MINUTES,
} from '@sewamudah/shared';
import type { PropertyListArgs } from '../api';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListingFilters {
  type: PropertyType | null;
  minPrice: number | null;
  maxPrice: number | null;
  q: string;
  available: boolean;
  page: number;
  bedrooms: number | null;
  bathrooms: number | null;
  furnishing: Furnishing | null;
  amenities: Amenity[];
  pets: boolean;
  gender: GenderRule | null;
  privateBathroom: boolean;
  ownAircon: boolean;
  /** YYYY-MM-DD */
  availableBy: string | null;
  station: string | null;
  line: string | null;
  walk: number | null;
  sort: ListingSort | null;
}

/** The sheet's filters (everything but keyword, type, price and availability, which stay on the page). */
export const SHEET_FILTER_KEYS = [
  'bedrooms',
  'bathrooms',
  'furnishing',
  'amenities',
  'pets',
  'gender',
  'privateBathroom',
  'ownAircon',
  'availableBy',
  'station',
  'line',
  'walk',
] as const;

/** How many of the sheet's filters are set (the Filters button's badge); a station and its walk are one filter. */
export function sheetFilterCount(filters: ListingFilters): number {
  return SHEET_FILTER_KEYS.filter((key) => {
    if (key === 'walk') return false;
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== false;
  }).length;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;
const small = (value: string | null, max: number): number | null => {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n <= max ? n : null;
};

const toNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export function readListingFilters(params: URLSearchParams): ListingFilters {
  const type = params.get('type');
  const page = toNumber(params.get('page'));
  return {
    type: PROPERTY_TYPES.find((t) => t === type) ?? null,
    minPrice: toNumber(params.get('minPrice')),
    maxPrice: toNumber(params.get('maxPrice')),
    q: params.get('q') ?? '',
    available: params.get('available') === 'true',
    page: page && page >= 1 ? Math.floor(page) : 1,
    bedrooms: small(params.get('bedrooms'), 20),
    bathrooms: small(params.get('bathrooms'), 20),
    furnishing: oneOf(FURNISHINGS, params.get('furnishing')),
    amenities: (params.get('amenities') ?? '')
      .split(',')
      .flatMap((a) => ((AMENITIES as readonly string[]).includes(a) ? [a as Amenity] : [])),
    pets: params.get('pets') === 'true',
    gender: oneOf(GENDER_RULES, params.get('gender')),
    privateBathroom: params.get('privateBathroom') === 'true',
    ownAircon: params.get('ownAircon') === 'true',
    availableBy: /^\d{4}-\d{2}-\d{2}$/.test(params.get('availableBy') ?? '') ? params.get('availableBy') : null,
    station: /^[A-Z]{1,4}\d{0,3}$/.test(params.get('station') ?? '') ? params.get('station') : null,
    line: /^[A-Z]{1,4}$/.test(params.get('line') ?? '') ? params.get('line') : null,
    walk: STATION_WALK_MINUTES.find((m) => String(m) === params.get('walk')) ?? null,
    sort: oneOf(LISTING_SORTS, params.get('sort')),
  };
}

export function toListingQuery(filters: ListingFilters, limit: number = LISTING_PAGE_SIZE): PropertyListArgs {
  const near = filters.station || filters.line;
  return {
    type: filters.type ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    q: filters.q.trim() || undefined,
    available: filters.available || undefined,
    page: filters.page,
    limit,
    bedrooms: filters.bedrooms ?? undefined,
    bathrooms: filters.bathrooms ?? undefined,
    furnishing: filters.furnishing ?? undefined,
    amenities: filters.amenities.length ? filters.amenities : undefined,
    pets: filters.pets ? 'true' : undefined,
    gender: filters.gender ?? undefined,
    privateBathroom: filters.privateBathroom ? 'true' : undefined,
    ownAircon: filters.ownAircon ? 'true' : undefined,
    availableBy: filters.availableBy ?? undefined,
    station: filters.station ?? undefined,
    line: filters.station ? undefined : (filters.line ?? undefined),
    walk: near && filters.walk ? (filters.walk as 5 | 10 | 15) : undefined,
    sort: filters.sort ?? undefined,
  };
}

export function listingSearch(filters: Partial<ListingFilters>): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.minPrice != null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice != null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.available) params.set('available', 'true');
  if (filters.bedrooms != null) params.set('bedrooms', String(filters.bedrooms));
  if (filters.bathrooms != null) params.set('bathrooms', String(filters.bathrooms));
  if (filters.furnishing) params.set('furnishing', filters.furnishing);
  if (filters.amenities?.length) params.set('amenities', filters.amenities.join(','));
  if (filters.pets) params.set('pets', 'true');
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.privateBathroom) params.set('privateBathroom', 'true');
  if (filters.ownAircon) params.set('ownAircon', 'true');
  if (filters.availableBy) params.set('availableBy', filters.availableBy);
  if (filters.station) params.set('station', filters.station);
  else if (filters.line) params.set('line', filters.line);
  if ((filters.station || filters.line) && filters.walk) params.set('walk', String(filters.walk));
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListingFilters(params), [params]);
  /** Changing a filter goes back to page 1. Reads the URL at call time, so quick successive changes all stick. */
  const update = useCallback(
    (change: Partial<ListingFilters>) => {
      setParams(
        (previous) => new URLSearchParams(listingSearch({ ...readListingFilters(previous), page: 1, ...change })),
        {
          replace: change.page === undefined,
        },
      );
    },
    [setParams],
  );
  return { filters, update };
}
