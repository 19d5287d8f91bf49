import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useT } from '@/lib/i18n';
import { useAddUserMutation } from '../api';
import { useUserFormSubmit } from '../use-user-form-submit';
import { validateNewUser } from '../user-form-validation';
import { EMPTY_USER_FORM, type UserFormValues } from '../user-form-values';
import { UserFields } from './user-fields';

interface AddUserModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Add New User (admins): an active account of the chosen type; the e-mail needs no verification. */
export function AddUserModal({ opened, onClose }: AddUserModalProps) {
  const t = useT();
  const [addUser, { isLoading }] = useAddUserMutation();
  const form = useForm<UserFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_USER_FORM,
    validate: validateNewUser,
  });
  const submit = useUserFormSubmit(form);
  const { reset } = form;

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const handleSubmit = async (values: UserFormValues) => {
    const saved = await submit(() => addUser({ ...values, status: 'active' }).unwrap(), t('users.added'));
    if (saved) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('adminUsers.addModal.title')}
      closeButtonProps={{ 'aria-label': t('adminUsers.addModal.close') }}
      centered
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack>
          <UserFields form={form} mode="add" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminUsers.addModal.cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('adminUsers.addModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
