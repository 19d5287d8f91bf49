/** Issue 27 §2: the web app applies only with a complete tenant profile and consent; what is missing links to Profile. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Property } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { ApplyPanel } from './apply-panel';

const unit: Property = {
  _id: 'p1',
  id: 'p1',
  name: 'Vista Harmoni',
  type: 'Unit Rental',
  address: 'Jalan Ampang, Kuala Lumpur',
  description: 'A unit.',
  images: [],
  thumbnails: [],
  price: 2000,
  depositAmount: 4000,
  priceRange: '2000',
  priceBounds: { min: 2000, max: 2000 },
  rooms: [],
  isAvailable: true,
  isFullyOccupied: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const application = {
  _id: 'a1',
  id: 'a1',
  status: 'Waiting for Response',
  createdAt: '2026-11-27T00:00:00.000Z',
  decidedAt: null,
  paymentDueAt: null,
  startDate: '2099-01-15',
  endDate: '2099-07-14',
  stayLength: 6,
  user: { _id: 'u1', firstname: 'Priya', lastname: 'Nair', email: 'priya@example.my' },
  property: { _id: 'p1', name: 'Vista Harmoni' },
  room: null,
  roomName: null,
  contract: null,
  contractEsignStatus: null,
};

function serve(missing: string[]) {
  stubRelativeRequests();
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      let body: unknown = { canApply: true, hasActiveRental: false };
      if (path.endsWith('/tenant-profile')) body = { profile: null, documents: [], missing };
      if (path.endsWith('/config'))
        body = { payments: 'sandbox', stripePublishableKey: null, stampDutyPayer: 'landlord' };
      if (request.method === 'POST') {
        posted.push(await request.json());
        body = { application };
      }
      return new Response(JSON.stringify(body), {
        status: request.method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return posted;
}

function renderPanel() {
  const store = createAppStore();
  store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType: 'customer', userName: 'Priya Nair' })));
  renderWithTheme(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/listing/p1?start=2099-01-15&stay=6']}>
        <Routes>
          <Route path="/listing/:id" element={<ApplyPanel property={unit} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyPanel and the tenant profile', () => {
  it('asks for consent when the profile is complete, and sends it with the application', async () => {
    const posted = serve([]);
    renderPanel();
    const consent = await screen.findByRole('checkbox', {
      name: 'I agree to share my tenant profile for this application',
    });
    expect(screen.getByText(/deleted 90 days after it ends/)).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.click(consent);
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      property: 'p1',
      startDate: '2099-01-15',
      stayLength: '6',
      screeningConsent: true,
    });
  });

  it('lists what an incomplete profile lacks, each a link to Profile, and does not apply', async () => {
    const posted = serve(['identity', 'income']);
    renderPanel();
    const identity = await screen.findByRole('link', {
      name: 'An identity document: MyKad front and back, or passport and visa',
    });
    expect(identity.getAttribute('href')).toBe('/profile#tenant-documents-title');
    expect(
      screen
        .getByRole('link', { name: 'Proof of income (payslips, EA form, EPF statement) or a guarantor with an income' })
        .getAttribute('href'),
    ).toBe('/profile#tenant-documents-title');
    expect(screen.getByRole('link', { name: 'Complete my tenant profile' }).getAttribute('href')).toBe(
      '/profile#tenant-profile-title',
    );
    expect(screen.queryByRole('link', { name: /Your details/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    fireEvent.click(apply);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apply.hasAttribute('disabled')).toBe(true);
    expect(posted).toHaveLength(0);
  });
});
