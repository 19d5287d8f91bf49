/**
 * The admin's "Start the move-out report" follows the server's today (sent with the notice state), not the browser's
 * clock: under the dev clock the server may be weeks ahead, and a button the server would refuse must not show.
 */
import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { ReportsCard } from './reports-card';

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

function noReportsYet() {
  stubRelativeRequests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

function renderCard(today: string) {
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <ReportsCard
          contractId="c1"
          isAdmin
          tenancy={{ status: 'Active', endDate: '2031-06-30', noticeGiven: false, today }}
        />
      </MemoryRouter>
    </Provider>,
  );
}

describe('condition reports card', { timeout: 20_000 }, () => {
  it('offers the move-out report when the server’s today is within 30 days of the end (the browser is years earlier)', async () => {
    noReportsYet();
    renderCard('2031-06-10');
    expect(await screen.findByRole('button', { name: 'Start the move-out report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start the move-in report' })).toBeTruthy();
  });

  it('does not offer it earlier than that, whatever the browser’s date', async () => {
    noReportsYet();
    renderCard('2031-05-01');
    expect(await screen.findByRole('button', { name: 'Start the move-in report' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the move-out report' })).toBeNull();
  });
});
