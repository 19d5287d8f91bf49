/** How a viewing time reads: the weekday in the page's language and the date as en-GB (Sat 28/11/2026). */
import { formatDate, type Language } from '@sewamudah/shared';

const weekdayFormatters = new Map<Language, Intl.DateTimeFormat>();

export function slotDay(date: string, language: Language): string {
  let format = weekdayFormatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-GB', { weekday: 'short', timeZone: 'UTC' });
    weekdayFormatters.set(language, format);
  }
  return `${format.format(new Date(`${date}T00:00:00Z`))} ${formatDate(date)}`;
}

/** Slots grouped by their date, in the order given. */
export function byDate<T extends { date: string }>(slots: readonly T[]): { date: string; slots: T[] }[] {
  const groups: { date: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else groups.push({ date: slot.date, slots: [slot] });
  }
  return groups;
}
