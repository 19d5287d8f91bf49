import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Stamping } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { renderWithTheme } from '@/test/render';
import { OverdueStampingsCard } from './overdue-stampings-card';
import { stubRelativeRequests } from '@/test/fetch';

const stamping = (n: number): Stamping => ({
  contractId: `c${n}`,
  status: 'not_stamped',
  signedOn: '2026-09-01',
  dueDate: '2026-10-01',
  overdue: true,
  submittedAt: null,
  stampedAt: null,
  certificateFile: null,
  tenant: { _id: `u${n}`, firstname: 'Tenant', lastname: `Number ${n}`, email: `t${n}@example.my` },
  property: { _id: `p${n}`, name: `Residensi ${n}` },
  roomName: null,
});

/** The server's tracker: `total` overdue agreements, paged as the server pages them. */
function serveTracker(total: number) {
  stubRelativeRequests();
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      asked.push(url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const rows = Array.from({ length: total }, (_, i) => stamping(i + 1)).slice((page - 1) * limit, page * limit);
      return new Response(JSON.stringify({ stampings: rows }), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
      });
    }),
  );
  return asked;
}

const renderCard = () =>
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <OverdueStampingsCard />
      </MemoryRouter>
    </Provider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('OverdueStampingsCard', () => {
  it('asks the server for a page and pages through every overdue agreement', async () => {
    const asked = serveTracker(25);
    renderCard();
    expect((await screen.findAllByText('Tenant Number 1')).length).toBeGreaterThan(0);
    expect(screen.getByText('Showing 1–20 of 25')).toBeTruthy();
    expect(screen.queryAllByText('Tenant Number 21')).toHaveLength(0);
    const first = asked.find((url) => url.pathname === '/api/stampings');
    expect(first?.searchParams.get('filter')).toBe('overdue');
    expect(first?.searchParams.get('page')).toBe('1');
    expect(first?.searchParams.get('limit')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect((await screen.findAllByText('Tenant Number 25')).length).toBeGreaterThan(0);
    expect(screen.getByText('Showing 21–25 of 25')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('lists an overdue renewal agreement beside the same tenancy’s agreement, opening the renewal', async () => {
    stubRelativeRequests();
    const rows = [stamping(1), { ...stamping(1), document: 'renewal_agreement', renewalId: 'r1' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ stampings: rows }), {
            headers: { 'Content-Type': 'application/json', 'X-Total-Count': '2' },
          }),
      ),
    );
    renderCard();
    const renewal = (await screen.findAllByText('Tenant Number 1 (renewal agreement)'))[0]!;
    expect(renewal.closest('a')?.getAttribute('href')).toBe('/tenancy/c1/renewal/r1');
    expect(screen.getAllByText('Tenant Number 1').length).toBeGreaterThan(0);
  });

  it('shows nothing while no agreement is overdue', async () => {
    const asked = serveTracker(0);
    renderCard();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Needs attention: overdue stamping')).toBeNull();
  });
});
