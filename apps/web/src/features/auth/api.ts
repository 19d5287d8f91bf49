/** Session endpoints: login, logout and the token refresh (SPEC §7). */
import { accessTokenResponseSchema, type AccessTokenResponse, type LoginBody } from '@sewamudah/shared';
import { api, refreshAccessToken } from '@/lib/api';
import { credentialsReceived } from './auth-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AccessTokenResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      responseSchema: accessTokenResponseSchema,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(credentialsReceived(data.accessToken));
        } catch {
          // The login form shows the failure.
        }
      },
    }),
    /** Revokes the refresh cookie. Use `useLogout`, which also leaves the page and clears the session. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    /** Shares the single in-flight refresh with the 403 handler, and stores the new token. */
    refresh: build.mutation<AccessTokenResponse, void>({
      async queryFn(_arg, queryApi) {
        const outcome = await refreshAccessToken(queryApi);
        return outcome.ok ? { data: { accessToken: outcome.accessToken } } : { error: outcome.error };
      },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRefreshMutation } = authApi;
