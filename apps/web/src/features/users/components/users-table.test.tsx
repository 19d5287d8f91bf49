import { screen, within } from '@testing-library/react';
import type { User } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { UsersTable } from './users-table';

const user = (id: string, firstname: string, userType: User['userType'], status: User['status']): User => ({
  _id: id,
  id,
  firstname,
  lastname: 'Rahman',
  email: `${firstname.toLowerCase()}@sewamudah.my`,
  phone: '0123456789',
  userType,
  status,
  createdAt: '2026-11-20T00:00:00.000Z',
});
const users = [user('u1', 'Aisyah', 'customer', 'pending'), user('u2', 'Farid', 'admin', 'active')];

const render = () =>
  renderWithTheme(
    <Provider store={createAppStore()}>
      <UsersTable users={users} rowOffset={0} isLoading={false} emptyText="-" error={undefined} onEdit={() => {}} />
    </Provider>,
  );
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => activateCatalogue('en', en));

describe('UsersTable', () => {
  it('shows the user type and status in English as before', () => {
    render();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Name', 'Email', 'Phone', 'User Type', 'Status', 'Actions']);
    expect(within(row('Aisyah')).getByText('Customer')).toBeTruthy();
    expect(within(row('Aisyah')).getByText('Pending')).toBeTruthy();
    expect(within(row('Farid')).getByText('Admin')).toBeTruthy();
    expect(within(row('Farid')).getByRole('button', { name: 'Edit Farid Rahman' })).toBeTruthy();
  });

  it('speaks Bahasa Malaysia: headers, user types, account statuses and row actions', () => {
    activateCatalogue('ms', ms);
    render();
    const table = screen.getByRole('table', { name: 'Pengguna' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Nama', 'E-mel', 'Telefon', 'Jenis Pengguna', 'Status', 'Tindakan']);
    expect(within(row('Aisyah')).getByText('Pelanggan')).toBeTruthy();
    // A pending account is one not yet verified (glossary), not a pending payment.
    expect(within(row('Aisyah')).getByText('Belum Disahkan')).toBeTruthy();
    expect(within(row('Farid')).getByText('Pentadbir')).toBeTruthy();
    expect(within(row('Farid')).getByText('Aktif')).toBeTruthy();
    expect(within(row('Farid')).getByRole('button', { name: 'Kemas kini Farid Rahman' })).toBeTruthy();
    expect(within(row('Farid')).getByRole('button', { name: 'Padam Farid Rahman' })).toBeTruthy();
  });
});
