/** Sessions and e-mail verification (SPEC §3 Session, §4 User status / Resend / Confirmation, §7 /auth). */
import { z } from 'zod';
import { USER_STATUSES, USER_TYPES } from './constants.js';
import { emailSchema, passwordSchema, PASSWORD_MAX_LENGTH, userMessages } from './users.js';
import { messages } from './messages.js';

/** Refresh cookie: name, path and lifetime (ARCHITECTURE §6). */
export const REFRESH_COOKIE_NAME = 'jwt';
export const REFRESH_COOKIE_PATH = '/api/auth';
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFICATION_CODE_TTL_HOURS = 24;
/** A forgot-password link works this long, once (ADR 27). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** An invitation to set one's password (a user added by an admin) works this long, once (ADR 27). */
export const INVITATION_TTL_DAYS = 7;

/** Server-side texts of the session and verification rules (the SPEC §8 ones live in `messages`). */
export const authMessages = {
  verificationSendFailed: 'We could not send the verification email. Please try again later.',
  emailOrCodeRequired: 'Enter your email address or use the link from your verification email.',
  tooManyAttempts: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait =
      retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    return `Too many attempts. Please wait ${wait} and try again.`;
  },
  resendCooldown: (retryAfterSeconds: number) =>
    `Please wait ${retryAfterSeconds} seconds before requesting another verification email.`,
  resetLinkSent: `If an account uses this email address, we have sent it a link to set a new password. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetLinkInvalid: 'This link does not work any more: it has expired or has already been used. Ask for a new one.',
  passwordSet: 'Your new password is set. You can now log in with it.',
} as const;

/** Claims of the access token (SPEC §3 Session). */
export const userInfoSchema = z.object({
  userId: z.string(),
  userType: z.enum(USER_TYPES),
  userName: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const accessTokenClaimsSchema = z.object({ UserInfo: userInfoSchema });
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const accessTokenResponseSchema = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

export const loginBodySchema = z.object({
  email: z.string({ message: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A confirmation code as it travels in a link: url-safe, bounded. */
export const confirmationCodeSchema = z
  .string()
  .trim()
  .min(1, 'Confirmation code is required')
  .max(128, 'Invalid confirmation code');

export const confirmationCodeParamsSchema = z.object({ confirmationCode: confirmationCodeSchema });
export const emailParamsSchema = z.object({ email: emailSchema });

/** What the verification check reveals about an address: nothing but its status. */
export const verificationUserSchema = z.object({ email: z.string(), status: z.enum(USER_STATUSES) });
export const checkEmailVerificationResponseSchema = z.object({ user: verificationUserSchema });
export type CheckEmailVerificationResponse = z.infer<typeof checkEmailVerificationResponseSchema>;

export const verifyUserResponseSchema = z.object({ message: z.string(), user: verificationUserSchema });
export type VerifyUserResponse = z.infer<typeof verifyUserResponseSchema>;

/** Resend by address (e-mail verification page) or by the old code (expired confirmation link). */
export const resendVerificationBodySchema = z
  .object({
    email: emailSchema.optional(),
    confirmationCode: confirmationCodeSchema.optional(),
  })
  .refine((body) => body.email !== undefined || body.confirmationCode !== undefined, {
    path: ['email'],
    message: authMessages.emailOrCodeRequired,
  });
export type ResendVerificationBody = z.input<typeof resendVerificationBodySchema>;

export const authMessageResponseSchema = z.object({ message: z.string() });
export type AuthMessageResponse = z.infer<typeof authMessageResponseSchema>;

/** Forgot password: the address to send a reset link to (the answer is the same for any address). */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** Sets a password with the token of a reset or invitation link (ADR 27). */
export const resetPasswordBodySchema = z
  .object({
    token: z
      .string({ message: authMessages.resetLinkInvalid })
      .trim()
      .min(1, authMessages.resetLinkInvalid)
      .max(128, authMessages.resetLinkInvalid),
    password: passwordSchema,
    confirmPassword: z
      .string({ message: userMessages.confirmPasswordRequired })
      .min(1, userMessages.confirmPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, userMessages.passwordTooLong),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.users.passwordsMismatch,
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
