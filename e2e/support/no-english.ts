/**
 * Issue 16, checks of a Bahasa Malaysia screen: `expectNoEnglish(page)` fails on any visible line that is an
 * English catalogue text whose Bahasa Malaysia differs (a text the screen still renders in English), and
 * `tr(language, key, values)` gives a catalogue text in a language for the journeys' expectations.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { catalogues, translate, type Language, type MessageKey } from '../../packages/shared/src/i18n/index';
import { expect } from './fixtures';

export type { Language };

/** A catalogue text in the language (for locators and expectations). */
export const tr = (language: Language, key: MessageKey, values?: Record<string, string | number>): string =>
  translate(language, key, values);

/** Lines a BM screen may show in English: brand and product names, and what users typed (names, addresses). */
export const NO_ENGLISH_ALLOWED: readonly (string | RegExp)[] = [
  'SewaMudah',
  'FPX',
  'Stripe',
  'CSV',
  'PDF',
  'OK',
  'EN',
  'BM',
];

interface EnglishIndex {
  exact: Map<string, string>;
  patterns: { key: string; pattern: RegExp }[];
}

let index: EnglishIndex | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a BM screen must not show: messages whose BM differs. Plain texts match exactly; a message
 * with simple `{arguments}` (and a long enough literal part) matches as a pattern, any text in place of each argument.
 */
function englishIndex(): EnglishIndex {
  if (index) return index;
  const exact = new Map<string, string>();
  const patterns: EnglishIndex['patterns'] = [];
  for (const [key, english] of Object.entries(catalogues.en)) {
    const malay = catalogues.ms[key];
    if (malay === undefined || malay === english) continue;
    if (!english.includes('{') && !english.includes("'") && !english.includes('<')) {
      exact.set(english.trim(), key);
      continue;
    }
    // Simple arguments only: no plural/select/tags, whose English has several shapes.
    if (/\{[^}]*,|<\w|'/.test(english)) continue;
    const literal = english.replace(/\{\w+\}/g, '');
    if (literal.trim().length < 16) continue;
    const pattern = english
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+');
    patterns.push({ key, pattern: new RegExp(`^${pattern}$`) });
  }
  index = { exact, patterns };
  return index;
}

const isAllowed = (line: string, allowed: readonly (string | RegExp)[]) =>
  allowed.some((entry) => (typeof entry === 'string' ? entry === line : entry.test(line)));

/** The visible lines of the page (document.body.innerText), trimmed, without blanks. */
export async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The lines of a screen that are English catalogue texts with a different Bahasa Malaysia, with their keys. */
export async function englishLeftovers(page: Page, allowed: readonly (string | RegExp)[] = []): Promise<string[]> {
  const { exact, patterns } = englishIndex();
  const found: string[] = [];
  for (const line of await visibleLines(page)) {
    if (isAllowed(line, [...NO_ENGLISH_ALLOWED, ...allowed])) continue;
    const key = exact.get(line) ?? patterns.find(({ pattern }) => pattern.test(line))?.key;
    if (key !== undefined) found.push(`"${line}" (${key})`);
  }
  return [...new Set(found)];
}

/** Fails when a Bahasa Malaysia screen still shows English catalogue text (`allowed`: user data on this screen). */
export async function expectNoEnglish(page: Page, step: string, allowed: readonly (string | RegExp)[] = []) {
  expect
    .soft(await englishLeftovers(page, allowed), `English left on the BM screen "${step}" (${page.url()})`)
    .toEqual([]);
}

/** Elements wider than the viewport or whose text is cut off (scrollWidth > clientWidth): overflow on a phone. */
export async function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.children.length > 0 || !el.innerText?.trim()) continue;
      const rect = el.getBoundingClientRect();
      // Visually hidden text (screen readers only) is 1 px wide by design.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      // A table's long word cut on purpose shows its whole value on hover and focus (title, ADR 17): not lost.
      const shownWhole = el.closest('[title]')?.getAttribute('title') === el.innerText.trim();
      const clipped = hides && !shownWhole && el.scrollWidth > el.clientWidth + 1;
      if (rect.right > width + 1 || clipped) found.push(el.innerText.trim().slice(0, 80));
    }
    return [...new Set(found)];
  });
}

/** Where the BM screens are photographed (inside Playwright's output folder; JOURNEY_SHOTS_DIR to look elsewhere). */
export const SHOTS_DIR = process.env.JOURNEY_SHOTS_DIR ?? path.join('test-results', 'journey-screens');

/** A full-page screenshot of a step (BM runs), named by its order and step; a long page also gets its viewport. */
export async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > 2 * (page.viewportSize()?.height ?? 800)) {
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-viewport.png`) });
  }
}
