import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { authReducer, credentialsReceived, loggedOut } from '@/features/auth/auth-slice';
import { makeAccessToken } from '@/test/jwt';
import { createBaseQuery, REFRESH_LOCK, REFRESH_URL } from './base-query';

const BASE_URL = 'http://localhost/api';
const OLD_TOKEN = makeAccessToken({ userId: 'u-1', userType: 'customer', userName: 'Aisyah' }, { iat: 1 });
const NEW_TOKEN = makeAccessToken({ userId: 'u-1', userType: 'customer', userName: 'Aisyah' }, { iat: 2 });

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;

/** A fake server: `/auth/refresh` answers with `refresh`, everything else with `resource`. */
function setup({
  resource,
  refresh,
  token = OLD_TOKEN,
}: {
  resource: Handler;
  refresh: Handler;
  token?: string | null;
}) {
  const store = configureStore({ reducer: { auth: authReducer } });
  if (token) store.dispatch(credentialsReceived(token));

  const requests: Request[] = [];
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const request = input as Request;
    requests.push(request);
    return new URL(request.url).pathname === `/api${REFRESH_URL}` ? refresh(request) : resource(request);
  });
  const onSessionExpired = vi.fn();
  const { baseQuery } = createBaseQuery({ baseUrl: BASE_URL, fetchFn, onSessionExpired });

  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  const call = (url: string) => baseQuery(url, api, {});
  const refreshCalls = () => requests.filter((request) => request.url.endsWith(REFRESH_URL));

  return { store, requests, call, refreshCalls, onSessionExpired };
}

/** Accepts only the new token, like a server whose old access token expired. */
const acceptsNewTokenOnly: Handler = (request) =>
  request.headers.get('Authorization') === `Bearer ${NEW_TOKEN}`
    ? json(200, { ok: true })
    : json(403, { message: 'Forbidden' });

describe('base query', () => {
  it('sends cookies and the Bearer token', async () => {
    const { call, requests } = setup({ resource: () => json(200, { ok: true }), refresh: () => json(500, {}) });

    await expect(call('/properties')).resolves.toMatchObject({ data: { ok: true } });
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${OLD_TOKEN}`);
  });

  it('on a 403 refreshes once (no-cache), stores the new token and retries the request', async () => {
    const { call, store, requests, refreshCalls } = setup({
      resource: acceptsNewTokenOnly,
      refresh: () => json(200, { accessToken: NEW_TOKEN }),
    });

    await expect(call('/applications')).resolves.toMatchObject({ data: { ok: true } });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.headers.get('Cache-Control')).toBe('no-cache');
    expect(store.getState().auth.accessToken).toBe(NEW_TOKEN);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/applications',
      '/api/auth/refresh',
      '/api/applications',
    ]);
  });

  it('shares one refresh between requests that fail together', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { call, refreshCalls } = setup({
      resource: acceptsNewTokenOnly,
      refresh: async () => {
        await refreshGate;
        return json(200, { accessToken: NEW_TOKEN });
      },
    });

    const pending = Promise.all([call('/contracts'), call('/transactions'), call('/complaints')]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    releaseRefresh();
    const results = await pending;

    expect(refreshCalls()).toHaveLength(1);
    for (const result of results) expect(result).toMatchObject({ data: { ok: true } });
  });

  it('retries only once: a second 403 is returned as is', async () => {
    const { call, refreshCalls, requests } = setup({
      resource: () => json(403, { message: 'You are not allowed to do this.' }),
      refresh: () => json(200, { accessToken: NEW_TOKEN }),
    });

    const result = await call('/users');
    expect(result.error).toMatchObject({ status: 403, data: { message: 'You are not allowed to do this.' } });
    expect(refreshCalls()).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });

  it('reports an expired session once when the refresh is refused', async () => {
    const { call, onSessionExpired, refreshCalls } = setup({
      resource: () => json(403, { message: 'Forbidden' }),
      refresh: () => json(403, { message: 'Forbidden' }),
    });

    const results = await Promise.all([call('/contracts'), call('/transactions')]);

    expect(refreshCalls()).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(expect.objectContaining({ hadSession: true }));
    for (const result of results) expect(result.error).toMatchObject({ status: 403 });
  });

  it('ends the session at once on a 401 to a held token (revoked on the server), reported once, no refresh', async () => {
    const { call, onSessionExpired, refreshCalls, store } = setup({
      resource: () => json(401, { message: 'Your session has ended. Please log in again.' }),
      refresh: () => json(200, { accessToken: NEW_TOKEN }),
    });
    // What the app's handler does: forget the token.
    onSessionExpired.mockImplementation(() => store.dispatch(loggedOut()));

    const results = await Promise.all([call('/contracts'), call('/transactions')]);

    expect(refreshCalls()).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(expect.objectContaining({ hadSession: true }));
    for (const result of results) expect(result.error).toMatchObject({ status: 401 });
  });

  it("does not report a visitor's 401 as an ended session", async () => {
    const { call, onSessionExpired } = setup({
      resource: () => json(401, { message: 'Please login to continue.' }),
      refresh: () => json(200, { accessToken: NEW_TOKEN }),
      token: null,
    });

    expect((await call('/contracts')).error).toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for another reason (e.g. offline)', async () => {
    const { call, onSessionExpired, store } = setup({
      resource: () => json(403, { message: 'Forbidden' }),
      refresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const result = await call('/contracts');
    expect(result.error).toMatchObject({ status: 403 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.getState().auth.accessToken).toBe(OLD_TOKEN);
  });

  it('never refreshes for the auth calls themselves', async () => {
    const { call, refreshCalls } = setup({
      resource: () => json(403, { message: 'Please verify your email address before logging in.' }),
      refresh: () => json(200, { accessToken: NEW_TOKEN }),
      token: null,
    });

    const result = await call('/auth/login');
    expect(result.error).toMatchObject({ status: 403 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('serialises refreshes across tabs with a Web Lock, so no two tabs present the same refresh cookie', async () => {
    // A minimal LockManager: one holder per name, the rest queue (what browsers do across tabs).
    const held = new Map<string, Promise<unknown>>();
    const lockNames: string[] = [];
    const request = vi.fn(async (name: string, task: () => Promise<unknown>) => {
      lockNames.push(name);
      const previous = held.get(name) ?? Promise.resolve();
      const run = previous.then(task, task);
      held.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      let inFlight = 0;
      let maxInFlight = 0;
      const refresh: Handler = async () => {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return json(200, { accessToken: NEW_TOKEN });
      };
      // Two tabs: separate stores and base queries, one browser-wide lock manager.
      const tabA = setup({ resource: acceptsNewTokenOnly, refresh });
      const tabB = setup({ resource: acceptsNewTokenOnly, refresh });
      const results = await Promise.all([tabA.call('/contracts'), tabB.call('/contracts')]);

      for (const result of results) expect(result).toMatchObject({ data: { ok: true } });
      expect(tabA.refreshCalls()).toHaveLength(1);
      expect(tabB.refreshCalls()).toHaveLength(1);
      expect(lockNames).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
      expect(maxInFlight).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
