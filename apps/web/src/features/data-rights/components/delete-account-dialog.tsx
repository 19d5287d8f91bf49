/** "Delete my account" (issue 27 §4): the password confirms it; on success the session ends here too. */
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { routes } from '@/config/paths';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { clearSession } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAccountMutation } from '../api';

export function DeleteAccountDialog() {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const dismiss = () => {
    close();
    setPassword('');
    setFieldError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldError(t('dataRightsUi.passwordRequired'));
    try {
      await deleteAccount({ password }).unwrap();
      close();
      clearSession(dispatch);
      notifySuccess(t('dataRightsUi.deleted'));
      void navigate(routes.login, { replace: true });
    } catch (error) {
      const message = getFieldErrors(error).password;
      if (message) setFieldError(message);
      else notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  return (
    <>
      <Button color="red" variant="outline" onClick={open}>
        {t('dataRightsUi.deleteButton')}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={t('dataRightsUi.deleteConfirmTitle')} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Text size="sm">{t('dataRightsUi.deleteText')}</Text>
            <Text size="sm">{t('dataRightsUi.deleteConfirmText')}</Text>
            <PasswordInput
              label={t('dataRightsUi.password')}
              autoComplete="current-password"
              required
              value={password}
              error={fieldError}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setFieldError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end" wrap="wrap">
              <Button variant="default" onClick={dismiss}>
                {t('dataRightsUi.cancel')}
              </Button>
              <Button type="submit" color="red" loading={isLoading}>
                {t('dataRightsUi.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
