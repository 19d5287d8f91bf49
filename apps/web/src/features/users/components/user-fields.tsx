import { PasswordInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { PASSWORD_MAX_LENGTH } from '@sewamudah/shared';
import type { UseFormReturnType } from '@mantine/form';
import { PersonFields } from '@/components/forms/person-fields';
import type { UserFormValues } from '../user-form-values';

export type UserFieldsMode = 'add' | 'edit' | 'profile';

interface UserFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  mode: UserFieldsMode;
  /** Show "Current password" (the user is editing their own account). */
  askCurrentPassword?: boolean;
}

const USER_TYPE_OPTIONS = [
  { value: 'customer', label: 'Customer' },
  { value: 'admin', label: 'Admin' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
];

/** The user form fields shared by Add New User, the edit drawer and Profile. */
export function UserFields({ form, mode, askCurrentPassword = false }: UserFieldsProps) {
  return (
    <Stack gap="sm">
      <PersonFields
        form={form}
        autoFocus
        emailReadOnly={mode === 'profile'}
        password={mode === 'add' ? 'required' : 'optional'}
        afterPhone={
          mode !== 'profile' ? (
            <SimpleGrid cols={{ base: 1, xs: mode === 'edit' ? 2 : 1 }} spacing="sm">
              <Select
                label="User Type"
                data={USER_TYPE_OPTIONS}
                allowDeselect={false}
                withAsterisk
                key={form.key('userType')}
                {...form.getInputProps('userType')}
              />
              {mode === 'edit' ? (
                <Select
                  label="Status"
                  data={STATUS_OPTIONS}
                  allowDeselect={false}
                  withAsterisk
                  key={form.key('status')}
                  {...form.getInputProps('status')}
                />
              ) : null}
            </SimpleGrid>
          ) : null
        }
      />
      {askCurrentPassword ? (
        <PasswordInput
          label="Current password"
          description="Needed only to set a new password."
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
      ) : null}
    </Stack>
  );
}
