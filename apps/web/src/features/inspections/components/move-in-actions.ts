/** What the move-in checklist's actions share: a `datetime-local` value to ISO, and one save-and-notify wrapper. */
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';

export const toIso = (local: string) => new Date(local).toISOString();

/** Runs a mutation and says how it went: "saved" or the server's message. */
export function useRun() {
  const t = useT();
  return async (action: () => Promise<unknown>) => {
    try {
      await action();
      notifySuccess(t('inspectionUi.saved'));
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };
}
