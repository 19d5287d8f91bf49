import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type Property } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { getRedirectPath } from '@/features/auth';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { ApplyPanel } from './apply-panel';

const room = (id: string, name: string, isOccupied: boolean) => ({
  _id: id,
  id,
  name,
  price: 700,
  depositAmount: 700,
  description: null,
  isOccupied,
});

const property = (overrides: Partial<Property> = {}): Property => ({
  _id: 'p1',
  id: 'p1',
  name: 'SS2 Shared House',
  type: 'Room Rental',
  address: 'Jalan SS2/24, Petaling Jaya',
  description: 'Rooms near the night market.',
  images: [],
  thumbnails: [],
  price: null,
  depositAmount: null,
  priceRange: '700 - 700',
  priceBounds: { min: 700, max: 700 },
  rooms: [room('r1', 'Master Room', false), room('r2', 'Middle Room', true), room('r3', 'Small Room', false)],
  isAvailable: true,
  isFullyOccupied: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

function LoginStub() {
  const location = useLocation();
  return <p>login page, back to {getRedirectPath(location.state, 'nowhere')}</p>;
}

function renderPanel(p: Property, userType?: 'customer' | 'admin', url = '/listing/p1') {
  const store = createAppStore();
  if (userType)
    store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType, userName: 'Priya Nair' })));
  return renderWithTheme(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/listing/:id" element={<ApplyPanel property={p} />} />
          <Route path="/login" element={<LoginStub />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** Answers the panel's API calls: the eligibility check (`eligibility`), and `application` to a POST. */
function stubApi(application?: object, eligibility: object = { canApply: true, hasActiveRental: false }) {
  const NodeRequest = globalThis.Request;
  // fetchBaseQuery builds a Request from the relative /api URL, which Node cannot resolve without an origin.
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const isPost = request.method === 'POST';
      // A complete tenant profile (issue 27): the web app applies only with one, and consent.
      const profile = { profile: null, documents: [], missing: [] };
      const body = isPost ? { application } : request.url.endsWith('/tenant-profile') ? profile : eligibility;
      return new Response(JSON.stringify(body), {
        status: isPost ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyPanel', () => {
  it('offers stay lengths 3, 4, 6, 8, 12 (default 3) and only unoccupied rooms; apply waits for a start date', () => {
    stubApi();
    renderPanel(property(), 'customer');
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    const stay = screen.getByRole('combobox', { name: 'Stay length' }) as HTMLInputElement;
    expect(stay.value).toBe('3 months');
    fireEvent.click(stay);
    const stayOptions = within(screen.getByRole('listbox', { name: 'Stay length' })).getAllByRole('option', {
      hidden: true,
    });
    expect(stayOptions.map((o) => o.textContent)).toEqual([
      '3 months',
      '4 months',
      '6 months',
      '8 months',
      '12 months',
    ]);
    fireEvent.click(screen.getByRole('combobox', { name: 'Room' }));
    const rooms = within(screen.getByRole('listbox', { name: 'Room' })).getAllByRole('option', { hidden: true });
    expect(rooms.map((o) => o.textContent)).toEqual(['Master Room (RM700/month)', 'Small Room (RM700/month)']);
  });

  it("reads 'Fully Occupied' and stays disabled when the property is full", () => {
    renderPanel(property({ isFullyOccupied: true, isAvailable: false, rooms: [room('r2', 'Middle Room', true)] }));
    const button = screen.getByRole('button', { name: 'Fully Occupied' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('tells an admin that only customers apply', () => {
    renderPanel(property({ type: 'Unit Rental', rooms: [], price: 1500, depositAmount: 3000 }), 'admin');
    expect(screen.getByText('Admins cannot apply; log in with a customer account to apply.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Room' })).toBeNull();
  });

  it('tells a visitor to log in before anything is picked, and keeps the choices through the log-in', () => {
    renderPanel(property(), undefined, '/listing/p1?start=2099-01-15&stay=6&room=r1');
    expect(screen.getByText('Please register and login to apply for this property.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    // The choices are read back from the URL…
    expect((screen.getByRole('combobox', { name: 'Stay length' }) as HTMLInputElement).value).toBe('6 months');
    expect((screen.getByRole('combobox', { name: 'Room' }) as HTMLInputElement).value).toBe(
      'Master Room (RM700/month)',
    );
    expect(screen.getByRole('button', { name: /Start date/ }).textContent).toContain('15/01/2099');
    // …and the login page returns to the listing with them.
    fireEvent.click(screen.getByRole('link', { name: 'Login to apply' }));
    expect(screen.getByText('login page, back to /listing/p1?start=2099-01-15&stay=6&room=r1')).toBeTruthy();
  });

  it('turns Apply Now into the application’s status once sent, with the form cleared and disabled', async () => {
    const sentApplication = {
      _id: 'a1',
      id: 'a1',
      status: 'Waiting for Response',
      createdAt: '2026-11-22T00:00:00.000Z',
      decidedAt: null,
      paymentDueAt: null,
      user: { _id: 'u1', firstname: 'Priya', lastname: 'Nair', email: 'priya@sewamudah.my' },
      property: { _id: 'p1', name: 'SS2 Shared House', address: 'x', type: 'Room Rental', price: 700 },
      roomId: 'r1',
      roomName: 'Master Room',
      roomPrice: 700,
      startDate: '2099-01-15',
      endDate: '2099-04-14',
      stayLength: 3,
      contract: null,
      contractEsignStatus: null,
    };
    stubApi(sentApplication);
    renderPanel(property(), 'customer', '/listing/p1?start=2099-01-15&room=r1');
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'I agree to share my tenant profile for this application' }),
    );
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    expect(await screen.findByText('Waiting for Response')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Start date/ }).textContent).not.toContain('15/01/2099'),
    );
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Room' }) as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Room' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Stay length' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks Bahasa Malaysia, with RM and dates in the SPEC formats and the reason a customer cannot apply', async () => {
    activateCatalogue('ms', ms);
    try {
      stubApi(undefined, {
        canApply: false,
        hasActiveRental: false,
        hasAcceptedApplication: false,
        message: messages.applications.alreadyApplied,
      });
      const unit = property({ type: 'Unit Rental', rooms: [], price: 1500, depositAmount: 3000, priceBounds: null });
      renderPanel(unit, 'customer', '/listing/p1?start=2099-01-15');
      expect(screen.getByRole('heading', { name: 'Mohon hartanah ini' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Tarikh mula/ }).textContent).toContain('15/01/2099');
      expect((screen.getByRole('combobox', { name: 'Tempoh sewa' }) as HTMLInputElement).value).toBe('3 bulan');
      expect(screen.getByText('Sewa bulanan: RM1,500')).toBeTruthy();
      expect(screen.getByText('Perlu dibayar setelah diterima (deposit + sewa bulan pertama): RM4,500')).toBeTruthy();
      expect(screen.getByText('Penyewaan tamat: 14/04/2099')).toBeTruthy();
      expect(
        await screen.findByText(
          'Anda sudah mempunyai permohonan untuk hartanah ini. Sila tunggu maklum balas permohonan tersebut.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mohon Sekarang' }).hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('link', { name: 'Lihat permohonan saya' })).toBeTruthy();
    } finally {
      activateCatalogue('en', en);
    }
  });
});
