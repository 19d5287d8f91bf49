/** Issue 27 §2: My Applications shows the admin's request and lets the applicant update the application. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Application, Screening, TenantProfileResponse } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { ApplicationCard } from '@/features/applications/components/application-card';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';

const APPLICATION_ID = '5d7c8a0e-2b1f-4c7e-8f3a-9e6b2d4c1a22';

const application: Application = {
  _id: APPLICATION_ID,
  id: APPLICATION_ID,
  status: 'Waiting for Response',
  createdAt: '2026-11-16T02:00:00.000Z',
  decidedAt: null,
  paymentDueAt: null,
  user: { _id: 'u1', firstname: 'Nurul', lastname: 'Izzah', email: 'nurul.izzah@example.my' },
  property: { _id: 'p1', name: 'Cyberjaya Shared House', address: 'Cyberjaya', type: 'Room Rental', price: null },
  roomId: 'r1',
  roomName: 'Room A',
  roomPrice: 750,
  startDate: '2026-12-07',
  endDate: '2027-04-06',
  stayLength: 4,
  contract: null,
  contractEsignStatus: null,
  screeningState: 'changes_requested',
};

const request = {
  id: '0c3c3f7e-1c55-4d0a-9a0e-2f0d3b1e6a01',
  categories: ['mykad_front', 'payslip'] as const,
  message: 'Please add your MyKad and your latest payslip.',
  requestedAt: '2026-11-26T03:00:00.000Z',
  answeredAt: null,
};

const screening = (consent: Screening['consent']): Screening => ({
  applicationId: APPLICATION_ID,
  snapshot: null,
  complete: false,
  consent,
  rent: 750,
  ratio: null,
  ratioColour: null,
  guarantorRatio: null,
  flags: [],
  documents: [],
  acceptedWithoutScreening: false,
  acceptedWithoutScreeningReason: null,
  changesRequest: { ...request, categories: [...request.categories] },
  deletedDocuments: [],
  snapshotDeletedAt: null,
});

const doc = (id: string, category: 'mykad_front' | 'mykad_back' | 'payslip') => ({
  id,
  category,
  fileName: `${category}.pdf`,
  mime: 'application/pdf',
  bytes: 1000,
  expiresOn: null,
  periodOn: null,
  uploadedAt: '2026-11-26T05:00:00.000Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(options: { consent: Screening['consent']; profile: TenantProfileResponse }) {
  stubRelativeRequests();
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (req.method === 'POST') {
        posted.push({ path, body: await req.json() });
        return json({
          applicationId: APPLICATION_ID,
          snapshotUpdatedAt: '2026-11-27T04:00:00.000Z',
          changesRequest: { ...request, categories: [...request.categories], answeredAt: '2026-11-27T04:00:00.000Z' },
        });
      }
      if (path === `/api/applications/${APPLICATION_ID}/screening`) return json(screening(options.consent));
      if (path === '/api/tenant-profile') return json(options.profile);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return posted;
}

function renderCard() {
  const store = createAppStore();
  store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType: 'customer', userName: 'Nurul Izzah' })));
  renderWithTheme(
    <Provider store={store}>
      <MemoryRouter>
        <ApplicationCard application={application} />
      </MemoryRouter>
    </Provider>,
  );
}

const complete: TenantProfileResponse = {
  profile: null,
  documents: [
    doc('9a1b7c3d-0000-4000-8000-000000000001', 'mykad_front'),
    doc('9a1b7c3d-0000-4000-8000-000000000002', 'payslip'),
  ],
  missing: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('Changes requested on My Applications', () => {
  it("shows the admin's message and documents, links to Profile, and updates the application", async () => {
    const posted = serve({ consent: { version: '2026-11-27', at: '2026-11-16T02:00:00.000Z' }, profile: complete });
    renderCard();
    const notice = await screen.findByRole('region', { name: 'Changes requested' });
    expect(await within(notice).findByText('Please add your MyKad and your latest payslip.')).toBeTruthy();
    expect(within(notice).getByText('MyKad (front)')).toBeTruthy();
    expect(within(notice).getByText('Payslip')).toBeTruthy();
    expect(within(notice).getByText('Every document asked for is in your profile.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Open my tenant profile' }).getAttribute('href')).toBe(
      '/profile#tenant-documents-title',
    );
    expect(within(notice).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Update my application' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ path: `/api/applications/${APPLICATION_ID}/screening/update`, body: {} });
  });

  it('names what is still missing and does not update until it is uploaded', async () => {
    const posted = serve({
      consent: { version: '2026-11-27', at: '2026-11-16T02:00:00.000Z' },
      profile: { ...complete, documents: [doc('9a1b7c3d-0000-4000-8000-000000000001', 'mykad_front')] },
    });
    renderCard();
    const notice = await screen.findByRole('region', { name: 'Changes requested' });
    expect(await within(notice).findByText('Still missing: Payslip')).toBeTruthy();
    const update = within(notice).getByRole('button', { name: 'Update my application' });
    expect(update.hasAttribute('disabled')).toBe(true);
    fireEvent.click(update);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(posted).toHaveLength(0);
  });

  it('asks for consent when the application was sent without it, and sends it with the update', async () => {
    const posted = serve({ consent: null, profile: complete });
    renderCard();
    const notice = await screen.findByRole('region', { name: 'Changes requested' });
    const consent = await within(notice).findByRole('checkbox', {
      name: 'I agree to share my tenant profile for this application',
    });
    const update = within(notice).getByRole('button', { name: 'Update my application' });
    expect(update.hasAttribute('disabled')).toBe(true);
    fireEvent.click(consent);
    await waitFor(() => expect(update.hasAttribute('disabled')).toBe(false));
    fireEvent.click(update);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ screeningConsent: true });
  });

  it('shows nothing of the kind on an application without a request', async () => {
    serve({ consent: null, profile: complete });
    const store = createAppStore();
    renderWithTheme(
      <Provider store={store}>
        <MemoryRouter>
          <ApplicationCard application={{ ...application, screeningState: 'complete' }} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('article', { name: 'Cyberjaya Shared House' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Changes requested' })).toBeNull();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
