import { CURRENCY_PREFIX, TIME_ZONE } from './constants.js';

/** Whole ringgit as integer sen. */
export const rmToSen = (rm: number): number => Math.round(rm * 100);
/** Integer sen as ringgit (a number with at most two decimals). */
export const senToRm = (sen: number): number => sen / 100;

/**
 * A value made on first use: building an Intl formatter (and the time zone data behind it) costs time that a page's
 * start-up should not pay for formatters it may never call (issue 12, ADR 24).
 */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const rmFormatter = onFirstUse(
  () => new Intl.NumberFormat('en-MY', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
);
const rmFormatterFixed = onFirstUse(
  () => new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** `RM1,500` for whole amounts, `RM1,500.50` otherwise. */
export function formatRM(amountRm: number): string {
  const whole = Number.isInteger(amountRm);
  return `${CURRENCY_PREFIX}${(whole ? rmFormatter() : rmFormatterFixed()).format(amountRm)}`;
}

const dateFormatter = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }),
);
const dateTimeFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
      timeZone: TIME_ZONE,
    }),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * en-GB day/month/year. A calendar date (`YYYY-MM-DD`) is printed as is, never shifted by a time zone;
 * a timestamp is shown in Malaysian time.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '-';
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '-' : dateFormatter().format(date);
}

/** en-GB day/month/year with 24-hour time including seconds, in Malaysian time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '-' : dateTimeFormatter().format(date).replace(',', '');
}

// One formatter for the process: constructing an Intl.DateTimeFormat costs ~0.3 ms, and every list request asks.
const isoDayFormatter = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }));

/** Today's calendar date in Malaysia as `YYYY-MM-DD`. */
export function todayInMalaysia(now: Date = new Date()): string {
  return isoDayFormatter().format(now);
}

/**
 * Adds calendar months to a `YYYY-MM-DD` date, clamping at the month end (31 Jan + 1 month = 28/29 Feb).
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const totalMonths = y * 12 + (m - 1) + months;
  const year = Math.floor(totalMonths / 12);
  const month = (totalMonths % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The last day of a tenancy of `months` months from `startDate`, both dates inclusive: start + N months − 1 day
 * (docs/decisions/0030). A 12-month tenancy from 30/11/2026 ends 29/11/2027; month m runs from the (m−1)th
 * monthly anniversary to the day before the next (the receipts' periods), so the last month ends on this day.
 */
export function tenancyEndDate(startDate: string, months: number): string {
  return addDays(addMonths(startDate, months), -1);
}

/** Malaysia's offset from UTC (no daylight saving), as ISO 8601 writes it. */
export const MALAYSIA_UTC_OFFSET = '+08:00';

/**
 * An instant as Malaysian local time in ISO 8601 with its offset, to the second: `2026-11-30T05:26:00+08:00`.
 * For machine-read files (CSV exports) that must put a payment on the day it happened in Malaysia.
 */
export function formatMalaysiaTimestamp(value: Date): string {
  const local = new Date(value.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19);
  return `${local}${MALAYSIA_UTC_OFFSET}`;
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Month names written out (January … / Januari …), index 0 = January. BM per Dewan Bahasa dan Pustaka. */
const MONTH_NAMES: Record<'en' | 'ms', readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ms: [
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
  ],
};

/** The written-out name of a month (1 = January) in English or Bahasa Malaysia. */
export function monthName(month: number, language: 'en' | 'ms'): string {
  const name = MONTH_NAMES[language][month - 1];
  if (name === undefined) throw new RangeError(`No month ${month}`);
  return name;
}

/**
 * A calendar date (`YYYY-MM-DD`) with the month written out: `15 December 2026` / `15 Disember 2026`. The day
 * has no leading zero; the date is printed as is, never shifted by a time zone. Numeric dates use `formatDate`.
 */
export function formatLongDate(isoDate: string, language: 'en' | 'ms'): string {
  if (!ISO_DATE.test(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d} ${monthName(m, language)} ${y}`;
}

/** A calendar month written out, e.g. a rent period: `December 2026` / `Disember 2026` (`YYYY-MM` or `YYYY-MM-DD`). */
export function formatMonthYear(isoDate: string, language: 'en' | 'ms'): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  if (!Number.isInteger(y) || !Number.isInteger(m)) throw new RangeError(`Not a calendar month: ${isoDate}`);
  return `${monthName(m, language)} ${y}`;
}
