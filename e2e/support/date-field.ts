/**
 * Picks a day on the app's date field (components/forms/date-field.tsx) the way a person does: opens its calendar,
 * steps to the month with the named previous/next month controls, clicks the day, and checks the field reads it
 * dd/mm/yyyy. The calendar names months and days in the page's language (dayjs 'en' / 'ms', the same as Intl's).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { tr, type Language } from './no-english';

const LOCALES: Record<Language, string> = { en: 'en-GB', ms: 'ms' };

/** The twelve month names of a language, January first. */
const monthNames = (language: Language) =>
  Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2026, month, 1)).toLocaleDateString(LOCALES[language], { month: 'long', timeZone: 'UTC' }),
  );

/** `date` (YYYY-MM-DD) as the calendar names its day: "15 August 2026", "15 Ogos 2026". */
const dayName = (date: string, language: Language) =>
  `${Number(date.slice(8))} ${monthNames(language)[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** The 15th of next month (Malaysian date), YYYY-MM-DD: a day always in the future. */
export function fifteenthOfNextMonth(now = new Date()): string {
  const malaysia = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(Date.UTC(malaysia.getUTCFullYear(), malaysia.getUTCMonth() + 1, 15)).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) as the field shows it. */
export const shownDate = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Picks `date` (YYYY-MM-DD) on the date field `field` (its button, found by its label). */
export async function pickDate(page: Page, field: Locator, date: string, language: Language = 'en'): Promise<void> {
  await field.click();
  const months = monthNames(language);
  // The calendar's header names the month it shows ("November 2026"): step from there to the wanted month.
  const header = page.getByRole('button', { name: new RegExp(`^(${months.join('|')}) \\d{4}$`) });
  await expect(header).toHaveCount(1);
  const [shownMonth = '', shownYear = ''] = ((await header.textContent()) ?? '').split(' ');
  const steps =
    (Number(date.slice(0, 4)) - Number(shownYear)) * 12 + (Number(date.slice(5, 7)) - 1 - months.indexOf(shownMonth));
  const control = page.getByRole('button', {
    name: tr(language, steps > 0 ? 'dateField.nextMonth' : 'dateField.previousMonth'),
    exact: true,
  });
  for (let step = 0; step < Math.abs(steps); step += 1) await control.click();
  await expect(header).toHaveText(`${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`);
  await page.getByRole('button', { name: dayName(date, language), exact: true }).click();
  await expect(field).toHaveText(shownDate(date));
}
