/** Listing filters and page kept in the URL (`?type=&minPrice=&maxPrice=&q=&available=&page=`). */
import { LISTING_PAGE_SIZE, PROPERTY_TYPES, type PropertyListQuery, type PropertyType } from '@sewamudah/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListingFilters {
  type: PropertyType | null;
  minPrice: number | null;
  maxPrice: number | null;
  q: string;
  available: boolean;
  page: number;
}

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
  };
}

export function toListingQuery(filters: ListingFilters): PropertyListQuery {
  return {
    type: filters.type ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    q: filters.q.trim() || undefined,
    available: filters.available || undefined,
    page: filters.page,
    limit: LISTING_PAGE_SIZE,
  };
}

export function listingSearch(filters: Partial<ListingFilters>): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.minPrice != null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice != null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.available) params.set('available', 'true');
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
