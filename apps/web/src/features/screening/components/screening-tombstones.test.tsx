/**
 * Issue 27 §2, §4 in the admin's screening panel: deleted documents and a deleted snapshot show when they were
 * deleted (no link to a file that is gone); an open changes request shows what was asked, and the list's badge.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { Application, Screening } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { ScreeningButton } from './screening-panel';

const APPLICATION_ID = '3e2d1c0b-4a5f-4b6e-8d7c-1a2b3c4d5e6f';

const application: Application = {
  _id: APPLICATION_ID,
  id: APPLICATION_ID,
  status: 'Completed',
  createdAt: '2025-08-17T02:00:00.000Z',
  decidedAt: '2025-08-18T02:00:00.000Z',
  paymentDueAt: null,
  user: { _id: 'u1', firstname: 'Nur', lastname: 'Aisyah', email: 'aisyah@sewamudah.my' },
  property: { _id: 'p1', name: 'Medini Residence', address: 'Iskandar Puteri', type: 'Unit Rental', price: 1800 },
  roomId: null,
  roomName: null,
  roomPrice: null,
  startDate: '2025-08-27',
  endDate: '2026-02-26',
  stayLength: 6,
  contract: 'c1',
  contractEsignStatus: 'completed',
  screeningState: 'complete',
};

const base: Screening = {
  applicationId: APPLICATION_ID,
  snapshot: null,
  complete: true,
  consent: { version: '2026-11-27', at: '2025-08-17T02:00:00.000Z' },
  rent: 1800,
  ratio: null,
  ratioColour: null,
  guarantorRatio: null,
  flags: [],
  documents: [],
  acceptedWithoutScreening: false,
  acceptedWithoutScreeningReason: null,
  changesRequest: null,
  deletedDocuments: [],
  snapshotDeletedAt: null,
};

function serve(screening: Screening) {
  stubRelativeRequests();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(screening), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

async function openPanel(app: Application) {
  const store = createAppStore();
  store.dispatch(credentialsReceived(makeAccessToken({ userId: 'admin', userType: 'admin', userName: 'Admin' })));
  renderWithTheme(
    <Provider store={store}>
      <ScreeningButton application={app} />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Screening' }));
  return screen.findByRole('dialog');
}

beforeAll(() => {
  // Mantine's autosize Textarea (accept without screening) listens to document.fonts, which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('Screening panel: tombstones and changes requested', () => {
  it('says when each deleted document and the snapshot were deleted, with no document link', async () => {
    serve({
      ...base,
      snapshotDeletedAt: '2026-05-27T01:00:00.000Z',
      deletedDocuments: [
        { id: '11111111-1111-4111-8111-111111111111', category: 'mykad_front', deletedAt: '2026-05-27T01:00:00.000Z' },
        { id: '22222222-2222-4222-8222-222222222222', category: 'payslip', deletedAt: '2026-05-27T01:00:00.000Z' },
      ],
    });
    const dialog = await openPanel(application);
    const tombstones = await within(dialog).findByRole('region', { name: 'Deleted after the retention period' });
    expect(within(tombstones).getByText('MyKad (front): deleted on 27/05/2026')).toBeTruthy();
    expect(within(tombstones).getByText('Payslip: deleted on 27/05/2026')).toBeTruthy();
    expect(
      within(tombstones).getByText(
        'The details sent with this application were deleted on 27/05/2026 (kept 90 days after it ended).',
      ),
    ).toBeTruthy();
    // What was deleted is not shown as if it were missing: no ratio line, no document link.
    expect(within(dialog).queryByText('No income given')).toBeNull();
    expect(within(dialog).queryByText('Open (watermarked)')).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Request changes' })).toBeNull();
  });

  it('shows no tombstones while nothing was deleted', async () => {
    serve(base);
    const dialog = await openPanel(application);
    expect(await within(dialog).findByText('No income given')).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Deleted after the retention period' })).toBeNull();
  });

  it('marks an open request in the list and shows what was asked, without asking twice', async () => {
    serve({
      ...base,
      complete: false,
      changesRequest: {
        id: '0c3c3f7e-1c55-4d0a-9a0e-2f0d3b1e6a01',
        categories: ['mykad_front', 'payslip'],
        message: 'Please add your MyKad and your latest payslip.',
        requestedAt: '2026-11-26T03:00:00.000Z',
        answeredAt: null,
      },
    });
    const waiting: Application = {
      ...application,
      status: 'Waiting for Response',
      contract: null,
      contractEsignStatus: null,
      screeningState: 'changes_requested',
    };
    const store = createAppStore();
    store.dispatch(credentialsReceived(makeAccessToken({ userId: 'admin', userType: 'admin', userName: 'Admin' })));
    renderWithTheme(
      <Provider store={store}>
        <ScreeningButton application={waiting} />
      </Provider>,
    );
    expect(screen.getByText('Changes requested')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Screening' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Asked for: MyKad (front), Payslip')).toBeTruthy();
    expect(within(dialog).getByText('“Please add your MyKad and your latest payslip.”')).toBeTruthy();
    expect(within(dialog).getByText('Waiting for the applicant since 26/11/2026 11:00:00')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Request changes' })).toBeNull();
  });
});
