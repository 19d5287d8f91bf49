/**
 * "Save this search" (issue 28 §5): a customer opens the dialog (loaded on demand), names the search, picks daily and
 * saves the listing's filters; the server's field message is shown at the field; a visitor is sent to log in and
 * an admin sees no button.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { credentialsReceived, sessionBootstrapped } from '@/features/auth';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { SaveSearchButton } from './save-search-button';

const FILTERS = { q: 'Bangsar', bedrooms: '3' };

function serve(answer: { status: number; body: unknown }) {
  stubRelativeRequests();
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      sent.push({ method: input.method, path: url.pathname, body: await input.clone().json() });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderButton(userType: 'customer' | 'admin' | null) {
  const store = createAppStore();
  if (userType) store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType, userName: 'Priya' })));
  store.dispatch(sessionBootstrapped());
  render(
    <Provider store={store}>
      <MantineProvider theme={themeFor('Close')}>
        <Notifications />
        <MemoryRouter>
          <SaveSearchButton filters={FILTERS} />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SaveSearchButton', () => {
  it('saves the filters under a name with a daily digest', async () => {
    const sent = serve({
      status: 201,
      body: { message: 'Search saved. We will tell you when a matching home appears.' },
    });
    renderButton('customer');
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Bangsar');
    fireEvent.change(name, { target: { value: 'Bangsar family homes' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Daily digest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/saved-searches',
      body: { name: 'Bangsar family homes', frequency: 'daily', filters: FILTERS },
    });
    expect(await screen.findByText('Search saved. We will tell you when a matching home appears.')).toBeTruthy();
  });

  it('shows the server’s message at the name', async () => {
    serve({
      status: 400,
      body: {
        message: 'A search name is at most 60 characters',
        errorFields: { name: 'A search name is at most 60 characters' },
      },
    });
    renderButton('customer');
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('A search name is at most 60 characters')).toBeTruthy();
  });

  it('sends a visitor to log in', () => {
    renderButton(null);
    expect(screen.getByRole('link', { name: 'Save this search' }).getAttribute('href')).toBe('/login');
  });

  it('shows admins no button', () => {
    renderButton('admin');
    expect(screen.queryByText('Save this search')).toBeNull();
  });
});
