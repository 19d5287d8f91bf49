/**
 * Issue 28 §2, "Move in by": the filter sheet's date is the app's date picker (@mantine/dates), shown dd/mm/yyyy in
 * English and in BM (month names in the page's language), while the URL and the count ask for `availableBy=YYYY-MM-DD`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { useListingFilters } from '../hooks/use-listing-filters';
import { ListingFilters } from './listing-filters';

/** The API: no stations, and a listing whose total is 2 with a move-in date and 40 without. */
function serverAnswers() {
  stubRelativeRequests();
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      asked.push(url);
      if (url.pathname === '/api/stations') {
        return new Response(JSON.stringify({ lines: [] }), { headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ properties: [] }), {
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': url.searchParams.has('availableBy') ? '2' : '40',
        },
      });
    }),
  );
  return asked;
}

function Listing() {
  const { filters, update } = useListingFilters();
  const location = useLocation();
  return (
    <>
      <ListingFilters filters={filters} onChange={update} />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

const renderListing = (url: string) =>
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Listing />
      </MemoryRouter>
    </Provider>,
  );

async function openSheet(filterButton: RegExp, title: string) {
  fireEvent.click(screen.getByRole('button', { name: filterButton }));
  // The sheet is loaded on demand: its first import can take a while on a busy machine.
  return screen.findByRole('dialog', { name: title }, { timeout: 5000 });
}

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
  activateCatalogue('en', en);
});

describe('move in by', { timeout: 30_000 }, () => {
  it('shows the date of a shared link as dd/mm/yyyy; a day picked on the calendar goes to the URL as YYYY-MM-DD', async () => {
    const asked = serverAnswers();
    renderListing('/listing?availableBy=2026-11-27');
    const sheet = await openSheet(/^Filter listings/, 'Filter homes');
    // The label names the field (its button), which reads the date the British way.
    const field = within(sheet).getByRole('button', { name: 'Move in by' });
    expect(field.textContent).toBe('27/11/2026');
    expect(within(sheet).getByLabelText('Move in by')).toBe(field);

    // The calendar opens on the chosen month.
    fireEvent.click(field);
    expect(await screen.findByText('November 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '30 November 2026', hidden: true }));
    await waitFor(() => expect(field.textContent).toBe('30/11/2026'), { timeout: 3000 });

    // The count asks for the draft's date, as YYYY-MM-DD.
    await waitFor(
      () =>
        expect(
          asked
            .filter((url) => url.pathname === '/api/properties')
            .at(-1)
            ?.searchParams.get('availableBy'),
        ).toBe('2026-11-30'),
      { timeout: 5000 },
    );
    const show = await within(sheet).findByRole('button', { name: 'Show 2 homes' }, { timeout: 5000 });
    fireEvent.click(show);
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?availableBy=2026-11-30'));
  });

  it('clearing the date removes it from the URL', async () => {
    serverAnswers();
    renderListing('/listing?availableBy=2026-11-27');
    const sheet = await openSheet(/^Filter listings/, 'Filter homes');
    const field = within(sheet).getByRole('button', { name: 'Move in by' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear the date' }));
    await waitFor(() => expect(field.textContent).toBe(''));
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Show 40 homes' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe(''));
  });

  it('in BM: the same dd/mm/yyyy, and the calendar in Malay', async () => {
    activateCatalogue('ms', ms);
    serverAnswers();
    renderListing('/listing?availableBy=2026-08-27');
    const sheet = await openSheet(/^Tapis hartanah/, 'Tapis rumah');
    const field = within(sheet).getByRole('button', { name: 'Masuk sebelum' });
    expect(field.textContent).toBe('27/08/2026');
    fireEvent.click(field);
    expect(await screen.findByText('Ogos 2026')).toBeTruthy();
  });
});
