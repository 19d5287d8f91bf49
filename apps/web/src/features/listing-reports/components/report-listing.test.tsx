/**
 * "Report this listing" (issue 28 §6): a customer picks a reason, adds a note and sends it, then sees the reported
 * state; a second report's 409 message shows in the dialog as the server wrote it; a visitor is asked to log in and
 * nothing is sent; a customer who reported before sees when, without the button.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { credentialsReceived } from '@/features/auth';
import { stubRelativeRequests } from '@/test/fetch';
import { makeAccessToken } from '@/test/jwt';
import { ReportListing } from './report-listing';

const PROPERTY = '5b0e0a5e-1f7a-4d1e-9d55-2a6c0c1b2e01';
const report = {
  _id: 'r1',
  id: 'r1',
  propertyId: PROPERTY,
  reason: 'wrong_price',
  note: null,
  status: 'open',
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: null,
};

function serve(options: { existing?: boolean; post?: { status: number; body: unknown } }) {
  stubRelativeRequests();
  const sent: { method: string; path: string; body: unknown }[] = [];
  let reported = options.existing ?? false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const body = input.method === 'GET' ? undefined : await input.clone().json();
      sent.push({ method: input.method, path: url.pathname, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname !== `/api/properties/${PROPERTY}/report`) return json({ message: 'Not found' }, 404);
      if (input.method === 'GET') return json({ report: reported ? report : null });
      const answer = options.post ?? { status: 201, body: { report } };
      if (answer.status === 201) reported = true;
      return json(answer.body, answer.status);
    }),
  );
  return sent;
}

function renderControl(userType: 'customer' | null, openAtStart = false) {
  const store = createAppStore();
  if (userType)
    store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType, userName: 'Siti Aminah' })));
  render(
    <Provider store={store}>
      <MantineProvider theme={themeFor('Close')}>
        <Notifications />
        <MemoryRouter>
          <ReportListing propertyId={PROPERTY} propertyName="Residensi Harmoni" openAtStart={openAtStart} />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportListing', () => {
  it('a customer reports with a reason and a note, then sees the reported state', async () => {
    const sent = serve({});
    renderControl('customer');
    // The button waits (disabled) until the customer's own report is looked up.
    const open = await screen.findByRole('button', { name: 'Report this listing' });
    await waitFor(() => expect(open.hasAttribute('disabled')).toBe(false));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    const submit = screen.getByRole('button', { name: 'Send report' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Wrong price' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Anything else we should know? (optional)' }), {
      target: { value: '  Asked RM1,200 on the phone ' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'wrong_price',
      note: 'Asked RM1,200 on the phone',
    });
    expect(dialog).toBeTruthy();
    expect(await screen.findByText(/You reported this listing on 20\/11\/2026\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });

  it('shows the server’s message for a second report in the dialog', async () => {
    const message = 'You have already reported this listing. Our team is looking at your report.';
    serve({ post: { status: 409, body: { message } } });
    renderControl('customer', true);
    await screen.findByRole('dialog', { name: 'Report this listing' });
    fireEvent.click(screen.getByRole('radio', { name: 'Scam suspected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeTruthy();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    const sent = serve({});
    renderControl(null);
    fireEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    expect(await screen.findByText('Log in to report this listing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('a customer who reported before sees when, and no button', async () => {
    serve({ existing: true });
    renderControl('customer');
    expect(await screen.findByText('You reported this listing on 20/11/2026. Status: Open')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});
