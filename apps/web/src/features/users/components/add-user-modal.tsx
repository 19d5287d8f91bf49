import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITATION_TTL_DAYS } from '@sewamudah/shared';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useAddUserMutation } from '../api';
import { useUserFormSubmit } from '../use-user-form-submit';
import { validateInvitedUser, validateNewUser } from '../user-form-validation';
import { EMPTY_USER_FORM, type UserFormValues } from '../user-form-values';
import { UserFields } from './user-fields';

interface AddUserModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Add New User (admins): an active account of the chosen type; the e-mail needs no verification. By default the
 * user is invited by e-mail to set their own password; the admin may choose one instead (ADR 27).
 */
export function AddUserModal({ opened, onClose }: AddUserModalProps) {
  const t = useT();
  const [addUser, { isLoading }] = useAddUserMutation();
  const [invite, setInvite] = useState(true);
  // Read by the form's validate, which Mantine keeps from the first render.
  const inviteRef = useRef(invite);
  inviteRef.current = invite;
  const form = useForm<UserFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_USER_FORM,
    validate: (values) => (inviteRef.current ? validateInvitedUser(values) : validateNewUser(values)),
  });
  const submit = useUserFormSubmit(form);
  const { reset } = form;

  useEffect(() => {
    if (!opened) return;
    reset();
    setInvite(true);
  }, [opened, reset]);

  const handleSubmit = async (values: UserFormValues) => {
    const details = {
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      phone: values.phone,
      userType: values.userType,
      status: 'active' as const,
    };
    const body = invite
      ? { ...details, invite: true }
      : { ...details, password: values.password, confirmPassword: values.confirmPassword };
    const saved = await submit(
      () => addUser(body).unwrap(),
      invite ? t('adminUsers.addModal.invited') : t('users.added'),
    );
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
          <UserFields
            form={form}
            mode="add"
            withoutPassword={invite}
            beforePassword={
              <Checkbox
                label={t('adminUsers.addModal.invite')}
                description={t('adminUsers.addModal.inviteHint', { days: INVITATION_TTL_DAYS })}
                checked={invite}
                onChange={(event) => setInvite(event.currentTarget.checked)}
              />
            }
          />
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
