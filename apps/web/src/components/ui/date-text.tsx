import { formatDate, formatDateTime } from '@sewamudah/shared';

interface DateTextProps {
  /** A calendar date (YYYY-MM-DD), an ISO timestamp or a Date; empty shows a dash. */
  value: string | Date | null | undefined;
  /** Adds the 24-hour time with seconds (dashboard tables). */
  withTime?: boolean;
}

/** A date in en-GB day/month/year, inside a machine-readable <time>. */
export function DateText({ value, withTime = false }: DateTextProps) {
  const text = withTime ? formatDateTime(value) : formatDate(value);
  if (value == null || value === '' || text === '-') return <span>-</span>;
  const machine = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={machine}>{text}</time>;
}
