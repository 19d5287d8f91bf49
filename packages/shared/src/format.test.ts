import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatDate,
  formatDateTime,
  formatRM,
  rmToSen,
  senToRm,
  todayInMalaysia,
} from './format.js';

describe('formatRM', () => {
  it('prefixes RM and groups thousands', () => {
    expect(formatRM(1500)).toBe('RM1,500');
    expect(formatRM(100000)).toBe('RM100,000');
  });
  it('shows two decimals for sen amounts', () => {
    expect(formatRM(86.4)).toBe('RM86.40');
  });
});

describe('money conversion', () => {
  it('converts ringgit to integer sen and back without float drift', () => {
    expect(rmToSen(19.99)).toBe(1999);
    expect(senToRm(1999)).toBe(19.99);
  });
});

describe('formatDate', () => {
  it('prints a calendar date as dd/mm/yyyy without shifting it', () => {
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
  });
  it('prints a timestamp in Malaysian time', () => {
    // 20:30 UTC on 31 Dec is already 1 Jan in Kuala Lumpur (UTC+8).
    expect(formatDate('2026-12-31T20:30:00Z')).toBe('01/01/2027');
  });
  it('shows a dash for missing values', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('prints day/month/year with 24-hour time including seconds', () => {
    expect(formatDateTime('2026-03-05T07:08:09Z')).toBe('05/03/2026 15:08:09');
  });
});

describe('calendar arithmetic', () => {
  it('clamps to the month end when adding months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it("knows today's date in Malaysia", () => {
    expect(todayInMalaysia(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(todayInMalaysia(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
  });
});
