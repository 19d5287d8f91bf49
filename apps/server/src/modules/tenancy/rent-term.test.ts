import { describe, expect, it } from 'vitest';
import { rentTermMonths } from './renewal.service.js';

describe('rentTermMonths (a rent charge reads "Rent for month m of N")', () => {
  it('is the agreed term, whatever a notice did to the end date', () => {
    expect(rentTermMonths(12, undefined, '2027-03-01')).toBe(12);
  });
  it('adds a renewal’s months to the charges due in it, not to the ones before', () => {
    const renewals = [{ startDate: '2027-06-01', termMonths: 6 }];
    expect(rentTermMonths(12, renewals, '2027-05-01')).toBe(12);
    expect(rentTermMonths(12, renewals, '2027-06-01')).toBe(18);
  });
});
