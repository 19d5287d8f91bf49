import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { bootstrapSession, hasSessionHint } from './bootstrap-session';
import { stubRelativeRequests } from '@/test/fetch';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'sm_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

function stubRefresh() {
  stubRelativeRequests();
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ message: 'No refresh token' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('bootstrapSession', () => {
  it('reads the session hint cookie', () => {
    expect(hasSessionHint('a=1; sm_session=1')).toBe(true);
    expect(hasSessionHint('jwt_other=1; xsm_session=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });

  it('skips the silent refresh for a visitor (no session hint): no 401 on every page load', async () => {
    const fetchMock = stubRefresh();
    const store = createAppStore();
    await store.dispatch(bootstrapSession());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().auth.isBootstrapped).toBe(true);
  });

  it('refreshes when the hint says a session may exist', async () => {
    const fetchMock = stubRefresh();
    document.cookie = 'sm_session=1; path=/';
    const store = createAppStore();
    await store.dispatch(bootstrapSession());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.isBootstrapped).toBe(true);
  });
});
