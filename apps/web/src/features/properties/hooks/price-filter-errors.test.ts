import { messages } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { checkPriceRange } from './price-filter-errors';

describe('listing price range feedback', () => {
  it('filters by valid whole numbers', () => {
    expect(checkPriceRange('500', '1,500')).toEqual({ min: 500, max: 1500, minError: null, maxError: null });
    expect(checkPriceRange('', '')).toEqual({ min: null, max: null, minError: null, maxError: null });
  });

  it('flags a negative minimum instead of making it positive', () => {
    expect(checkPriceRange('-500', '')).toEqual({
      min: null,
      max: null,
      minError: messages.properties.minPriceNegative,
      maxError: null,
    });
  });

  it('flags a minimum above the maximum', () => {
    expect(checkPriceRange('2000', '1000')).toMatchObject({ minError: messages.properties.minAboveMax, min: null });
  });

  it('flags text that is not a whole number', () => {
    expect(checkPriceRange('1e3', '12.5')).toMatchObject({
      minError: messages.properties.priceNotANumber,
      maxError: messages.properties.priceNotANumber,
    });
  });
});
