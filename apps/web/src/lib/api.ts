/**
 * The one RTK Query API slice. Features add their endpoints with `api.injectEndpoints` in
 * `features/<domain>/api.ts` and provide/invalidate the tag types below.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { LOGOUT_CACHE_RESET_DELAY_MS } from '@sewamudah/shared';
import { createElement } from 'react';
import { loggedOut } from '@/features/auth/auth-slice';
import { createBaseQuery, type SessionExpiredContext } from './base-query';
import { notifyError } from './notify';
import { SessionExpiredMessage } from './session-expired-message';

export const API_BASE_URL = '/api';

export const TAG_TYPES = ['User', 'Property', 'Application', 'Contract', 'Transaction', 'Complaint'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Forgets the user now and the cached data a moment later, once the screens that showed it are gone. */
export function clearSession(dispatch: Dispatch): void {
  dispatch(loggedOut());
  setTimeout(() => dispatch(api.util.resetApiState()), LOGOUT_CACHE_RESET_DELAY_MS);
}

function handleSessionExpired({ dispatch, hadSession }: SessionExpiredContext): void {
  clearSession(dispatch);
  if (hadSession) notifyError(createElement(SessionExpiredMessage), { id: 'session-expired' });
}

const { baseQuery, refreshAccessToken } = createBaseQuery({
  baseUrl: API_BASE_URL,
  onSessionExpired: handleSessionExpired,
});

export { refreshAccessToken };

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // A response that does not match an endpoint's `responseSchema` becomes an ordinary failed call.
  catchSchemaFailure: (error, info) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `Unexpected response from ${info.endpoint}`,
    data: error.issues,
  }),
  endpoints: () => ({}),
});
