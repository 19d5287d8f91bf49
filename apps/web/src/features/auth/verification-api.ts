/** Registration and e-mail verification endpoints (SPEC §7 POST /users, /auth/verify-user, resend, check). */
import {
  authMessageResponseSchema,
  checkEmailVerificationResponseSchema,
  userMutationResponseSchema,
  verifyUserResponseSchema,
  type AuthMessageResponse,
  type CheckEmailVerificationResponse,
  type CreateUserForm,
  type ResendVerificationBody,
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
  }),
});

export const {
  useRegisterMutation,
  useVerifyUserQuery,
  useCheckEmailVerificationQuery,
  useResendVerificationEmailMutation,
} = verificationApi;
