import { act, screen, within } from '@testing-library/react';
import type { AdminDashboard } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { AdminDashboardView } from './admin-dashboard';

const person = { _id: 'u1', firstname: 'Aisyah', lastname: 'Binti Ahmad' };
const property = { _id: 'p1', name: 'SS2 Shared House' };
const data: AdminDashboard = {
  totals: { users: 12, properties: 8, pendingApplications: 3 },
  pendingApplications: [
    {
      _id: 'a1',
      id: 'a1',
      status: 'Waiting for Response',
      createdAt: '2026-11-20T01:02:03.000Z',
      customer: person,
      property,
      roomName: 'Middle Room',
    },
  ],
  latestPayments: [
    {
      _id: 't1',
      id: 't1',
      type: 'Monthly Rental',
      status: 'Paid',
      isOverdue: false,
      daysOverdue: 0,
      amount: 1500,
      paymentDate: '2026-11-21T14:05:09.000Z',
      dueDate: '2026-11-25',
      createdAt: '2026-11-19T00:00:00.000Z',
      customer: person,
      property,
      roomName: null,
    },
  ],
  collection: {
    collectedThisMonth: 5400,
    outstanding: 10240.4,
    arrears: { days1to30: 86.4, days31to60: 1500, over60: 8800 },
  },
  overdue: {
    count: 1,
    charges: [
      {
        _id: 't9',
        id: 't9',
        type: 'Monthly Rental',
        amount: 1500,
        dueDate: '2026-09-25',
        daysOverdue: 61,
        lastReminderAt: null,
        canRemindNow: true,
        lateCharge: { amount: 100, waived: true, paid: false },
        customer: person,
        property,
        roomName: null,
      },
    ],
  },
};

const render = () =>
  renderWithTheme(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <AdminDashboardView data={data} isLoading={false} />
      </MemoryRouter>
    </Provider>,
  );
const texts = (table: HTMLElement, role: 'columnheader' | 'cell') =>
  within(table)
    .getAllByRole(role)
    .map((cell) => cell.textContent);

afterEach(() => activateCatalogue('en', en));

describe('AdminDashboardView in Bahasa Malaysia', () => {
  it('names the totals, the tables and their columns in BM; amounts and dates keep the SPEC formats', () => {
    activateCatalogue('ms', ms);
    render();
    expect(within(screen.getByRole('group', { name: 'Jumlah Pengguna' })).getByText('12')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Jumlah Hartanah' })).getByText('8')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Permohonan Belum Diproses' })).getByText('3')).toBeTruthy();

    const pending = screen.getByRole('table', { name: 'Permohonan Belum Diproses Terkini' });
    expect(texts(pending, 'columnheader')).toEqual(['Tarikh', 'Nama Pelanggan', 'Nama Hartanah']);
    expect(texts(pending, 'cell')).toEqual([
      '20/11/2026 09:02:03',
      'Aisyah Binti Ahmad',
      'SS2 Shared House (Middle Room)',
    ]);

    const payments = screen.getByRole('table', { name: 'Bayaran Terkini' });
    expect(texts(payments, 'columnheader')).toEqual(['Tarikh', 'Nama Pelanggan', 'Nama Hartanah', 'Jumlah', 'Jenis']);
    expect(texts(payments, 'cell')).toEqual([
      '21/11/2026 22:05:09',
      'Aisyah Binti Ahmad',
      'SS2 Shared House',
      'RM1,500',
      'Sewa Bulanan',
    ]);
  });

  it('shows the collection figures and the overdue charges in BM, with a send-reminder button', () => {
    activateCatalogue('ms', ms);
    render();
    expect(within(screen.getByRole('group', { name: 'Dikutip bulan ini' })).getByText('RM5,400')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Belum dibayar' })).getByText('RM10,240.40')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '1–30 hari' })).getByText('RM86.40')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '31–60 hari' })).getByText('RM1,500')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Lebih 60 hari' })).getByText('RM8,800')).toBeTruthy();
    // All overdue charges are listed: no 'the n most overdue of m' line.
    expect(screen.queryByText(/paling lama tertunggak/)).toBeNull();
    const overdue = screen.getByRole('table', { name: 'Caj tertunggak' });
    // (then the folded-details column of the responsive table)
    expect(texts(overdue, 'columnheader').slice(0, 8)).toEqual([
      'Penyewa',
      'Caj',
      'Jumlah',
      'Tarikh akhir',
      'Hari tertunggak',
      'Peringatan terakhir',
      'Caj lewat',
      'Hantar peringatan sekarang',
    ]);
    expect(texts(overdue, 'cell').slice(0, 8)).toEqual([
      'Aisyah Binti Ahmad',
      'SS2 Shared House',
      'RM1,500',
      '25/09/2026',
      '61 hari',
      'Belum ada',
      'RM100 · dikecualikan',
      'Hantar peringatan sekarang',
    ]);
  });

  it('follows a change of language while it is shown', () => {
    render();
    const before = screen.getByRole('table', { name: 'Latest Payments' });
    expect(texts(before, 'columnheader')).toContain('Customer Name');
    expect(within(before).getByText('Monthly Rental')).toBeTruthy();
    act(() => activateCatalogue('ms', ms));
    const payments = screen.getByRole('table', { name: 'Bayaran Terkini' });
    expect(texts(payments, 'columnheader')).toContain('Nama Pelanggan');
    expect(within(payments).getByText('Sewa Bulanan')).toBeTruthy();
    expect(screen.queryByText('Monthly Rental')).toBeNull();
  });
});
