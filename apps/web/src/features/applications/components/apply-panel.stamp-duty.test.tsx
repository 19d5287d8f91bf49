/**
 * Issue 23: the listing's "Due once accepted" left the stamp duty out (RM9,600 shown, RM9,764 owed). With the
 * tenant paying it (STAMP_DUTY_PAYER, GET /api/config), the duty and the total are shown; with the landlord, the
 * panel says so and the total stays deposit + first month.
 */
import { screen } from '@testing-library/react';
import type { Property, StampDutyPayer } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { ApplyPanel } from './apply-panel';

/** RM3,200 a month and RM6,400 deposit: RM9,600 deposit + first month; 12 months → RM154 + RM10 duty. */
const home: Property = {
  _id: 'p9',
  id: 'p9',
  name: 'Mont Kiara Condo',
  type: 'Unit Rental',
  address: 'Jalan Kiara, Kuala Lumpur',
  description: 'A condo.',
  images: [],
  thumbnails: [],
  price: 3200,
  depositAmount: 6400,
  priceRange: null,
  priceBounds: null,
  rooms: [],
  isAvailable: true,
  isFullyOccupied: false,
  createdAt: '2026-11-01T00:00:00.000Z',
} as unknown as Property;

function stubApi(stampDutyPayer: StampDutyPayer) {
  stubRelativeRequests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body = new URL(request.url).pathname.endsWith('/config')
        ? { payments: 'sandbox', stripePublishableKey: null, stampDutyPayer }
        : { canApply: true, hasActiveRental: false };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderPanel() {
  const store = createAppStore();
  store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType: 'customer', userName: 'Mei Ling' })));
  return renderWithTheme(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/listing/p9?start=2099-01-15&stay=12']}>
        <Routes>
          <Route path="/listing/:id" element={<ApplyPanel property={home} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyPanel: what is due once accepted', () => {
  it('includes the stamp duty when the tenant pays it', async () => {
    stubApi('tenant');
    renderPanel();
    expect(await screen.findByText('Stamp duty on the tenancy agreement (LHDN): RM164')).toBeTruthy();
    expect(screen.getByText("Due once accepted (deposit + first month's rent + stamp duty): RM9,764")).toBeTruthy();
    expect(screen.queryByText(/RM9,600/)).toBeNull();
  });

  it('says the landlord pays it otherwise, and the total stays deposit + first month', async () => {
    stubApi('landlord');
    renderPanel();
    expect(await screen.findByText('Stamp duty on the tenancy agreement: paid by the landlord')).toBeTruthy();
    expect(screen.getByText("Due once accepted (deposit + first month's rent): RM9,600")).toBeTruthy();
  });
});
