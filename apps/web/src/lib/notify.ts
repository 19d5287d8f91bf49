/** The app's toasts (SPEC §8): title 'Success' in green or 'Error' in red, closing after TOAST_AUTO_CLOSE_MS. */
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { t } from './i18n';

export { getErrorMessage, getFieldErrors } from './api-error';

interface NotifyOptions {
  /** A fixed id shows the toast once even when several callers raise it together. */
  id?: string;
}

export function notifySuccess(message: ReactNode, options: NotifyOptions = {}): void {
  notifications.show({
    ...options,
    title: t('toast.success'),
    message,
    color: 'green',
    icon: createElement(IconCheck, { size: 18, 'aria-hidden': true }),
  });
}

export function notifyError(message: ReactNode, options: NotifyOptions = {}): void {
  notifications.show({
    ...options,
    title: t('toast.error'),
    message,
    color: 'red',
    icon: createElement(IconX, { size: 18, 'aria-hidden': true }),
  });
}
