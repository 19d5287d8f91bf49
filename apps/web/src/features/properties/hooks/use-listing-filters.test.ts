import { describe, expect, it } from 'vitest';
import { formatPropertyPrice } from '../components/property-price';
import { listingSearch, readListingFilters, toListingQuery } from './use-listing-filters';

describe('listing filters in the URL', () => {
  it('reads valid values and ignores nonsense', () => {
    expect(
      readListingFilters(new URLSearchParams('type=Room+Rental&minPrice=500&q=bangsar&available=true&page=2')),
    ).toMatchObject({
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

  it("keeps issue 28's filters and sort in the URL, drops values the server would refuse, and sends them", () => {
    const url =
      'bedrooms=2&furnishing=fully_furnished&amenities=pool,spa,wifi&pets=true&gender=female' +
      '&privateBathroom=true&availableBy=2026-12-01&station=KJ13&walk=10&sort=price_asc&bathrooms=x';
    const filters = readListingFilters(new URLSearchParams(url));
    expect(filters).toMatchObject({
      bedrooms: 2,
      bathrooms: null,
      furnishing: 'fully_furnished',
      amenities: ['pool', 'wifi'],
      pets: true,
      gender: 'female',
      privateBathroom: true,
      ownAircon: false,
      availableBy: '2026-12-01',
      station: 'KJ13',
      walk: 10,
      sort: 'price_asc',
    });
    expect(listingSearch(filters)).toBe(
      '?bedrooms=2&furnishing=fully_furnished&amenities=pool%2Cwifi&pets=true&gender=female&privateBathroom=true' +
        '&availableBy=2026-12-01&station=KJ13&walk=10&sort=price_asc',
    );
    expect(toListingQuery(filters, 1)).toMatchObject({ amenities: ['pool', 'wifi'], pets: 'true', walk: 10, limit: 1 });
    expect(readListingFilters(new URLSearchParams('walk=7&sort=cheapest&gender=x'))).toMatchObject({
      walk: null,
      sort: null,
      gender: null,
    });
  });

  it('formats a unit price or a room price range', () => {
    expect(formatPropertyPrice({ price: 1800, priceBounds: null })).toBe('RM1,800');
    expect(formatPropertyPrice({ price: null, priceBounds: { min: 500, max: 900 } })).toBe('RM500 - RM900');
    expect(formatPropertyPrice({ price: null, priceBounds: { min: 700, max: 700 } })).toBe('RM700');
  });
});
