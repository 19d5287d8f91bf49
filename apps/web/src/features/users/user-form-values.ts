/** Values of the Add / Edit user and Profile forms (Mantine keeps every input as a string). */
import type { User, UserStatus, UserType } from '@sewamudah/shared';

export interface UserFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  userType: UserType;
  status: UserStatus;
  password: string;
  confirmPassword: string;
  /** Needed when users change their own password (Profile, or an admin's own record). */
  currentPassword: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  userType: 'customer',
  status: 'active',
  password: '',
  confirmPassword: '',
  currentPassword: '',
};

export const userToFormValues = (user: User): UserFormValues => ({
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  phone: user.phone,
  userType: user.userType,
  status: user.status,
  password: '',
  confirmPassword: '',
  currentPassword: '',
});
