/**
 * The web's language runtime (ADR 23): the active language, its catalogue (one lazy chunk per language,
 * precompiled ICU) and `t`. Non-React code (toasts, error texts) calls `t`; components use `useT()`.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isLanguage,
  pickLanguage,
  type Language,
} from '@sewamudah/shared';
import type { MessageKey } from '@sewamudah/shared/i18n';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export type { MessageKey };
export type MessageValues = Record<string, PrimitiveType>;
export type CompiledCatalogue = Record<string, string | MessageFormatElement[]>;

const loaders: Record<Language, () => Promise<{ default: CompiledCatalogue }>> = {
  en: () => import('virtual:i18n/en'),
  ms: () => import('virtual:i18n/ms'),
};

let language: Language = DEFAULT_LANGUAGE;
let catalogue: CompiledCatalogue | null = null;
/** Messages of the areas a page registered (both languages), looked up after the active catalogue. */
const areas: Record<Language, CompiledCatalogue> = { en: {}, ms: {} };

/** Called by a page module that imports `virtual:i18n-area/<name>`, before it renders. */
export function registerArea(area: Record<Language, CompiledCatalogue>): void {
  Object.assign(areas.en, area.en);
  Object.assign(areas.ms, area.ms);
}
const formats = new Map<string, IntlMessageFormat>();
const listeners = new Set<() => void>();

function readCookie(): Language | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`));
  return match && isLanguage(match[1]) ? match[1] : null;
}

/** Browser only: the language chosen with the switch in this browser (the cookie), if any. */
export const chosenLanguage = (): Language | null => readCookie();

/** Browser only. First visit: the browser's languages (its Accept-Language); later, the remembered choice. */
export function initialLanguage(): Language {
  return readCookie() ?? pickLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

export const currentLanguage = (): Language => language;
export const isI18nReady = (): boolean => catalogue !== null;

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes a loaded catalogue the active one (synchronous: the server render calls it just before rendering). */
export function activateCatalogue(next: Language, loaded: CompiledCatalogue): void {
  language = next;
  catalogue = loaded;
  formats.clear();
  for (const listener of listeners) listener();
}

/**
 * Loads (one lazy chunk per language) and activates a language in the browser: `<html lang>`; a choice made
 * with the switch (`remember`) is kept in the cookie that tells the server (server-rendered pages, error
 * messages, a registration's language). Without a choice both sides follow the browser's languages.
 */
export async function setLanguage(next: Language, options: { remember?: boolean } = {}): Promise<void> {
  const loaded = (await loaders[next]()).default;
  document.documentElement.lang = next;
  if (options.remember) {
    document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
  activateCatalogue(next, loaded);
}

function formatter(key: MessageKey): IntlMessageFormat | null {
  const message = catalogue?.[key] ?? areas[language][key];
  if (message === undefined) return null;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(key, format);
  }
  return format;
}

/** The message in the active language; the key itself before the catalogue arrived or for an unknown key. */
export function t(key: MessageKey, values?: MessageValues): string {
  const format = formatter(key);
  return format ? String(format.format(values)) : key;
}

/**
 * A SPEC value (status, transaction type) in the active language: `valueText('status', 'Waiting for Response')`
 * reads `status.waitingForResponse`; a value the catalogue does not know is shown as it is.
 */
export function valueText(namespace: 'status' | 'transactionType', value: string): string {
  const words = value.trim().toLowerCase().split(/\s+/);
  const key = `${namespace}.${words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')}`;
  return catalogue?.[key] === undefined ? value : t(key as MessageKey);
}

/** Rich messages (`<b>{email}</b>`): values may be elements and tag functions; the parts, in order. */
export function formatParts<T>(
  key: MessageKey,
  values: Record<string, PrimitiveType | T | ((parts: (string | T)[]) => T)>,
) {
  const format = formatter(key);
  if (!format) return [key];
  const result = format.format<T>(values);
  return Array.isArray(result) ? result : [result];
}
