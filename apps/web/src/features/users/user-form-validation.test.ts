/** Add New User's client checks: with the invitation (the default), no password is asked for (ADR 27). */
import { describe, expect, it } from 'vitest';
import { validateInvitedUser, validateNewUser } from './user-form-validation';
import { EMPTY_USER_FORM } from './user-form-values';

const filled = { ...EMPTY_USER_FORM, firstname: 'Farah', email: 'farah@example.my', phone: '0112223334' };

describe('Add New User validation', () => {
  it('needs no password when the user is invited', () => {
    expect(validateInvitedUser(filled)).toEqual({});
  });

  it('needs the password pair when the admin sets it', () => {
    expect(Object.keys(validateNewUser(filled)).sort()).toEqual(['confirmPassword', 'password']);
  });
});
