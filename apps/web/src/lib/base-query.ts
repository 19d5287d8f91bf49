/**
 * The HTTP layer under every API call (SPEC §7, ARCHITECTURE §6): cookies always sent, a Bearer header
 * while a token is held, and on a 403 one token refresh (shared by all callers: one in flight at a time)
 * followed by one retry of the original request. A 401 to a held token means the server ended the session
 * (logout elsewhere, password change, suspension; ADR 9): no refresh can help, so the session ends here too
 * and the user lands on the login page.
 */
import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { credentialsReceived, selectAccessToken, type AuthRootState } from '@/features/auth/auth-slice';
import { readAccessToken } from '@/features/auth/decode-token';

export const REFRESH_URL = '/auth/refresh';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

export type RefreshOutcome = { ok: true; accessToken: string } | { ok: false; error: FetchBaseQueryError };

export interface SessionExpiredContext {
  dispatch: BaseQueryApi['dispatch'];
  /** Whether a token was held when the call failed; a visitor never "had" a session to lose. */
  hadSession: boolean;
}

export interface BaseQueryOptions {
  baseUrl: string;
  fetchFn?: typeof fetch;
  /** Called once per failed refresh (HTTP 401/403), by the caller that started it. */
  onSessionExpired: (context: SessionExpiredContext) => void;
}

const readToken = (api: Pick<BaseQueryApi, 'getState'>): string | null =>
  selectAccessToken(api.getState() as AuthRootState);

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

/** Auth calls answer 401/403 for their own reasons (bad password, no cookie): never refresh for them. */
const isAuthCall = (args: string | FetchArgs): boolean => /^\/?auth\//.test(urlOf(args));

const isSessionRejected = (error: FetchBaseQueryError): boolean => error.status === 401 || error.status === 403;

export const REFRESH_LOCK = 'sewamudah:auth-refresh';

/**
 * Tabs share the refresh cookie, and the server rotates it on every use and treats a reused one as
 * theft (the whole session ends). Refreshes are therefore serialised across the browser's tabs: the
 * second tab waits and then presents the cookie the first one received.
 */
async function acrossTabs<T>(task: () => PromiseLike<T> | T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, async () => await task()) : await task();
}

export function createBaseQuery({ baseUrl, fetchFn, onSessionExpired }: BaseQueryOptions) {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      const token = readToken({ getState });
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  async function requestNewToken(api: BaseQueryApi): Promise<RefreshOutcome> {
    // Own signal: the refresh serves every waiting caller, so one caller unmounting must not abort it.
    const refreshApi: BaseQueryApi = { ...api, signal: new AbortController().signal };
    const result = await acrossTabs(() =>
      rawBaseQuery({ url: REFRESH_URL, method: 'GET', headers: { 'Cache-Control': 'no-cache' } }, refreshApi, {}),
    );
    if (result.error) return { ok: false, error: result.error };

    const received = readAccessToken(result.data);
    if (received) {
      api.dispatch(credentialsReceived(received));
      const accessToken = readToken(api);
      if (accessToken) return { ok: true, accessToken };
    }
    return {
      ok: false,
      error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'Unreadable access token' },
    };
  }

  /** Joins the refresh in flight or starts one; `isOwner` tells whether this caller started it. */
  function refreshOnce(api: BaseQueryApi): { outcome: Promise<RefreshOutcome>; isOwner: boolean } {
    if (refreshInFlight) return { outcome: refreshInFlight, isOwner: false };
    const outcome = requestNewToken(api).finally(() => {
      refreshInFlight = null;
    });
    refreshInFlight = outcome;
    return { outcome, isOwner: true };
  }

  const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
    const tokenUsed = readToken(api);
    const result = await rawBaseQuery(args, api, extraOptions);
    if (isAuthCall(args)) return result;
    if (result.error?.status === 401 && tokenUsed !== null) {
      const currentToken = readToken(api);
      // A token received meanwhile (another call's refresh or login) is tried once; otherwise the session is
      // over. Only the first caller to see it reports it: that clears the token the others compare against.
      if (currentToken && currentToken !== tokenUsed) return rawBaseQuery(args, api, extraOptions);
      if (currentToken === tokenUsed) onSessionExpired({ dispatch: api.dispatch, hadSession: true });
      return result;
    }
    if (result.error?.status !== 403) return result;

    // Another call may have refreshed while this one was on the wire: then its token is already stale.
    const currentToken = readToken(api);
    if (!refreshInFlight && currentToken && currentToken !== tokenUsed) {
      return rawBaseQuery(args, api, extraOptions);
    }

    const { outcome, isOwner } = refreshOnce(api);
    const refreshed = await outcome;
    if (refreshed.ok) return rawBaseQuery(args, api, extraOptions);

    if (isOwner && isSessionRejected(refreshed.error)) {
      onSessionExpired({ dispatch: api.dispatch, hadSession: tokenUsed !== null });
    }
    return result;
  };

  /** The refresh for callers outside the 403 path (the silent refresh on app load). */
  const refreshAccessToken = (api: BaseQueryApi): Promise<RefreshOutcome> => refreshOnce(api).outcome;

  return { baseQuery, refreshAccessToken };
}
