/** Users (SPEC §3 User, §5 Register / Add user / Edit user, §7 /users): one schema for route, form and hooks. */
import { z } from 'zod';
import { listQuerySchema, requiredText } from './common.js';
import { USER_STATUSES, USER_TYPES } from './constants.js';
import { LANGUAGES } from './i18n/languages.js';
import { messages } from './messages.js';
import { normalizePhoneText, phoneDigitsFromNumber } from './phone.js';

export const USER_NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Admins' passwords are longer (issue 22 §3; docs/decisions/0027-password-policy.md). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;
/** Characters a phone field takes as typed (digits with spaces, hyphens, brackets and a leading +). */
export const PHONE_TEXT_MAX = 30;

/** Server-side texts of the user rules (the SPEC §8 ones live in `messages.users`). */
export const userMessages = {
  notFound: 'User not found.',
  registered: 'Registration successful. Please check your email to verify your account.',
  cannotChangeOwnAccess: 'You cannot change your own user type or status.',
  customerFieldsOnly: 'You can only change your name, phone number and password.',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneRequired: 'Phone is required',
  phoneDigits: 'Phone must contain digits only',
  phoneFormat: 'Enter a phone number such as 012-345 6789 or +60 12-345 6789',
  phoneType: 'Phone must be digits, sent as text or as a number',
  phoneLength: `Phone must be ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  confirmPasswordRequired: 'Please confirm your password',
  currentPasswordRequired: 'Enter your current password to set a new one',
  currentPasswordWrong: 'Current password is incorrect',
  passwordCommon: 'This password is one of the most common passwords. Choose one that is harder to guess.',
  adminPasswordTooShort: `An admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  adminPasswordHasEmail: 'An admin password must not contain the name of the email address (the part before @)',
  invited: 'User added successfully. An invitation email has been sent so that they can set their own password.',
  emailChangePending:
    'User updated successfully. The account is pending until the new email address is verified: a verification email has been sent.',
} as const;

export const languageSchema = z.enum(LANGUAGES, { message: 'Choose en or ms' });

/** Trimmed, lower-cased, bounded e-mail address. */
export const emailSchema = z
  .string({ message: userMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, userMessages.emailRequired)
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, userMessages.emailInvalid);

/** Text as typed: digits only as they are, common Malaysian formats normalised (`phone.ts`, issue 23). */
const phoneTextSchema = z
  .string()
  .trim()
  .min(1, userMessages.phoneRequired)
  .transform((text, ctx) => {
    const digits = normalizePhoneText(text);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: userMessages.phoneFormat });
      return z.NEVER;
    }
    return digits;
  })
  .pipe(z.string().min(PHONE_MIN_DIGITS, userMessages.phoneLength).max(PHONE_MAX_DIGITS, userMessages.phoneLength));

/**
 * Digits only, stored as a string so leading zeros survive. Clients of the original API may send a JSON number:
 * its digits are stored, with the 0 of a Malaysian national number put back (ADR 0008, `phone.ts`).
 */
export const phoneSchema = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined ? userMessages.phoneRequired : userMessages.phoneType),
  })
  .transform((value, ctx) => {
    if (typeof value === 'string') return value;
    const digits = phoneDigitsFromNumber(value);
    if (digits === null) ctx.addIssue({ code: 'custom', message: userMessages.phoneDigits });
    return digits ?? '';
  })
  .pipe(phoneTextSchema)
  .meta({
    description:
      'Text: digits only (`"0123456789"`, stored as sent) or a common Malaysian format (`"012-345 6789"`, ' +
      '`"+60 12-345 6789"`, `"(03) 1234 5678"`), stored as national digits (`"0123456789"`); another country as ' +
      '`+` and its digits. A JSON number is accepted: its digits are stored, and a Malaysian mobile or landline ' +
      'number that lost its leading 0 gets it back (123456789 → "0123456789").',
  });

export const passwordSchema = z
  .string({ message: userMessages.passwordRequired })
  .min(1, userMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, userMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, userMessages.passwordTooLong);

/** On edit an empty password means "keep the current one". */
const optionalPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, userMessages.passwordTooLong)
  .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, userMessages.passwordTooShort)
  .optional();

const lastnameSchema = z.string().trim().max(USER_NAME_MAX, `Last name must be at most ${USER_NAME_MAX} characters`);

const firstnameSchema = requiredText('First name', USER_NAME_MAX);

interface PasswordPair {
  password?: string | undefined;
  confirmPassword?: string | undefined;
}

/** Runs the "passwords match" check even while other fields are still invalid. */
const passwordsMatch = {
  path: ['confirmPassword'],
  message: messages.users.passwordsMismatch,
  when: (payload: { value: unknown }) => {
    const value = payload.value as PasswordPair | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

/** Register (visitor) and Add user (admin). The server decides userType/status for visitors. */
export const createUserBodySchema = z
  .object({
    firstname: firstnameSchema,
    lastname: lastnameSchema.default(''),
    email: emailSchema,
    phone: phoneSchema,
    /**
     * Required, unless `invite` (admins only, refused for anyone else by the server): the new user then gets an
     * invitation e-mail to set their own (ADR 27).
     */
    password: passwordSchema.optional(),
    confirmPassword: z
      .string({ message: userMessages.confirmPasswordRequired })
      .min(1, userMessages.confirmPasswordRequired)
      .optional(),
    userType: z.enum(USER_TYPES, { message: 'Choose customer or admin' }).optional(),
    status: z.enum(USER_STATUSES, { message: 'Choose active or pending' }).optional(),
    /** Language of the user's e-mails and documents (issue 16); a registration defaults to the caller's. */
    language: languageSchema.optional(),
    /** Admins: invite the user by e-mail to set their own password instead of giving one (ADR 27). */
    invite: z.boolean({ message: 'Choose yes or no' }).optional(),
  })
  // Checked even while other fields are invalid, so that every missing field is named at once.
  .refine((body) => body.invite === true || body.password !== undefined, {
    path: ['password'],
    message: userMessages.passwordRequired,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((body) => (body.invite === true && body.password === undefined) || body.confirmPassword !== undefined, {
    path: ['confirmPassword'],
    message: userMessages.confirmPasswordRequired,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((body) => body.confirmPassword === undefined || body.password === body.confirmPassword, passwordsMatch);
export type CreateUserBody = z.output<typeof createUserBodySchema>;
/** The web form (its phone field is text; other clients may also send the phone as a JSON number). */
export type CreateUserForm = Omit<z.input<typeof createUserBodySchema>, 'phone'> & { phone: string };

/**
 * PATCH body: every field optional. Admins may change all of them; a customer only their own firstname,
 * lastname, phone and password (other fields are accepted only when unchanged). `id`/`_id` are ignored.
 */
export const updateUserBodySchema = z
  .object({
    id: z.string().optional(),
    _id: z.string().optional(),
    firstname: firstnameSchema.optional(),
    lastname: lastnameSchema.optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    userType: z.enum(USER_TYPES, { message: 'Choose customer or admin' }).optional(),
    status: z.enum(USER_STATUSES, { message: 'Choose active or pending' }).optional(),
    password: optionalPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    /** Required (by the server) when users change their own password. */
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH, userMessages.passwordTooLong).optional(),
    language: languageSchema.optional(),
  })
  .refine((body) => !body.password || !body.confirmPassword || body.password === body.confirmPassword, passwordsMatch);
export type UpdateUserBody = z.output<typeof updateUserBodySchema>;
export type UpdateUserForm = Omit<z.input<typeof updateUserBodySchema>, 'phone'> & { phone?: string | undefined };

/** A user as the API shows it: never a password hash, code or token. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  /** 'en' | 'ms' (issue 16): the language of the user's screens, e-mails and documents. */
  language: languageSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const usersResponseSchema = z.object({ users: z.array(userSchema) });

/** GET /users (admins): page, keyword (name, e-mail, phone), role and status filters, sort (ADR 21). */
export const usersQuerySchema = listQuerySchema(['newest', 'oldest', 'name']).extend({
  userType: z.enum(USER_TYPES, { message: 'Choose customer or admin' }).optional(),
  status: z.enum(USER_STATUSES, { message: 'Choose active or pending' }).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Create / update answers: the spec's toast text plus the saved user. */
export const userMutationResponseSchema = z.object({ message: z.string(), user: userSchema });
export type UserMutationResponse = z.infer<typeof userMutationResponseSchema>;

export const userMessageResponseSchema = z.object({ message: z.string() });

/** "Firstname Lastname" (lastname is optional). */
export const fullName = (user: { firstname: string; lastname: string }): string =>
  `${user.firstname} ${user.lastname}`.trim();
