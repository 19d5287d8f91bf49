/** The screening module's answers: catalogue texts (`screeningServer`), in English; the error handler localises them. */
import { translate } from '@sewamudah/shared/i18n';

type Key =
  | 'notFound'
  | 'badType'
  | 'tooLarge'
  | 'tooMany'
  | 'fileRequired'
  | 'inUse'
  | 'profileIncomplete'
  | 'consentRequired'
  | 'linkInvalid'
  | 'linkExpired'
  | 'reasonRequired'
  | 'alreadyComplete';

export const screeningText = (key: Key): string => translate('en', `screeningServer.${key}`);
