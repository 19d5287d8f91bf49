/**
 * Issue 28 §2, "near a station": the filter sheet (loaded when opened) asks GET /api/stations, offers a line or one of
 * its stations by search, and the walk; "Show N homes" counts with them and writes station|line and walk to the URL.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StationsResponse } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { useListingFilters } from '../hooks/use-listing-filters';
import { ListingFilters } from './listing-filters';

const STATIONS: StationsResponse = {
  lines: [
    {
      id: 'KJ',
      name: 'Kelana Jaya Line',
      kind: 'LRT',
      stations: [
        { code: 'KJ12', name: 'Dang Wangi', line: 'KJ', kind: 'LRT' },
        { code: 'KJ13', name: 'Masjid Jamek', line: 'KJ', kind: 'LRT' },
      ],
    },
    {
      id: 'KG',
      name: 'Kajang Line',
      kind: 'MRT',
      stations: [{ code: 'KG10', name: 'Taman Tun Dr Ismail', line: 'KG', kind: 'MRT' }],
    },
    {
      id: 'KP',
      name: 'Tanjung Malim–Port Klang Line',
      kind: 'KTM Komuter',
      stations: [{ code: 'KA01', name: 'KL Sentral', line: 'KP', kind: 'KTM Komuter' }],
    },
    // A line a newer dataset has and the catalogue does not: its English name from the API.
    {
      id: 'SA',
      name: 'Shah Alam Line',
      kind: 'LRT',
      stations: [{ code: 'SA01', name: 'Johan Setia', line: 'SA', kind: 'LRT' }],
    },
  ],
};

/** The API: the stations, and a listing whose total is 3 near a station and 40 otherwise. */
function serverAnswers() {
  stubRelativeRequests();
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      asked.push(url);
      if (url.pathname === '/api/stations') {
        return new Response(JSON.stringify(STATIONS), { headers: { 'Content-Type': 'application/json' } });
      }
      const near = url.searchParams.has('station') || url.searchParams.has('line');
      return new Response(JSON.stringify({ properties: [] }), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': near ? '3' : '40' },
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

const renderListing = (url = '/listing') =>
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Listing />
      </MemoryRouter>
    </Provider>,
  );

async function openSheet() {
  fireEvent.click(screen.getByRole('button', { name: /^Filter listings/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Filter homes' });
  const picker = within(sheet).getByRole('combobox', { name: 'Near a station' });
  await waitFor(() => expect(picker).toHaveProperty('disabled', false));
  return { sheet, picker };
}

/** Types into the picker and chooses an option; answers the options the search left. */
async function pick(picker: HTMLElement, search: string, option: string): Promise<string[]> {
  // Typed by the user: Mantine takes a change to an input without focus for autofill.
  picker.focus();
  fireEvent.click(picker);
  fireEvent.change(picker, { target: { value: search } });
  const listbox = await screen.findByRole('listbox', { name: 'Near a station', hidden: true });
  const offered = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  return offered;
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

describe('near a station', { timeout: 30_000 }, () => {
  it('asks for the stations only once the sheet is open', async () => {
    const asked = serverAnswers();
    renderListing();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.some((url) => url.pathname === '/api/stations')).toBe(false);
    await openSheet();
    expect(asked.filter((url) => url.pathname === '/api/stations')).toHaveLength(1);
  });

  it('a station found by its name and a walk: the count follows, and Show writes station and walk to the URL', async () => {
    const asked = serverAnswers();
    renderListing();
    const { sheet, picker } = await openSheet();
    // Before a station is chosen the walk cannot be set.
    expect(within(sheet).getByRole('radio', { name: '15 min' })).toHaveProperty('disabled', true);

    // By name: only the matching station is offered.
    expect(await pick(picker, 'jamek', 'KJ13 Masjid Jamek')).toEqual(['KJ13 Masjid Jamek']);
    expect((picker as HTMLInputElement).value).toBe('KJ13 Masjid Jamek');
    fireEvent.click(within(sheet).getByRole('radio', { name: '15 min' }));

    const show = await within(sheet).findByRole('button', { name: 'Show 3 homes' }, { timeout: 5000 });
    const counted = asked.filter((url) => url.pathname === '/api/properties').at(-1)!;
    expect(counted.searchParams.get('station')).toBe('KJ13');
    expect(counted.searchParams.get('walk')).toBe('15');
    expect(counted.searchParams.get('limit')).toBe('1');
    fireEvent.click(show);
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?station=KJ13&walk=15'));
    // One filter on the Filters button, not two (the walk belongs to the station).
    expect(screen.getByRole('button', { name: /^Filter listings/ }).textContent).toMatch(/Filter listings1$/);
  });

  it('a whole line, found by the line name; the default walk is written too; clearing removes both', async () => {
    serverAnswers();
    renderListing('/listing?type=Room+Rental');
    let { sheet, picker } = await openSheet();
    // By the line's name: the whole line, the line itself first.
    expect(await pick(picker, 'kelana', 'Any station on the Kelana Jaya Line')).toEqual([
      'Any station on the Kelana Jaya Line',
      'KJ12 Dang Wangi',
      'KJ13 Masjid Jamek',
    ]);
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Show 3 homes' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?type=Room+Rental&line=KJ&walk=10'));

    ({ sheet, picker } = await openSheet());
    expect((picker as HTMLInputElement).value).toBe('Any station on the Kelana Jaya Line');
    expect(within(sheet).getByRole('radio', { name: '10 min' })).toHaveProperty('checked', true);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear the station' }));
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Show 40 homes' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?type=Room+Rental'));
  });

  it("names each line in the reader's language, the API's name for a line the catalogue lacks", async () => {
    activateCatalogue('ms', ms);
    serverAnswers();
    renderListing();
    fireEvent.click(screen.getByRole('button', { name: /^Tapis hartanah/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Tapis rumah' });
    const picker = within(sheet).getByRole('combobox', { name: 'Berhampiran stesen' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    const offered = async (search: string) => {
      picker.focus();
      fireEvent.click(picker);
      fireEvent.change(picker, { target: { value: search } });
      const listbox = await screen.findByRole('listbox', { name: 'Berhampiran stesen', hidden: true });
      return within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent);
    };
    // Found by the line's BM name, which the API does not send.
    expect(await offered('pelabuhan')).toEqual([
      'Mana-mana stesen di Laluan Tanjung Malim–Pelabuhan Klang',
      'KA01 KL Sentral',
    ]);
    expect(await offered('Shah Alam Line')).toEqual(['Mana-mana stesen di Shah Alam Line', 'SA01 Johan Setia']);
  });

  it('opens with the station of a shared link chosen', async () => {
    serverAnswers();
    renderListing('/listing?station=KG10&walk=5');
    const { sheet, picker } = await openSheet();
    expect((picker as HTMLInputElement).value).toBe('KG10 Taman Tun Dr Ismail');
    expect(within(sheet).getByRole('radio', { name: '5 min' })).toHaveProperty('checked', true);
  });
});
