import { screen, within } from '@testing-library/react';
import type { AdminDashboard, CustomerDashboard } from '@sewamudah/shared';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme as renderThemed } from '@/test/render';
import { AdminDashboardView } from './admin-dashboard';
import { CurrentRentalCard } from './current-rental-card';
import { CustomerDashboardView } from './customer-dashboard';

const renderWithTheme = (ui: ReactElement) => {
  const view = renderThemed(<MemoryRouter>{ui}</MemoryRouter>);
  return { ...view, rerender: (next: ReactElement) => view.rerender(<MemoryRouter>{next}</MemoryRouter>) };
};

const person = { _id: 'u1', firstname: 'Aisyah', lastname: 'Binti Ahmad' };
const property = { _id: 'p1', name: 'SS2 Shared House' };

const adminData: AdminDashboard = {
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
      type: 'Deposit',
      status: 'Paid',
      isOverdue: false,
      daysOverdue: 0,
      amount: 1850,
      paymentDate: '2026-11-21T14:05:09.000Z',
      dueDate: '2026-11-25',
      createdAt: '2026-11-19T00:00:00.000Z',
      customer: person,
      property,
      roomName: null,
    },
  ],
  collection: { collectedThisMonth: 0, outstanding: 0, arrears: { days1to30: 0, days31to60: 0, over60: 0 } },
  overdue: { count: 0, charges: [] },
};

describe('AdminDashboardView', () => {
  it('shows the totals and both tables with en-GB date-times in Malaysian time', () => {
    renderWithTheme(<AdminDashboardView data={adminData} isLoading={false} />);
    expect(within(screen.getByRole('group', { name: 'Total Users' })).getByText('12')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Total Properties' })).getByText('8')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Pending Applications' })).getByText('3')).toBeTruthy();

    const pending = screen.getByRole('table', { name: 'Latest Pending Applications' });
    const pendingCells = within(pending)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(pendingCells).toEqual(['20/11/2026 09:02:03', 'Aisyah Binti Ahmad', 'SS2 Shared House (Middle Room)']);

    const payments = screen.getByRole('table', { name: 'Latest Payments' });
    const headers = within(payments)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Customer Name', 'Property Name', 'Amount', 'Type']);
    const cells = within(payments)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['21/11/2026 22:05:09', 'Aisyah Binti Ahmad', 'SS2 Shared House', 'RM1,850', 'Deposit']);
  });

  it('links each row to its record', () => {
    renderWithTheme(<AdminDashboardView data={adminData} isLoading={false} />);
    const pending = screen.getByRole('table', { name: 'Latest Pending Applications' });
    expect(within(pending).getByRole('link', { name: 'Aisyah Binti Ahmad' }).getAttribute('href')).toBe(
      '/manage-properties/applications/p1',
    );
    const payments = screen.getByRole('table', { name: 'Latest Payments' });
    expect(within(payments).getByRole('link', { name: 'Aisyah Binti Ahmad' }).getAttribute('href')).toBe(
      '/manage-properties/details/p1',
    );
  });

  it('shows the loading texts, then the empty texts', () => {
    const { rerender } = renderWithTheme(<AdminDashboardView data={undefined} isLoading />);
    expect(screen.getByText('Loading applications...')).toBeTruthy();
    expect(screen.getByText('Loading payments...')).toBeTruthy();
    rerender(
      <AdminDashboardView data={{ ...adminData, pendingApplications: [], latestPayments: [] }} isLoading={false} />,
    );
    expect(screen.getByText('No pending applications found.')).toBeTruthy();
    expect(screen.getByText('No payments found.')).toBeTruthy();
  });
});

const rental = {
  _id: 'c1',
  id: 'c1',
  status: 'Active' as const,
  isActive: true,
  property,
  roomName: 'Middle Room',
  startDate: '2026-08-27',
  endDate: '2027-08-27',
  rentAmount: 850,
};

describe('CustomerDashboardView', () => {
  it('shows the current rental card and both tables', () => {
    const data: CustomerDashboard = {
      currentRental: rental,
      recentRentals: [rental],
      recentTransactions: [
        {
          _id: 't1',
          id: 't1',
          type: 'Monthly Rental',
          // Late and unpaid: the status stays Pending, the badge shows Overdue from the flag.
          status: 'Pending',
          isOverdue: true,
          daysOverdue: 3,
          amount: 850,
          paymentDate: null,
          dueDate: '2026-11-27',
          createdAt: '2026-11-13T00:00:00.000Z',
          property,
          roomName: 'Middle Room',
        },
      ],
    };
    renderWithTheme(<CustomerDashboardView data={data} isLoading={false} />);
    const card = screen.getByRole('region', { name: 'Current Rental' });
    expect(within(card).getByText('SS2 Shared House')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(card.textContent).toContain('Start Date: 27/08/2026');
    expect(card.textContent).toContain('End Date: 27/08/2027');
    expect(within(card).getByText('Rent Amount: RM850')).toBeTruthy();

    const rentals = screen.getByRole('table', { name: 'Most Recent Rentals' });
    expect(
      within(rentals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['SS2 Shared House (Middle Room)', '27/08/2026', '27/08/2027', 'RM850']);
    const payments = screen.getByRole('table', { name: 'Most Recent Payments' });
    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Paid / Due', 'Amount', 'Type', 'Status']);
    expect(
      within(payments)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Due 27/11/2026', 'RM850', 'Monthly Rental', 'Overdue']);
  });

  it('labels a paid charge with the date it was paid', () => {
    const paid = {
      _id: 't2',
      id: 't2',
      type: 'Deposit' as const,
      status: 'Paid' as const,
      isOverdue: false,
      daysOverdue: 0,
      amount: 1700,
      paymentDate: '2026-11-21T14:05:09.000Z',
      dueDate: '2026-11-27',
      createdAt: '2026-11-13T00:00:00.000Z',
      property,
      roomName: null,
    };
    renderWithTheme(
      <CustomerDashboardView
        data={{ currentRental: null, recentRentals: [], recentTransactions: [paid] }}
        isLoading={false}
      />,
    );
    const payments = screen.getByRole('table', { name: 'Most Recent Payments' });
    expect(within(payments).getAllByRole('cell')[0]?.textContent).toBe('Paid 21/11/2026');
  });

  it('shows a tenancy that starts later as upcoming, not as the current active rental', () => {
    renderWithTheme(
      <CurrentRentalCard
        rental={{ ...rental, startDate: '2026-12-01', endDate: '2027-03-01' }}
        isLoading={false}
        today="2026-11-22"
      />,
    );
    const card = screen.getByRole('region', { name: 'Upcoming Rental' });
    expect(within(card).getByText('Upcoming · starts 01/12/2026')).toBeTruthy();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Current Rental' })).toBeNull();
  });

  it('shows the loading texts, then the empty texts', () => {
    const { rerender } = renderWithTheme(<CustomerDashboardView data={undefined} isLoading />);
    expect(screen.getByText('Loading current rental...')).toBeTruthy();
    expect(screen.getByText('Loading rental history...')).toBeTruthy();
    expect(screen.getByText('Loading payment history...')).toBeTruthy();
    rerender(
      <CustomerDashboardView
        data={{ currentRental: null, recentRentals: [], recentTransactions: [] }}
        isLoading={false}
      />,
    );
    expect(screen.getByText('No current rental found.')).toBeTruthy();
    expect(screen.getByText('No rental history found.')).toBeTruthy();
    expect(screen.getByText('No payment history found.')).toBeTruthy();
  });

  it('offers a tenant without a rental the way to the listings', () => {
    renderWithTheme(
      <CustomerDashboardView
        data={{ currentRental: null, recentRentals: [], recentTransactions: [] }}
        isLoading={false}
      />,
    );
    const card = screen.getByRole('region', { name: 'Current Rental' });
    expect(within(card).getByRole('link', { name: 'Find a home' }).getAttribute('href')).toBe('/listing');
  });

  it('has no "Find a home" button beside a current rental', () => {
    renderWithTheme(<CurrentRentalCard rental={rental} isLoading={false} today="2026-11-22" />);
    expect(screen.queryByRole('link', { name: 'Find a home' })).toBeNull();
  });
});
