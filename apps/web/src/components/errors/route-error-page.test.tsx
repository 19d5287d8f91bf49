import { screen } from '@testing-library/react';
import { messages } from '@sewamudah/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('RouteErrorPage', () => {
  // React logs caught render errors; keep the test output readable.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Unexpected Application Error!' and the error's message", async () => {
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorPage }]);
    renderWithTheme(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: messages.router.unexpected })).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
  });

  it('shows the status of an error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('Gone for good', { status: 410, statusText: 'Gone' });
        },
        Component: () => null,
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    renderWithTheme(<RouterProvider router={router} />);

    expect(await screen.findByText('410 Gone for good')).toBeTruthy();
  });
});
