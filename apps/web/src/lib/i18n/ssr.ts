/**
 * Server rendering (entry-server.tsx only, never the browser bundle): both catalogues are bundled, and the
 * request's language is activated synchronously right before `renderToString`.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, negotiateLanguage, type Language } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { activateCatalogue } from './i18n';

/** The language switch's cookie, else Accept-Language, else English (as the browser's `initialLanguage`). */
export function requestLanguage(cookie: string, acceptLanguage?: string): Language {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  const chosen = match?.[1];
  if (isLanguage(chosen)) return chosen;
  return negotiateLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export function activateServerLanguage(language: Language): void {
  activateCatalogue(language, language === 'ms' ? ms : en);
}
