/** Malaysian local date and time (UTC+8, no daylight saving) ↔ instants, for the viewings' slots. */
import { addDays, formatMalaysiaTimestamp, MALAYSIA_UTC_OFFSET } from '@sewamudah/shared';

/** `2026-11-30` + `10:30` in Malaysia → the instant. */
export const instantOf = (date: string, time: string): Date => new Date(`${date}T${time}:00${MALAYSIA_UTC_OFFSET}`);

/** The instant's Malaysian calendar date and `HH:MM`. */
export function localDateTime(at: Date): { date: string; time: string } {
  const stamp = formatMalaysiaTimestamp(at);
  return { date: stamp.slice(0, 10), time: stamp.slice(11, 16) };
}

/** The Malaysian day `date` as [its first instant, the next day's first instant). */
export function dayBounds(date: string): { from: Date; to: Date } {
  return { from: instantOf(date, '00:00'), to: instantOf(addDays(date, 1), '00:00') };
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
