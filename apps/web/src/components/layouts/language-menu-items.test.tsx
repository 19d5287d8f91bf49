/**
 * The account's stored language changes only when the user picks one (issue 23 §3): logging in from a browser whose
 * language cookie says otherwise shows the account's language and leaves the account alone; a language picked on
 * the page (before or after logging in) is stored.
 */
import { act, render, waitFor } from '@testing-library/react';
import { LANGUAGE_COOKIE, type Language, type User } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { activateCatalogue, currentLanguage } from '@/lib/i18n/i18n';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import en from 'virtual:i18n/en';
import { useLanguageAccountSync } from './language-menu-items';
import { chooseLanguage, forgetPickedLanguage } from './language-switch';

let n = 0;

/** A signed-in user whose account says `accountLanguage`; answers the PATCH bodies the hook sent. */
function signIn(accountLanguage: Language) {
  const id = `user-${++n}`;
  let stored = accountLanguage;
  const patches: unknown[] = [];
  stubRelativeRequests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      if (input.method === 'PATCH') {
        const body = (await input.json()) as { language?: Language };
        patches.push(body);
        if (body.language) stored = body.language;
      }
      const user: User = {
        _id: id,
        id,
        firstname: 'Siti',
        lastname: 'Aminah',
        email: `${id}@example.my`,
        phone: '0123456789',
        userType: 'customer',
        status: 'active',
        createdAt: '2026-01-01T00:00:00.000Z',
        language: stored,
      };
      return new Response(JSON.stringify(input.method === 'PATCH' ? { message: 'ok', user } : { user }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const store = createAppStore();
  store.dispatch(credentialsReceived(makeAccessToken({ userId: id, userType: 'customer', userName: 'Siti Aminah' })));
  function Probe() {
    useLanguageAccountSync();
    return null;
  }
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return { patches, requests: () => vi.mocked(fetch).mock.calls.length };
}

const setCookie = (language: Language) => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPickedLanguage();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  activateCatalogue('en', en);
});

describe('useLanguageAccountSync', () => {
  it("shows the account's language and does not change it when the browser's cookie says another", async () => {
    setCookie('en');
    const { patches, requests } = signIn('ms');
    await waitFor(() => expect(currentLanguage()).toBe('ms'));
    // The cookie now follows the account, so the next visit starts in its language.
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ms`);
    expect(requests()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches).toEqual([]);
  });

  it('stores a language picked on the page before logging in', async () => {
    act(() => chooseLanguage('ms'));
    await waitFor(() => expect(currentLanguage()).toBe('ms'));
    const { patches } = signIn('en');
    await waitFor(() => expect(patches).toEqual([expect.objectContaining({ language: 'ms' })]));
  });

  it('stores a language picked after logging in', async () => {
    const { patches } = signIn('en');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches).toEqual([]);
    act(() => chooseLanguage('ms'));
    await waitFor(() => expect(patches).toEqual([expect.objectContaining({ language: 'ms' })]));
  });
});
