import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { routes } from '@/config/paths';
import { RegistrationConfirmationPage } from './registration-confirmation-page';

type Reply = { status: number; body: unknown; json?: boolean };
let replies: Record<string, Reply>;
const requests: { method: string; path: string; body: string }[] = [];

/** jsdom has no base URL for fetch: resolve the app's relative `/api/...` URLs against localhost. */
class RelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      requests.push({ method: input.method, path, body: await input.clone().text() });
      const reply = replies[`${input.method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
      const isJson = reply.json ?? true;
      return new Response(isJson ? JSON.stringify(reply.body) : String(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': isJson ? 'application/json' : 'text/html' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const VERIFY = 'GET /api/auth/verify-user/the-code';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: routes.registerConfirmation, element: <RegistrationConfirmationPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/register-confirmation/the-code'] },
  );
  render(
    <Provider store={createAppStore()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
}

describe('RegistrationConfirmationPage', () => {
  it('confirms the e-mail and offers Login', async () => {
    replies = {
      [VERIFY]: {
        status: 200,
        body: {
          message: 'Your email has been verified. You can now log in.',
          user: { email: 'a@b.my', status: 'active' },
        },
      },
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("shows 'User Not found.' with guidance and a Login button, no retry", async () => {
    replies = { [VERIFY]: { status: 404, body: { message: 'User Not found.' } } };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'User Not found.' })).toBeTruthy();
    expect(screen.getByText(/does not belong to any account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Retry Register' })).toBeNull();
  });

  it("offers to resend for 'Confirmation Code Expired!', using the code of the link", async () => {
    replies = {
      [VERIFY]: { status: 410, body: { message: 'Confirmation Code Expired!' } },
      'POST /api/auth/resend-verification-email': { status: 200, body: { message: 'Verification Email Sent' } },
    };
    renderPage();
    const resend = await screen.findByRole('button', { name: 'Resend Verification Email' });
    fireEvent.click(resend);
    expect(await screen.findByText('A new verification link is on its way. Please check your inbox.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({ confirmationCode: 'the-code' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toHaveProperty('disabled', true),
    );
  });

  it.each([
    ['No changes made.', { status: 409, body: { message: 'No changes made.' } }],
    ['502 Bad Gateway', { status: 502, body: '<html>Bad Gateway</html>', json: false }],
  ])("shows '%s' without a retry button", async (heading, reply) => {
    replies = { [VERIFY]: reply };
    renderPage();
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Retry Register' })).toBeNull();
  });

  it('offers Retry Register for other errors, with the server message', async () => {
    replies = { [VERIFY]: { status: 500, body: { message: 'Internal server error (request abc)' } } };
    renderPage();
    expect(await screen.findByText('Internal server error (request abc)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retry Register' }).getAttribute('href')).toBe('/register');
  });
});
