import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMAIL_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_TEXT_MAX, USER_NAME_MAX } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

/** The personal details every person form has (Mantine keeps every input as a string). */
export interface PersonValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** The password pair of a form that sets or changes a password. */
export interface PersonPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * How the password pair is shown:
 * - `'required'`: "Password" with its minimum length, both fields marked required (a new account);
 * - `'optional'`: "New password", left empty to keep the current one (an existing account).
 */
export type PersonPasswordMode = 'required' | 'optional';

interface PersonFieldsBaseProps<T extends PersonValues> {
  form: UseFormReturnType<T>;
  /** Focuses First name when the surrounding modal or drawer opens (`data-autofocus`). */
  autoFocus?: boolean;
  /** Shows the email read-only, not marked required, with a note to contact support. */
  emailReadOnly?: boolean;
  /** Fields rendered between Phone and the password pair. */
  afterPhone?: ReactNode;
}

/** The password pair can be asked for only when the form has password fields. */
type PersonPasswordProps<T> = T extends PersonPasswordValues
  ? {
      /** Shows the password pair after the personal details; omitted: no password fields. */
      password?: PersonPasswordMode;
    }
  : { password?: never };

export type PersonFieldsProps<T extends PersonValues> = PersonFieldsBaseProps<T> & PersonPasswordProps<T>;

/**
 * The personal-details inputs shared by Register and the user forms (Add New User, the edit drawer and
 * Profile): First name, Last name, Email, Phone and, optionally, Password and Confirm password.
 * Renders bare inputs, so the caller lays them out (e.g. in a `Stack`).
 */
export function PersonFields<T extends PersonValues>({
  form,
  autoFocus = false,
  emailReadOnly = false,
  afterPhone,
  password,
}: PersonFieldsProps<T>) {
  const isNewPassword = password === 'required';
  const t = useT();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('person.firstname')}
          autoComplete="given-name"
          withAsterisk
          maxLength={USER_NAME_MAX}
          data-autofocus={autoFocus || undefined}
          key={form.key('firstname')}
          name="firstname"
          {...form.getInputProps('firstname')}
        />
        <TextInput
          label={t('person.lastname')}
          autoComplete="family-name"
          maxLength={USER_NAME_MAX}
          key={form.key('lastname')}
          name="lastname"
          {...form.getInputProps('lastname')}
        />
      </SimpleGrid>
      <TextInput
        label={t('person.email')}
        type="email"
        autoComplete="email"
        withAsterisk={!emailReadOnly}
        readOnly={emailReadOnly}
        description={emailReadOnly ? t('person.emailReadOnly') : undefined}
        maxLength={EMAIL_MAX}
        key={form.key('email')}
        name="email"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('person.phone')}
        description={t('person.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        withAsterisk
        maxLength={PHONE_TEXT_MAX}
        key={form.key('phone')}
        name="phone"
        {...form.getInputProps('phone')}
      />
      {afterPhone}
      {password ? (
        <>
          <PasswordInput
            label={isNewPassword ? t('person.password') : t('person.newPassword')}
            description={
              isNewPassword ? t('person.passwordHint', { min: PASSWORD_MIN_LENGTH }) : t('person.newPasswordHint')
            }
            autoComplete="new-password"
            withAsterisk={isNewPassword}
            maxLength={PASSWORD_MAX_LENGTH}
            key={form.key('password')}
            name="password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('person.confirmPassword')}
            autoComplete="new-password"
            withAsterisk={isNewPassword}
            maxLength={PASSWORD_MAX_LENGTH}
            key={form.key('confirmPassword')}
            name="confirmPassword"
            {...form.getInputProps('confirmPassword')}
          />
        </>
      ) : null}
    </>
  );
}
