import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { PageHeader } from '@/components/ui/page-header';
import { selectCurrentUser, useRefreshMutation } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { TenantProfileSection } from '@/features/screening/components/tenant-profile-section';
import { DataRightsSection } from '@/features/data-rights/components/data-rights-section';
import { useGetUserQuery, useUpdateUserMutation } from '../api';
import { UserFields } from '../components/user-fields';
import { useUserFormSubmit } from '../use-user-form-submit';
import { toUpdateBody, validateOwnChanges } from '../user-form-validation';
import { EMPTY_USER_FORM, userToFormValues, type UserFormValues } from '../user-form-values';

/** Profile: the signed-in user's Personal Details, prefilled; the password is optional. */
export function ProfilePage() {
  usePageTitle('Profile');
  const [refreshSession] = useRefreshMutation();
  const t = useT();
  const currentUser = useSelector(selectCurrentUser);
  const userId = currentUser?.userId ?? '';
  const isCustomer = currentUser?.userType === 'customer';
  const { data: user, isLoading, error } = useGetUserQuery(userId, { skip: !userId, refetchOnMountOrArgChange: true });
  const [updateUser, { isLoading: isSaving }] = useUpdateUserMutation();
  const form = useForm<UserFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_USER_FORM,
    validate: validateOwnChanges,
  });
  const submit = useUserFormSubmit(form);
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (!user) return;
    const values = userToFormValues(user);
    setValues(values);
    resetDirty(values);
  }, [user, setValues, resetDirty]);

  const handleSubmit = async (values: UserFormValues) => {
    const saved = await submit(
      () => updateUser({ id: userId, ...toUpdateBody(values, { includeAccess: false }) }).unwrap(),
      t('users.profileUpdated'),
    );
    // A new access token carries the new name into the header and menus.
    if (saved) void refreshSession();
  };

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('profile.personalDetails')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.personalDetailsHint')}
            </Text>
          </div>
          {error ? (
            <Text c="red.8" role="alert">
              {t('profile.loadError', { message: getErrorMessage(error, t('generic.unexpected')) })}
            </Text>
          ) : isLoading || !user ? (
            <Stack gap="sm" aria-busy>
              <Skeleton height={56} />
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Stack>
          ) : (
            <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
              <Stack>
                <UserFields form={form} mode="profile" askCurrentPassword />
                <Group justify="flex-end">
                  <Button type="submit" loading={isSaving}>
                    {t('profile.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
      {isCustomer ? <TenantProfileSection /> : null}
      <NotificationPreferences />
      <DataRightsSection isCustomer={isCustomer} />
    </>
  );
}
