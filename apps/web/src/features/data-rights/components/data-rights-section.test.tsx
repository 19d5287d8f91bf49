/**
 * Profile → Your data (issue 27 §4): the shared applications and their withdrawal; deleting the account asks for the
 * password, shows the server's answer by the field when it is wrong, and sends nothing without one.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { stubRelativeRequests } from '@/test/fetch';
import { DataRightsSection } from './data-rights-section';

const APPLICATION = '7d1f3c7e-2c55-4b7e-9a37-0c7b2f0c9a11';

function serve() {
  stubRelativeRequests();
  let shared = [
    {
      applicationId: APPLICATION,
      propertyName: 'Bangsar Loft',
      status: 'Waiting for Response',
      consentAt: '2026-11-20T02:00:00.000Z',
    },
  ];
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const body =
        input.method === 'GET'
          ? undefined
          : await input
              .clone()
              .json()
              .catch(() => undefined);
      sent.push({ method: input.method, path: url.pathname, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/me/consent') return json({ applications: shared });
      if (url.pathname === '/api/me/consent-withdrawal') {
        shared = [];
        return json({ applicationIds: [APPLICATION], withdrawnApplicationIds: [APPLICATION] });
      }
      if (url.pathname === '/api/me' && input.method === 'DELETE') {
        const message = 'The password is not correct. Your account was not deleted.';
        return json({ message, errorFields: { password: message } }, 400);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}

function renderSection() {
  render(
    <Provider store={createAppStore()}>
      <MantineProvider theme={themeFor('Close')}>
        <MemoryRouter>
          <DataRightsSection isCustomer />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DataRightsSection', () => {
  it('lists the applications that share the tenant profile and withdraws the consent after asking', async () => {
    const sent = serve();
    renderSection();
    expect(await screen.findByText('Bangsar Loft · Waiting for Response · shared on 20/11/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 application will no longer share your tenant profile.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Withdraw consent' }).at(-1)!);
    await waitFor(() => expect(sent.some((r) => r.path === '/api/me/consent-withdrawal')).toBe(true));
    expect(sent.find((r) => r.path === '/api/me/consent-withdrawal')?.body).toEqual({});
    expect(await screen.findByText('No application shares your tenant profile now.')).toBeTruthy();
  });

  it('asks for the password before deleting the account and shows a wrong one by the field', async () => {
    const sent = serve();
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    const password = await within(dialog).findByLabelText(/^Password/);
    const confirm = () => within(dialog).getByRole('button', { name: 'Delete my account' });
    fireEvent.click(confirm());
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(sent.some((r) => r.path === '/api/me')).toBe(false);
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(confirm());
    await waitFor(() => expect(sent.some((r) => r.path === '/api/me')).toBe(true));
    expect(await screen.findByText('The password is not correct. Your account was not deleted.')).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/me')).toEqual({
      method: 'DELETE',
      path: '/api/me',
      body: { password: 'wrong-password' },
    });
  });
});
