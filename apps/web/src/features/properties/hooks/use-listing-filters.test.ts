import { describe, expect, it } from 'vitest';
import { formatPropertyPrice } from '../components/property-price';
import { listingSearch, readListingFilters, toListingQuery } from './use-listing-filters';

describe('listing filters in the URL', () => {
  it('reads valid values and ignores nonsense', () => {
    expect(
      readListingFilters(new URLSearchParams('type=Room+Rental&minPrice=500&q=bangsar&available=true&page=2')),
    ).toEqual({
      type: 'Room Rental',
      minPrice: 500,
      maxPrice: null,
      q: 'bangsar',
      available: true,
      page: 2,
    });
    expect(readListingFilters(new URLSearchParams('type=Castle&minPrice=-3&page=zero'))).toMatchObject({
      type: null,
      minPrice: null,
      page: 1,
    });
  });

  it('writes only what is set and asks the API for one page', () => {
    expect(listingSearch({ type: 'Unit Rental', minPrice: 1000, q: '  ', available: false, page: 1 })).toBe(
      '?type=Unit+Rental&minPrice=1000',
    );
    expect(toListingQuery(readListingFilters(new URLSearchParams('maxPrice=2000')))).toEqual({
      type: undefined,
      minPrice: undefined,
      maxPrice: 2000,
      q: undefined,
      available: undefined,
      page: 1,
      limit: 24,
    });
  });

  it('formats a unit price or a room price range', () => {
    expect(formatPropertyPrice({ price: 1800, priceBounds: null })).toBe('RM1,800');
    expect(formatPropertyPrice({ price: null, priceBounds: { min: 500, max: 900 } })).toBe('RM500 - RM900');
    expect(formatPropertyPrice({ price: null, priceBounds: { min: 700, max: 700 } })).toBe('RM700');
  });
});
