/**
 * Registration, e-mail verification and password-link endpoints (SPEC §7 POST /users, /auth/verify-user, resend,
 * check; /auth/forgot-password and /auth/reset-password, ADR 27).
 */
import {
  authMessageResponseSchema,
  checkEmailVerificationResponseSchema,
  userMutationResponseSchema,
  verifyUserResponseSchema,
  type AuthMessageResponse,
  type CheckEmailVerificationResponse,
  type CreateUserForm,
  type ForgotPasswordBody,
  type ResendVerificationBody,
  type ResetPasswordBody,
  type UserMutationResponse,
  type VerifyUserResponse,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

export type RegisterBody = Omit<CreateUserForm, 'userType' | 'status'>;

export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<UserMutationResponse, RegisterBody>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      responseSchema: userMutationResponseSchema,
    }),
    /** Activates the account of a confirmation link; never served from the cache. */
    verifyUser: build.query<VerifyUserResponse, string>({
      query: (code) => `/auth/verify-user/${encodeURIComponent(code)}`,
      responseSchema: verifyUserResponseSchema,
      keepUnusedDataFor: 0,
    }),
    checkEmailVerification: build.query<CheckEmailVerificationResponse, string>({
      query: (email) => `/auth/check-email-verification/${encodeURIComponent(email)}`,
      responseSchema: checkEmailVerificationResponseSchema,
      keepUnusedDataFor: 0,
    }),
    resendVerificationEmail: build.mutation<AuthMessageResponse, ResendVerificationBody>({
      query: (body) => ({ url: '/auth/resend-verification-email', method: 'POST', body }),
      responseSchema: authMessageResponseSchema,
    }),
    /** Forgot password: the same answer for any address (ADR 27). */
    forgotPassword: build.mutation<AuthMessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      responseSchema: authMessageResponseSchema,
    }),
    /** Sets a password with a reset or invitation link's token. */
    resetPassword: build.mutation<AuthMessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      responseSchema: authMessageResponseSchema,
    }),
  }),
});

export const {
  useRegisterMutation,
  useVerifyUserQuery,
  useCheckEmailVerificationQuery,
  useResendVerificationEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = verificationApi;
