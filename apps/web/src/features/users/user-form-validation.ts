/** Client-side checks of the user forms: the shared schemas, plus "confirm the new password" on edit. */
import { createUserBodySchema, updateUserBodySchema } from '@sewamudah/shared';
import { t } from '@/lib/i18n';
import { localizedResolver } from '@/lib/i18n/localized-resolver';
import type { UserFormValues } from './user-form-values';

const validateCreate = localizedResolver(createUserBodySchema);
const validateUpdate = localizedResolver(updateUserBodySchema);

export const validateNewUser = (values: UserFormValues) => validateCreate(values);

/** Add New User with an invitation: no password pair (the user sets their own, ADR 27). */
export const validateInvitedUser = (values: UserFormValues) =>
  validateCreate({ ...values, password: undefined, confirmPassword: undefined, invite: true });

export function validateUserChanges(values: UserFormValues) {
  const errors = validateUpdate(values);
  if (values.password && !values.confirmPassword && !errors.confirmPassword) {
    errors.confirmPassword = t('rules.password.confirmRequired');
  } else if (values.password && values.confirmPassword !== values.password && !errors.confirmPassword) {
    errors.confirmPassword = t('rules.password.mismatch');
  }
  return errors;
}

/** Users changing their own password also give the current one (the server checks it). */
export function validateOwnChanges(values: UserFormValues) {
  const errors = validateUserChanges(values);
  if (values.password && !values.currentPassword) errors.currentPassword = t('rules.password.currentRequired');
  return errors;
}

/** The PATCH body: an empty password means "keep it" and is not sent. */
export function toUpdateBody(values: UserFormValues, options: { includeAccess: boolean }) {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    phone: values.phone,
    ...(options.includeAccess ? { email: values.email, userType: values.userType, status: values.status } : {}),
    ...(values.password ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
    ...(values.password && values.currentPassword ? { currentPassword: values.currentPassword } : {}),
  };
}
