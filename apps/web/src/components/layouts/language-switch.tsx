import { SegmentedControl } from '@mantine/core';
import type { Language } from '@sewamudah/shared';
import { chosenLanguage, currentLanguage, setLanguage } from '@/lib/i18n/i18n';
import { useLanguage, useT } from '@/lib/i18n';

/** The language the user picked with a switch since this page loaded (not a cookie left by an earlier visit). */
let picked: Language | null = null;

/** The language last picked with a switch on this page, if any. */
export const pickedLanguage = (): Language | null => picked;

/** A session start has stored or set aside the pick: the next account starts from its own language. */
export function forgetPickedLanguage(): void {
  picked = null;
}

/**
 * Choosing a language: remembered in a cookie (setLanguage). A signed-in user's choice is also stored on their
 * account by `useLanguageAccountSync` (language-menu-items.tsx, loaded with the user menu), so that this switch, which
 * sits in the public header of every first visit, carries neither Redux nor the users API (ADR 24).
 */
export function chooseLanguage(next: Language): void {
  picked = next;
  if (next === currentLanguage() && chosenLanguage() === next) return;
  void setLanguage(next, { remember: true });
}

/** BM / EN in a header: the same markup on server and client. */
export function LanguageSwitch({ visibleFrom }: { visibleFrom?: 'xs' | 'sm' }) {
  const t = useT();
  const language = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      visibleFrom={visibleFrom}
      aria-label={t('language.switchLabel')}
      value={language}
      onChange={(value) => chooseLanguage(value as Language)}
      data={[
        { value: 'ms', label: t('language.ms') },
        { value: 'en', label: t('language.en') },
      ]}
    />
  );
}
