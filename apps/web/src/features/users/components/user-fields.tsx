import { PasswordInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@sewamudah/shared';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PersonFields } from '@/components/forms/person-fields';
import { useT } from '@/lib/i18n';
import type { UserFormValues } from '../user-form-values';

export type UserFieldsMode = 'add' | 'edit' | 'profile';

interface UserFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  mode: UserFieldsMode;
  /** Show "Current password" (the user is editing their own account). */
  askCurrentPassword?: boolean;
  /** Add New User without the password pair: the user is invited to set their own (ADR 27). */
  withoutPassword?: boolean;
  /** Shown between the user type and the password pair (the invitation choice). */
  beforePassword?: ReactNode;
}

const USER_TYPE_OPTIONS = [
  { value: 'customer', label: 'person.customer' },
  { value: 'admin', label: 'person.admin' },
] as const;
const STATUS_OPTIONS = [
  { value: 'active', label: 'person.active' },
  { value: 'pending', label: 'person.pending' },
] as const;

/** The user form fields shared by Add New User, the edit drawer and Profile. */
export function UserFields({
  form,
  mode,
  askCurrentPassword = false,
  withoutPassword = false,
  beforePassword,
}: UserFieldsProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      <PersonFields
        form={form}
        autoFocus
        emailReadOnly={mode === 'profile'}
        password={mode !== 'add' ? 'optional' : withoutPassword ? undefined : 'required'}
        afterPhone={
          mode !== 'profile' ? (
            <>
              <SimpleGrid cols={{ base: 1, xs: mode === 'edit' ? 2 : 1 }} spacing="sm">
                <Select
                  label={t('person.userType')}
                  description={
                    mode === 'add' ? t('person.userTypeAdminHint', { min: ADMIN_PASSWORD_MIN_LENGTH }) : undefined
                  }
                  data={USER_TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
                  allowDeselect={false}
                  withAsterisk
                  key={form.key('userType')}
                  {...form.getInputProps('userType')}
                />
                {mode === 'edit' ? (
                  <Select
                    label={t('person.status')}
                    data={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
                    allowDeselect={false}
                    withAsterisk
                    key={form.key('status')}
                    {...form.getInputProps('status')}
                  />
                ) : null}
              </SimpleGrid>
              {beforePassword}
            </>
          ) : null
        }
      />
      {askCurrentPassword ? (
        <PasswordInput
          label={t('person.currentPassword')}
          description={t('person.currentPasswordHint')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
      ) : null}
    </Stack>
  );
}
