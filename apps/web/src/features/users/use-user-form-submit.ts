import type { UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { UserFormValues } from './user-form-values';

/**
 * Runs a save: the success toast, or the server's field errors on their inputs (Mantine clears each one
 * when its field is edited), otherwise 'An unexpected error occurred. Please try again.'
 */
export function useUserFormSubmit(form: UseFormReturnType<UserFormValues>) {
  const { setErrors } = form;
  return useCallback(
    async (save: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
      try {
        await save();
        notifySuccess(successMessage);
        return true;
      } catch (error) {
        const fieldErrors = getFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else notifyError(getErrorMessage(error, t('generic.unexpected')));
        return false;
      }
    },
    [setErrors],
  );
}
