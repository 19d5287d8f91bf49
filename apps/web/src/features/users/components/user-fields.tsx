import { Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PersonFields } from '@/components/forms/person-fields';
import type { UserFormValues } from '../user-form-values';

export type UserFieldsMode = 'add' | 'edit' | 'profile';

interface UserFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  mode: UserFieldsMode;
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
export function UserFields({ form, mode }: UserFieldsProps) {
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
    </Stack>
  );
}
