/** Server-side formatting of catalogue messages (ICU via intl-messageformat, parsed once per message). */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { catalogues, type MessageKey } from './catalogue.js';
import type { Language } from './languages.js';

export type MessageValues = Record<string, PrimitiveType>;

const formats = new Map<string, IntlMessageFormat>();

function formatter(language: Language, key: string, text: string): IntlMessageFormat {
  const id = `${language}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(text, language);
    formats.set(id, format);
  }
  return format;
}

/** The message in the language (English while a translation is missing); the key itself if unknown. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const own = catalogues[language][key];
  const resolved: Language = own === undefined ? 'en' : language;
  const text = own ?? catalogues.en[key];
  if (text === undefined) return key;
  return String(formatter(resolved, key, text).format(values));
}

/** A translator bound to one language (e-mails, PDFs). */
export const translator =
  (language: Language) =>
  (key: MessageKey, values?: MessageValues): string =>
    translate(language, key, values);

let englishIndex: Map<string, string> | undefined;

/**
 * A finished English catalogue text (as thrown in an AppError or set on a zod schema) in the language; any
 * other text unchanged. This lets the one error path answer in the caller's language without every module
 * passing a language along.
 */
export function localizeText(language: Language, text: string): string {
  if (language === 'en') return text;
  if (!englishIndex) {
    englishIndex = new Map();
    for (const [key, english] of Object.entries(catalogues.en)) {
      // Only messages without arguments are finished texts; the first key of a duplicated text wins.
      if (!english.includes('{') && !englishIndex.has(english)) englishIndex.set(english, key);
    }
  }
  const key = englishIndex.get(text);
  return key === undefined ? text : translate(language, key as MessageKey, {});
}
