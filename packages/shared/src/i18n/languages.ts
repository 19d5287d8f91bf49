/** The product's languages and how a caller's language is chosen (ADR 23). Light: the web's entry imports it. */
export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
/** SPEC English: the language of callers without a preference (clients of the original API). */
export const DEFAULT_LANGUAGE: Language = 'en';
/** A visitor's choice, readable by the server (error messages, registration default) and the web app. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Malay tags a browser may send: ms, ms-MY, zsm (Standard Malay) and the macrolanguage's "may". */
const MALAY = new Set(['ms', 'zsm', 'may']);

/** The first supported language of a list of BCP 47 tags in preference order (navigator.languages). */
export function pickLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (MALAY.has(primary)) return 'ms';
    if (primary === 'en') return 'en';
  }
  return null;
}

/** The best supported language of an Accept-Language header (q-values honoured), or null without a match. */
export function negotiateLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickLanguage(ranked.map((entry) => entry.tag));
}
