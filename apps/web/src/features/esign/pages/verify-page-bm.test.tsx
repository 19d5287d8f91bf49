/** The BM verify page named the landlord "SewaMudah Sdn. Bhd. (managing agent)" in English (issue 23). */
import { screen } from '@testing-library/react';
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

const answer = {
  valid: true,
  contract: {
    id: 'c1',
    propertyName: 'Residensi Bangsar',
    roomName: null,
    startDate: '2027-01-15',
    endDate: '2028-01-14',
    tenantName: 'Nur Aisyah Ahmad',
    landlordName: 'SewaMudah Sdn. Bhd. (managing agent)',
  },
  completedAt: '2027-01-10T03:00:00.000Z',
  documentHash: 'a'.repeat(64),
};

function renderPage() {
  stubRelativeRequests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })),
  );
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/verify/ABCD-EFGH']}>
        <Routes>
          <Route path="/verify/:code" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateCatalogue('en', en);
});

describe('verify page: the landlord in the page language', () => {
  it('says "ejen pengurusan" in BM, with no English left', async () => {
    activateCatalogue('ms', ms);
    renderPage();
    expect(await screen.findByText('SewaMudah Sdn. Bhd. (ejen pengurusan)')).toBeTruthy();
    expect(document.body.textContent).not.toContain('managing agent');
  });

  it('says "managing agent" in English', async () => {
    renderPage();
    expect(await screen.findByText('SewaMudah Sdn. Bhd. (managing agent)')).toBeTruthy();
  });
});
