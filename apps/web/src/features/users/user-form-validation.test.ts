import { describe, expect, it } from 'vitest';
import { toUpdateBody, validateNewUser, validateOwnChanges, validateUserChanges } from './user-form-validation';
import { EMPTY_USER_FORM, type UserFormValues } from './user-form-values';

const filled: UserFormValues = {
  ...EMPTY_USER_FORM,
  firstname: 'Farah',
  lastname: 'Aziz',
  email: 'farah@example.my',
  phone: '0112223334',
};

describe('validateNewUser', () => {
  it('requires a password and its confirmation', () => {
    expect(validateNewUser(filled)).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateNewUser({ ...filled, password: 'Farah-2026!', confirmPassword: 'Farah-2026!' })).toEqual({});
  });

  it('checks the phone number and matching passwords', () => {
    expect(validateNewUser({ ...filled, phone: '011-222', password: 'Farah-2026!', confirmPassword: 'other' })).toEqual(
      {
        phone: 'Enter a phone number such as 012-345 6789 or +60 12-345 6789',
        confirmPassword: 'Passwords do not match.',
      },
    );
  });
});

describe('validateUserChanges', () => {
  it('accepts an empty password (keep the current one)', () => {
    expect(validateUserChanges(filled)).toEqual({});
  });

  it('asks to confirm a new password', () => {
    expect(validateUserChanges({ ...filled, password: 'New-pass-2026' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(validateUserChanges({ ...filled, password: 'New-pass-2026', confirmPassword: 'x' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});

describe('toUpdateBody', () => {
  it('leaves out an empty password and, for Profile, the e-mail, type and status', () => {
    expect(toUpdateBody(filled, { includeAccess: false })).toEqual({
      firstname: 'Farah',
      lastname: 'Aziz',
      phone: '0112223334',
    });
  });

  it('sends everything an admin may change', () => {
    expect(
      toUpdateBody(
        { ...filled, userType: 'admin', password: 'Reset-2026!', confirmPassword: 'Reset-2026!' },
        { includeAccess: true },
      ),
    ).toEqual({
      firstname: 'Farah',
      lastname: 'Aziz',
      phone: '0112223334',
      email: 'farah@example.my',
      userType: 'admin',
      status: 'active',
      password: 'Reset-2026!',
      confirmPassword: 'Reset-2026!',
    });
  });
});

describe('changing your own password', () => {
  it('asks for the current password only when a new one is set, and sends it', () => {
    expect(validateOwnChanges(filled)).toEqual({});
    const changing = { ...filled, password: 'New-pass-2026', confirmPassword: 'New-pass-2026' };
    expect(validateOwnChanges(changing)).toEqual({ currentPassword: 'Enter your current password to set a new one' });
    expect(validateOwnChanges({ ...changing, currentPassword: 'Old-pass-2025' })).toEqual({});
    expect(toUpdateBody({ ...changing, currentPassword: 'Old-pass-2025' }, { includeAccess: false })).toMatchObject({
      password: 'New-pass-2026',
      currentPassword: 'Old-pass-2025',
    });
    expect(toUpdateBody({ ...filled, currentPassword: 'typed-anyway' }, { includeAccess: false })).not.toHaveProperty(
      'currentPassword',
    );
  });
});
