import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, monthName } from './format.js';

describe('formatLongDate', () => {
  it('writes the month out in English and Bahasa Malaysia', () => {
    expect(formatLongDate('2026-12-15', 'en')).toBe('15 December 2026');
    expect(formatLongDate('2026-12-15', 'ms')).toBe('15 Disember 2026');
  });
  it('drops the leading zero of the day and never shifts the date', () => {
    expect(formatLongDate('2027-01-01', 'en')).toBe('1 January 2027');
    expect(formatLongDate('2027-03-09', 'ms')).toBe('9 Mac 2027');
    expect(formatLongDate('2026-08-31', 'ms')).toBe('31 Ogos 2026');
  });
  it('refuses what is not a calendar date', () => {
    expect(() => formatLongDate('15/12/2026', 'en')).toThrow(RangeError);
  });
});

describe('monthName', () => {
  it('has every BM month name', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthName(i + 1, 'ms'))).toEqual([
      'Januari',
      'Februari',
      'Mac',
      'April',
      'Mei',
      'Jun',
      'Julai',
      'Ogos',
      'September',
      'Oktober',
      'November',
      'Disember',
    ]);
    expect(() => monthName(13, 'en')).toThrow(RangeError);
  });
});

describe('formatMonthYear', () => {
  it('names a rent period month', () => {
    expect(formatMonthYear('2026-05', 'ms')).toBe('Mei 2026');
    expect(formatMonthYear('2026-07-01', 'en')).toBe('July 2026');
  });
});
