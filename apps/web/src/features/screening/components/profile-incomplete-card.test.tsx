/** Issue 27 §2: the dashboard asks a tenant whose application was sent without a profile to complete it and update it. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Application, TenantProfileResponse } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { ProfileIncompleteNudge } from './profile-incomplete-card';

const APPLICATION_ID = '7b2e4c1a-3d5f-4a6b-9c8d-1e2f3a4b5c6d';

const application = (overrides: Partial<Application> = {}): Application => ({
  _id: APPLICATION_ID,
  id: APPLICATION_ID,
  status: 'Waiting for Response',
  createdAt: '2026-11-26T02:00:00.000Z',
  decidedAt: null,
  paymentDueAt: null,
  user: { _id: 'u1', firstname: 'Hafiz', lastname: 'Rahman', email: 'hafiz@example.my' },
  property: { _id: 'p1', name: 'Residensi Sri Bangsar', address: 'Bangsar', type: 'Unit Rental', price: 2600 },
  roomId: null,
  roomName: null,
  roomPrice: null,
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  stayLength: 12,
  contract: null,
  contractEsignStatus: null,
  screeningState: 'incomplete',
  ...overrides,
});

const doc = (id: string, category: 'mykad_front' | 'mykad_back' | 'payslip') => ({
  id,
  category,
  fileName: `${category}.jpg`,
  mime: 'image/jpeg',
  bytes: 1000,
  expiresOn: null,
  periodOn: null,
  uploadedAt: '2026-11-27T05:00:00.000Z',
});

const completeProfile: TenantProfileResponse = {
  profile: null,
  documents: [
    doc('9a1b7c3d-0000-4000-8000-000000000001', 'mykad_front'),
    doc('9a1b7c3d-0000-4000-8000-000000000002', 'mykad_back'),
    doc('9a1b7c3d-0000-4000-8000-000000000003', 'payslip'),
  ],
  missing: [],
};
const emptyProfile: TenantProfileResponse = {
  profile: null,
  documents: [],
  missing: ['profile', 'identity', 'income'],
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function serve(applications: Application[], profile: TenantProfileResponse) {
  stubRelativeRequests();
  const posted: { path: string; body: unknown }[] = [];
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      if (req.method === 'POST') {
        posted.push({ path: url.pathname, body: await req.json() });
        return json({
          applicationId: APPLICATION_ID,
          snapshotUpdatedAt: '2026-11-27T06:00:00.000Z',
          changesRequest: null,
        });
      }
      if (url.pathname === '/api/applications') {
        asked.push(url.search);
        return json({ applications }, 200, { 'X-Total-Count': String(applications.length) });
      }
      if (url.pathname === '/api/tenant-profile') return json(profile);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return { posted, asked };
}

function renderNudge() {
  const store = createAppStore();
  store.dispatch(
    credentialsReceived(makeAccessToken({ userId: 'u1', userType: 'customer', userName: 'Hafiz Rahman' })),
  );
  renderWithTheme(
    <Provider store={store}>
      <MemoryRouter>
        <ProfileIncompleteNudge />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Complete your tenant profile (dashboard)', () => {
  it('names the application sent without a profile and links to Profile; the update waits for a complete profile', async () => {
    const { posted, asked } = serve([application()], emptyProfile);
    renderNudge();
    const card = await screen.findByRole('region', { name: 'Complete your tenant profile' });
    expect(asked[0]).toContain('status=Waiting+for+Response');
    expect(asked[0]).toContain('page=1');
    expect(within(card).getByText(/marked “Profile incomplete”/)).toBeTruthy();
    expect(within(card).getAllByText('Residensi Sri Bangsar').length).toBeGreaterThan(0);
    const link = await within(card).findByRole('link', { name: 'Complete my profile' });
    expect(link.getAttribute('href')).toBe('/profile#tenant-profile-title');
    const update = within(card).getByRole('button', { name: /^Update my application/ });
    expect(update.hasAttribute('disabled')).toBe(true);
    expect(within(card).queryByRole('checkbox')).toBeNull();
    fireEvent.click(update);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(posted).toHaveLength(0);
  });

  it('with a complete profile, asks for consent and updates the application with it', async () => {
    const { posted } = serve([application()], completeProfile);
    renderNudge();
    const card = await screen.findByRole('region', { name: 'Complete your tenant profile' });
    expect(await within(card).findByText('Your tenant profile is complete.')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Complete my profile' })).toBeNull();
    const update = within(card).getByRole('button', { name: 'Update my application: Residensi Sri Bangsar' });
    expect(update.hasAttribute('disabled')).toBe(true);
    fireEvent.click(
      within(card).getByRole('checkbox', { name: 'I agree to share my tenant profile for this application' }),
    );
    await waitFor(() => expect(update.hasAttribute('disabled')).toBe(false));
    fireEvent.click(update);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: `/api/applications/${APPLICATION_ID}/screening/update`,
      body: { screeningConsent: true },
    });
  });

  it('shows nothing when no waiting application is incomplete', async () => {
    const { asked } = serve(
      [
        application({ screeningState: 'complete' }),
        application({ id: 'x', _id: 'x', screeningState: 'changes_requested' }),
      ],
      completeProfile,
    );
    renderNudge();
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('region', { name: 'Complete your tenant profile' })).toBeNull();
  });
});
