/** The Applications tabs had no Cancelled tab (issue 23): a withdrawn application could only be found under All. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { ApplicationHistoryPage } from './application-history-page';

afterEach(() => vi.unstubAllGlobals());

describe('Application History tabs', () => {
  it('offers a Cancelled tab after the SPEC’s tabs, which asks the server for cancelled applications', async () => {
    stubRelativeRequests();
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        asked.push(new URL(input.url));
        return new Response(JSON.stringify({ applications: [] }), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
        });
      }),
    );
    renderWithTheme(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/application']}>
          <ApplicationHistoryPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Waiting for Response',
      'Accepted',
      'Completed',
      'Rejected',
      'Cancelled',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(
        asked.some((url) => url.pathname === '/api/applications' && url.searchParams.get('status') === 'Cancelled'),
      ).toBe(true),
    );
    expect(screen.getByRole('tab', { name: 'Cancelled' }).getAttribute('aria-selected')).toBe('true');
  });
});
