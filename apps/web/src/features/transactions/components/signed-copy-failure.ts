/** What a refused signed-copy upload says: the server's reason (already in the caller's language) by the file field. */
import { getErrorMessage } from '@/lib/api-error';
import { t } from '@/lib/i18n';

/** `field`: the file field's error; `summary`: the line by the Pay button, naming the same reason. */
export function signedCopyFailure(error: unknown): { field: string; summary: string } {
  const failed = t('contracts.uploadFailed');
  const reason = getErrorMessage(error, failed);
  return { field: reason, summary: reason === failed ? failed : t('pay.paper.uploadFailedBecause', { reason }) };
}
