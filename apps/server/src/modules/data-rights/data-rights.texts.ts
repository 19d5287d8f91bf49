/** The data-rights module's answers: catalogue texts (`dataRightsServer`), in English; the error handler localises them. */
import { translate } from '@sewamudah/shared/i18n';

type Key =
  | 'passwordWrong'
  | 'liveTenancy'
  | 'unpaid'
  | 'lastAdmin'
  | 'alreadyDeleted'
  | 'applicationNotFound'
  | 'nothingToWithdraw'
  | 'noConsent'
  | 'alreadyWithdrawn'
  | 'tenancyKept'
  | 'consentWithdrawn'
  | 'withdrawalReason'
  | 'deletionReason';

export const dataRightsText = (key: Key): string => translate('en', `dataRightsServer.${key}`);
