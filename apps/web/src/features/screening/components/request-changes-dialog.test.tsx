/** Issue 27 §2: the admin asks for more from the screening panel: documents from the fixed list and a message. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Application, Screening } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { ScreeningButton } from './screening-panel';

const APPLICATION_ID = '7b0f0a4e-5a43-4a4b-9d59-7d2f3f7f4c11';

const application: Application = {
  _id: APPLICATION_ID,
  id: APPLICATION_ID,
  status: 'Waiting for Response',
  createdAt: '2026-11-20T02:00:00.000Z',
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
  screeningState: 'incomplete',
};

const screening: Screening = {
  applicationId: APPLICATION_ID,
  snapshot: null,
  complete: false,
  consent: null,
  rent: 750,
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: (body: unknown) => Response) {
  stubRelativeRequests();
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') {
        const body: unknown = await request.json();
        posted.push({ path, body });
        return answer(body);
      }
      if (path === `/api/applications/${APPLICATION_ID}/screening`) return json(screening);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return posted;
}

async function openDialog() {
  const store = createAppStore();
  store.dispatch(credentialsReceived(makeAccessToken({ userId: 'admin', userType: 'admin', userName: 'Admin' })));
  renderWithTheme(
    <Provider store={store}>
      <ScreeningButton application={application} />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Screening' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Request changes' }));
  return screen.findByRole('dialog', { name: 'Request changes from Nurul Izzah' });
}

beforeAll(() => {
  // Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('Request changes', () => {
  it('offers every document of the fixed list and sends the ticked ones with the message', async () => {
    const posted = serve(() =>
      json(
        {
          changesRequest: {
            id: '0c3c3f7e-1c55-4d0a-9a0e-2f0d3b1e6a01',
            categories: ['mykad_front', 'payslip'],
            message: 'Please add your MyKad and your latest payslip.',
            requestedAt: '2026-11-27T03:00:00.000Z',
            answeredAt: null,
          },
        },
        201,
      ),
    );
    const dialog = await openDialog();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(12);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'MyKad (front)' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Payslip' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message to the applicant/ }), {
      target: { value: '  Please add your MyKad and your latest payslip.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: `/api/applications/${APPLICATION_ID}/changes-request`,
      body: { categories: ['mykad_front', 'payslip'], message: 'Please add your MyKad and your latest payslip.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Request changes from/ })).toBeNull());
  });

  it('asks for a document and a message before sending anything', async () => {
    const posted = serve(() => json({}, 500));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message to the applicant/ }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose at least one document to ask for.')).toBeTruthy();
    expect(within(dialog).getByText('Write a message to the applicant.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(posted).toHaveLength(0);
  });

  it("shows the server's 409 in the dialog", async () => {
    const posted = serve(() =>
      json({ message: 'Changes were already requested on this application. Wait for the applicant’s answer.' }, 409),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'EA form' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message to the applicant/ }), {
      target: { value: 'Your EA form, please.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Changes were already requested on this application. Wait for the applicant’s answer.',
    );
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Request changes from Nurul Izzah' })).toBeTruthy();
  });
});
