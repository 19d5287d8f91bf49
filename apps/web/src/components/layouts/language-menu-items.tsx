import { Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LANGUAGES } from '@sewamudah/shared';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth';
import { useGetUserQuery, useUpdateUserMutation } from '@/features/users/api';
import { chosenLanguage, currentLanguage, setLanguage } from '@/lib/i18n/i18n';
import { useLanguage, useT } from '@/lib/i18n';
import { chooseLanguage, forgetPickedLanguage, pickedLanguage } from './language-switch';

/** The user whose stored language was applied in this tab (once per session: later, the switch decides). */
let appliedFor: string | null = null;

/**
 * A signed-in user's language lives on their account (PATCH /users/:id), so that e-mails and documents follow it,
 * and changes only when the user picks a language (issue 23 §3). When a session starts, a language picked on this
 * page before logging in (e.g. on the login page) is stored on the account; otherwise the account's language is
 * shown, whatever a language cookie left in this browser says (a shared computer, an earlier visit). Afterwards
 * every choice made in this tab (the header's switch or the menu below) is stored. Mounted by the user menu, which
 * is present whenever a user is signed in.
 */
export function useLanguageAccountSync(): void {
  const user = useSelector(selectCurrentUser);
  const userId = user?.userId ?? '';
  const language = useLanguage();
  const { data } = useGetUserQuery(userId, { skip: !userId });
  const [updateUser] = useUpdateUserMutation();

  useEffect(() => {
    if (!data?.language) return;
    const chosen = chosenLanguage();
    if (appliedFor !== data._id) {
      appliedFor = data._id;
      const picked = pickedLanguage();
      forgetPickedLanguage();
      if (picked && picked !== data.language) void updateUser({ id: data._id, language: picked });
      else if (!picked && (data.language !== currentLanguage() || (chosen && chosen !== data.language))) {
        // The browser follows the account; `remember` only when a cookie already holds another language.
        void setLanguage(data.language, { remember: chosen !== null });
      }
      return;
    }
    if (pickedLanguage() === language && language !== data.language) void updateUser({ id: data._id, language });
  }, [data, language, updateUser]);
}

const NAME_KEYS = { en: 'language.enName', ms: 'language.msName' } as const;

/** The language choice in the user menu. */
export function LanguageMenuItems() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <Menu.Label>{t('language.switchLabel')}</Menu.Label>
      {[...LANGUAGES].reverse().map((option) => (
        <Menu.Item
          key={option}
          lang={option}
          leftSection={
            option === language ? <IconCheck size={16} aria-hidden /> : <IconLanguage size={16} aria-hidden />
          }
          aria-current={option === language ? 'true' : undefined}
          onClick={() => chooseLanguage(option)}
        >
          {t(NAME_KEYS[option])}
        </Menu.Item>
      ))}
    </>
  );
}
