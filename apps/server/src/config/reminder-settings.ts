/**
 * Settings of the reminder ladder (issue 24 §2): the steps, in days from the due date (negative: before it), and the
 * quiet hours in Malaysian time during which no reminder goes out (those wait until the quiet hours end).
 * `REMINDER_STEPS=-7,-3,0,1,3,7`, `REMINDER_QUIET_HOURS=22:00-08:00` (an empty value: no quiet hours).
 */
import { z } from 'zod';

export interface ReminderSettings {
  /** Days from the due date, ascending, unique. */
  steps: number[];
  /** Minutes after midnight, Malaysian time: [start, end), across midnight when start > end; null: none. */
  quietHours: { startMinute: number; endMinute: number } | null;
}

export const DEFAULT_REMINDER_STEPS = '-7,-3,0,1,3,7';
export const DEFAULT_REMINDER_QUIET_HOURS = '22:00-08:00';

export const reminderStepsSchema = z
  .string()
  .default(DEFAULT_REMINDER_STEPS)
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim());
    const steps = parts.map(Number);
    if (parts.some((part) => !/^[+-]?\d{1,3}$/.test(part)) || steps.some((step) => step < -60 || step > 365)) {
      ctx.addIssue({ code: 'custom', message: 'days from the due date, comma-separated, each between -60 and 365' });
      return z.NEVER;
    }
    if (new Set(steps).size !== steps.length) {
      ctx.addIssue({ code: 'custom', message: 'each step once' });
      return z.NEVER;
    }
    return [...steps].sort((a, b) => a - b);
  });

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const reminderQuietHoursSchema = z
  .string()
  .default(DEFAULT_REMINDER_QUIET_HOURS)
  .transform((value, ctx): ReminderSettings['quietHours'] => {
    if (value.trim() === '') return null;
    const match = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/.exec(value.trim());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'HH:MM-HH:MM in Malaysian time, e.g. 22:00-08:00' });
      return z.NEVER;
    }
    const [start = '', end = ''] = value.trim().split('-');
    if (start === end) {
      ctx.addIssue({ code: 'custom', message: 'the start and the end differ' });
      return z.NEVER;
    }
    return { startMinute: minuteOf(start), endMinute: minuteOf(end) };
  });

export const defaultReminderSettings = (): ReminderSettings => ({
  steps: reminderStepsSchema.parse(undefined),
  quietHours: reminderQuietHoursSchema.parse(undefined),
});

/** Minutes after midnight in Malaysia (UTC+08:00, no daylight saving). */
export const malaysiaMinuteOfDay = (now: Date) => (now.getUTCHours() * 60 + now.getUTCMinutes() + 8 * 60) % (24 * 60);

export function inQuietHours(now: Date, quiet: ReminderSettings['quietHours']): boolean {
  if (!quiet) return false;
  const minute = malaysiaMinuteOfDay(now);
  return quiet.startMinute < quiet.endMinute
    ? minute >= quiet.startMinute && minute < quiet.endMinute
    : minute >= quiet.startMinute || minute < quiet.endMinute;
}
