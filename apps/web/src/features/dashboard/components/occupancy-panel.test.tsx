import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Occupancy } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import ms from 'virtual:i18n/ms';
import en from 'virtual:i18n/en';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { OccupancyPanel } from './occupancy-panel';

const page = (n: number): Occupancy => ({
  from: '2026-11-01',
  to: '2026-11-20',
  units: 23,
  occupied: 17,
  occupancyPercent: 74,
  properties: Array.from({ length: n === 1 ? 10 : 2 }, (_, i) => ({
    id: `00000000-0000-4000-8000-0000000000${String(n * 10 + i).padStart(2, '0')}`,
    name: `Residence ${n}-${i}`,
    type: 'Unit Rental' as const,
    units: 1,
    occupied: i % 2,
    vacantDays: i === 0 ? 20 : 1,
  })),
  total: 12,
  estimated: false,
});

function serve() {
  stubRelativeRequests();
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    return new Response(JSON.stringify(page(Number(url.searchParams.get('page')))), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => activateCatalogue('en', en));
});

describe('OccupancyPanel', () => {
  it('shows occupancy today, each property’s vacant days, and asks the server for one page at a time', async () => {
    const fetchMock = serve();
    renderWithTheme(
      <Provider store={createAppStore()}>
        <OccupancyPanel />
      </Provider>,
    );
    expect(await screen.findByText('Occupied today: 17 of 23 units (74%)')).toBeTruthy();
    expect(screen.getByText('Vacant days from 01/11/2026 to 20/11/2026')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Occupancy' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['Residence 1-0', '1', '0 of 1 occupied', '20 days vacant']);
    expect(rows[1]).toEqual(['Residence 1-1', '1', '1 of 1 occupied', '1 day vacant']);
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).search).toBe('?page=1&limit=10');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeTruthy();
    expect(new URL((fetchMock.mock.calls.at(-1)![0] as Request).url).search).toBe('?page=2&limit=10');
  });

  it('speaks Bahasa Malaysia', async () => {
    act(() => activateCatalogue('ms', ms));
    serve();
    renderWithTheme(
      <Provider store={createAppStore()}>
        <OccupancyPanel />
      </Provider>,
    );
    expect(await screen.findByText('Dihuni hari ini: 17 daripada 23 unit (74%)')).toBeTruthy();
    expect(screen.getAllByText('1 hari kosong').length).toBeGreaterThan(0);
  });
});
