import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeI18n, t } from './i18n';

/** `t` for components: re-renders them when the language changes (server render: the request's language). */
export function useT(): typeof t {
  useSyncExternalStore(subscribeI18n, currentLanguage, currentLanguage);
  return t;
}

export function useLanguage() {
  return useSyncExternalStore(subscribeI18n, currentLanguage, currentLanguage);
}
