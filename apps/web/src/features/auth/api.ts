/** Session endpoints: login, logout and the token refresh (SPEC §7). */
import type { AccessTokenResponse, LoginBody } from '@sewamudah/shared';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, refreshAccessToken } from '@/lib/api';
import { credentialsReceived } from './auth-slice';
import { readAccessToken } from './decode-token';

/** A login answer without a readable token is a failed call (checked without zod: this module is on every page). */
const UNREADABLE_TOKEN: FetchBaseQueryError = {
  status: 'PARSING_ERROR',
  originalStatus: 200,
  data: '',
  error: 'Unreadable access token',
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AccessTokenResponse, LoginBody>({
      async queryFn(body, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/login', method: 'POST', body });
        if (result.error) return { error: result.error };
        const accessToken = readAccessToken(result.data);
        return accessToken ? { data: { accessToken } } : { error: UNREADABLE_TOKEN };
      },
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
