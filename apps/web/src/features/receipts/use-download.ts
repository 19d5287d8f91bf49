/** Starts a download and reports a failure (with the server's message) in a notification. */
import { useCallback } from 'react';
import { t } from '@/lib/i18n';
import { getErrorMessage, notifyError } from '@/lib/notify';
import { useDownloadFileMutation, type DownloadArgs } from './api';

export function useDownload(): [(args: DownloadArgs) => Promise<void>, { isLoading: boolean }] {
  const [trigger, { isLoading }] = useDownloadFileMutation();
  const download = useCallback(
    async (args: DownloadArgs) => {
      try {
        await trigger(args).unwrap();
      } catch (error) {
        notifyError(getErrorMessage(error, t('receiptsUi.downloadFailed')));
      }
    },
    [trigger],
  );
  return [download, { isLoading }];
}
