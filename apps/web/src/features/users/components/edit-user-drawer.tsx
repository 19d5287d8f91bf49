import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName, type User } from '@sewamudah/shared';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { useUpdateUserMutation } from '../api';
import { useUserFormSubmit } from '../use-user-form-submit';
import { toUpdateBody, validateOwnChanges, validateUserChanges } from '../user-form-validation';
import { EMPTY_USER_FORM, userToFormValues, type UserFormValues } from '../user-form-values';
import { UserFields } from './user-fields';

interface EditUserDrawerProps {
  /** The user being edited; null closes the drawer. */
  user: User | null;
  onClose: () => void;
}

/** Edit user (admins), in a right-side drawer: every field including user type, status and password. */
export function EditUserDrawer({ user, onClose }: EditUserDrawerProps) {
  const t = useT();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  // Admins editing their own record change their own password: that needs the current one.
  const isSelf = useSelector(selectCurrentUser)?.userId === user?._id;
  const form = useForm<UserFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_USER_FORM,
    validate: validateUserChanges,
  });
  const submit = useUserFormSubmit(form);
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!user) return;
    const values = userToFormValues(user);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [user, setValues, resetDirty, clearErrors]);

  const handleSubmit = async (values: UserFormValues) => {
    if (!user) return;
    const ownErrors = isSelf ? validateOwnChanges(values) : {};
    if (Object.keys(ownErrors).length > 0) {
      form.setErrors(ownErrors);
      return;
    }
    const body = toUpdateBody(values, { includeAccess: true });
    const saved = await submit(() => updateUser({ id: user._id, ...body }).unwrap(), t('users.updated'));
    if (saved) onClose();
  };

  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={user ? t('adminUsers.drawer.title', { name: fullName(user) }) : t('adminUsers.drawer.titleFallback')}
      closeButtonProps={{ 'aria-label': t('adminUsers.drawer.close') }}
    >
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack>
          <UserFields form={form} mode="edit" askCurrentPassword={isSelf} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminUsers.drawer.cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('adminUsers.drawer.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
