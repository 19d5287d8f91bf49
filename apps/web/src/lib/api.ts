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
import { createConditionalFetch } from './conditional-fetch';
import { notifyError } from './notify';
import { SessionExpiredMessage } from './session-expired-message';

export const API_BASE_URL = '/api';

export const TAG_TYPES = ['User', 'Property', 'Application', 'Contract', 'Transaction', 'Complaint'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Forgets the user now and the cached data a moment later, once the screens that showed it are gone. */
export function clearSession(dispatch: Dispatch): void {
  dispatch(loggedOut());
  conditionalFetch.forget();
  setTimeout(() => dispatch(api.util.resetApiState()), LOGOUT_CACHE_RESET_DELAY_MS);
}

function handleSessionExpired({ dispatch, hadSession }: SessionExpiredContext): void {
  clearSession(dispatch);
  if (hadSession) notifyError(createElement(SessionExpiredMessage), { id: 'session-expired' });
}

const conditionalFetch = createConditionalFetch();

/** Server rendering (entry-server.tsx) answers API calls in-process: no relative URLs in Node, no network hop. */
let serverFetch: typeof fetch | null = null;
export function setServerFetch(fetchFn: typeof fetch): void {
  serverFetch = fetchFn;
}
const SERVER_ORIGIN = 'http://ssr.invalid';

const { baseQuery, refreshAccessToken } = createBaseQuery({
  baseUrl: typeof window === 'undefined' ? `${SERVER_ORIGIN}${API_BASE_URL}` : API_BASE_URL,
  // In the browser every GET is conditional (ETag → 304 answered from the last copy; issue 12).
  fetchFn: (input, init) => (serverFetch ?? conditionalFetch)(input, init),
  onSessionExpired: handleSessionExpired,
});

/** The action that hands the server-rendered page's query results to the browser's store (main.tsx). */
export const SSR_HYDRATE = 'ssr/hydrate';
export interface SsrHydrateAction {
  type: typeof SSR_HYDRATE;
  payload: Record<string, unknown>;
}
const isSsrHydrate = (action: unknown): action is SsrHydrateAction =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === SSR_HYDRATE;

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
  extractRehydrationInfo: (action, { reducerPath }) =>
    isSsrHydrate(action) ? (action.payload[reducerPath] as never) : undefined,
  endpoints: () => ({}),
});
