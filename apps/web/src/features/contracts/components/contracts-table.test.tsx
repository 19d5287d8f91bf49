import { screen } from '@testing-library/react';
import type { Contract } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { ContractsTable } from './contracts-table';

const contract: Contract = {
  _id: 'c1',
  id: 'c1',
  applicationId: 'a1',
  status: 'Awaiting Payment',
  isActive: false,
  user: { _id: 'u1', firstname: 'Priya', lastname: 'Nair', email: 'priya@sewamudah.my' },
  property: { _id: 'p1', name: 'USJ 1 Subang Jaya Room Rental', address: 'Jalan USJ 1/6', type: 'Room Rental' },
  roomId: 'r1',
  roomName: 'Room 1',
  startDate: '2026-12-15',
  endDate: '2027-06-15',
  stayLength: 6,
  rentAmount: 850,
  depositAmount: 2550,
  securityDepositAmount: 1700,
  roomPrice: 850,
  roomDepositAmount: 1700,
  contractFile: 'http://localhost:3000/api/contracts/c1/file?expires=1795400000&signature=abc',
  signedContractFile: null,
  hasSignedCopy: false,
  signedAt: null,
  depositPayment: { _id: 't1', amount: 2550, status: 'Pending', dueDate: '2026-11-29' },
  paymentDueAt: '2026-11-29T16:00:00.000Z',
  createdAt: '2026-11-22T02:00:00.000Z',
  agreementLanguage: 'en',
  esign: { status: 'unsigned', tenantSignedAt: null, countersignedAt: null, completedAt: null, verifyCode: null },
  stampDuty: {
    amount: 51,
    payer: 'tenant',
    lines: [
      { label: 'Agreement: 41 × RM250 (or part) of annual rent RM10,200 × RM1 (term up to 1 year)', amount: 41 },
      { label: '1 duplicate copy × RM10', amount: 10 },
    ],
    calculation:
      'RM850 × 12 = RM10,200 annual rent; 41 units of RM250 × RM1 (term up to 1 year) = RM41 + 1 × RM10 duplicate = RM51',
  },
};

function renderTable(props: Partial<Parameters<typeof ContractsTable>[0]>) {
  return renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <ContractsTable label="Contracts" contracts={[contract]} isLoading={false} error={undefined} {...props} />
      </MemoryRouter>
    </Provider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('ContractsTable', () => {
  it('shows the customer columns, RM amounts, en-GB dates, the file and Sign & Pay while awaiting payment', () => {
    renderTable({});
    expect(headers()).toEqual([
      'Property Name',
      'Start Date',
      'End Date',
      'Rent Amount',
      'Deposit Amount',
      'Status',
      'Contract File',
    ]);
    expect(screen.getByText('RM850')).toBeTruthy();
    expect(screen.getByText('RM1,700')).toBeTruthy();
    expect(screen.getByText('15/12/2026')).toBeTruthy();
    // A plain link to the signed URL, opened in a new tab (no token needed).
    const file = screen.getByRole('link', { name: 'Contract' });
    expect(file.getAttribute('href')).toBe(contract.contractFile);
    expect(file.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Sign & Pay' }).getAttribute('href')).toBe('/application/sign-and-pay/c1');
  });

  it('shows a paid contract without its signed copy as awaiting that one step', () => {
    renderTable({
      contracts: [{ ...contract, depositPayment: { ...contract.depositPayment!, status: 'Paid' } }],
    });
    expect(screen.getByText('Paid, awaiting signed copy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload signed copy' }).getAttribute('href')).toBe(
      '/application/sign-and-pay/c1',
    );
    expect(screen.queryByRole('link', { name: 'Sign & Pay' })).toBeNull();
  });

  it('adds customer name and e-mail for admins, and says when there are none', () => {
    const { rerender } = renderTable({ showCustomer: true });
    expect(headers()).toContain('Cust. Name');
    expect(headers()).toContain('Cust. Email');
    expect(screen.getByText('priya@sewamudah.my')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign & Pay' })).toBeNull();
    rerender(
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <ContractsTable label="Contracts" contracts={[]} isLoading={false} error={undefined} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText('No contracts found.')).toBeTruthy();
  });

  it('speaks Bahasa Malaysia, keeping the SPEC formats of amounts and dates', () => {
    activateCatalogue('ms', ms);
    try {
      renderTable({ contracts: [{ ...contract, esign: { ...contract.esign, status: 'tenant_signed' } }] });
      expect(headers()).toEqual([
        'Nama Hartanah',
        'Tarikh Mula',
        'Tarikh Tamat',
        'Jumlah Sewa',
        'Jumlah Deposit',
        'Status',
        'Fail Kontrak',
      ]);
      expect(screen.getByText('Menunggu Bayaran')).toBeTruthy();
      expect(screen.getByText('Ditandatangani oleh Penyewa, menunggu tandatangan balas')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Rekod tandatangan' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Perjanjian tandatangan Penyewa' }).getAttribute('href')).toBe(
        contract.contractFile,
      );
      expect(screen.getByRole('link', { name: 'Tandatangan & Bayar' })).toBeTruthy();
      expect(screen.getByText('RM850')).toBeTruthy();
      expect(screen.getByText('RM1,700')).toBeTruthy();
      expect(screen.getByText('15/12/2026')).toBeTruthy();
    } finally {
      activateCatalogue('en', en);
    }
  });
  it('names the files for what they are: the sealed agreement first once countersigned, then the tenant-signed copy', () => {
    const signed = 'http://localhost:3000/api/contracts/c1/signed?expires=1795400000&signature=def';
    const completed: Contract = {
      ...contract,
      status: 'Active',
      isActive: true,
      signedContractFile: signed,
      hasSignedCopy: true,
      esign: { ...contract.esign, status: 'completed' },
    };
    const { unmount } = renderTable({ contracts: [completed] });
    const files = () =>
      screen
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
        .filter(([, href]) => href?.includes('/api/contracts/'));
    expect(files().slice(0, 2)).toEqual([
      ['Sealed agreement', contract.contractFile],
      ['Tenant-signed copy', signed],
    ]);
    unmount();
    // Awaiting countersignature, the agreement file is the tenant-signed version: offered once, named so.
    renderTable({ contracts: [{ ...completed, esign: { ...contract.esign, status: 'tenant_signed' } }] });
    expect(screen.getByRole('link', { name: 'Tenant-signed agreement' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Signed copy|Tenant-signed copy/ })).toBeNull();
  });
});
