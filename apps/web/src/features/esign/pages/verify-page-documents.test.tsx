/**
 * The verify page for the other sealed documents (issue 25): a condition report's QR code and a renewal agreement's
 * code show the document's kind, its status ("deemed accepted") and both signatures, in the page's language.
 */
import { screen } from '@testing-library/react';
import type { VerifyResponse } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { stubRelativeRequests } from '@/test/fetch';
import { renderWithTheme } from '@/test/render';
import { VerifyPage } from './verify-page';

const base = {
  valid: true,
  contract: {
    id: 'c1',
    propertyName: 'Residensi Bangsar',
    roomName: null,
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    tenantName: 'Nur Aisyah',
    landlordName: 'SewaMudah Sdn. Bhd. (managing agent)',
  },
  completedAt: '2026-03-09T03:00:00.000Z',
  documentHash: 'b'.repeat(64),
};
const report: VerifyResponse = {
  ...base,
  document: {
    kind: 'condition_report',
    reportKind: 'move_in',
    status: 'deemed_accepted',
    signatures: [
      { role: 'landlord', name: 'SewaMudah Sdn. Bhd. (managing agent)', signedAt: '2026-03-02T03:00:00.000Z' },
      { role: 'tenant', name: 'Nur Aisyah', signedAt: null },
    ],
  },
};
const renewal: VerifyResponse = {
  ...base,
  contract: { ...base.contract, startDate: '2027-03-01', endDate: '2028-02-29' },
  document: {
    kind: 'renewal_agreement',
    reportKind: null,
    status: 'completed',
    signatures: [
      { role: 'tenant', name: 'Nur Aisyah', signedAt: '2026-11-20T04:00:00.000Z' },
      { role: 'landlord', name: 'SewaMudah Sdn. Bhd. (managing agent)', signedAt: '2026-11-20T04:01:00.000Z' },
    ],
  },
};

function renderPage(answer: object) {
  stubRelativeRequests();
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/verify/krXeUxgANsyn2RMK8h0SzvTS']}>
        <Routes>
          <Route path="/verify/:code" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateCatalogue('en', en);
});

describe('verify page: condition reports and renewal agreements', () => {
  it('shows a move-in report deemed accepted, with the tenant not signed', async () => {
    const fetch = renderPage(report);
    expect(await screen.findByText('Move-in condition report')).toBeTruthy();
    const [request] = fetch.mock.calls[0] as unknown as [Request | string];
    expect(typeof request === 'string' ? request : request.url).toContain('/api/verify/krXeUxgANsyn2RMK8h0SzvTS');
    expect(screen.getByText('Valid document')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verify a SewaMudah document' })).toBeTruthy();
    expect(
      screen.getByText('Upload the PDF you were given to check that it is exactly the sealed document.'),
    ).toBeTruthy();
    expect(
      screen.getByText('This condition report is final and has not been changed since it was sealed.'),
    ).toBeTruthy();
    expect(screen.getByText('Deemed accepted: the tenant did not respond within the 7-day review')).toBeTruthy();
    expect(screen.getByText('Final')).toBeTruthy();
    expect(document.body.textContent).toContain('Tenant: Nur Aisyah · not signed (deemed accepted)');
    expect(document.body.textContent).toContain('Landlord: SewaMudah Sdn. Bhd. (managing agent) · signed 02/03/2026');
    expect(screen.getByText('b'.repeat(64))).toBeTruthy();
    expect(screen.queryByText('No completed agreement has this verification code.')).toBeNull();
  });

  it('shows a renewal agreement with its renewed term, in Bahasa Malaysia with no English left', async () => {
    activateCatalogue('ms', ms);
    renderPage(renewal);
    expect(await screen.findByText('Perjanjian pembaharuan sewaan')).toBeTruthy();
    expect(screen.getByText('Tempoh diperbaharui')).toBeTruthy();
    expect(screen.getByText('Ditandatangani oleh kedua-dua pihak')).toBeTruthy();
    expect(document.body.textContent).toContain('01/03/2027 hingga 29/02/2028');
    expect(document.body.textContent).toContain('Tuan Rumah: SewaMudah Sdn. Bhd. (ejen pengurusan) · ditandatangani');
    expect(document.body.textContent).not.toMatch(/managing agent|Signed by|renewal/);
  });

  it('an answer without `document` (an agreement, as before) still reads as a tenancy agreement', async () => {
    renderPage(base);
    expect(await screen.findByText('Tenancy agreement')).toBeTruthy();
    expect(screen.getByText('Valid agreement')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verify a tenancy agreement' })).toBeTruthy();
  });
});
