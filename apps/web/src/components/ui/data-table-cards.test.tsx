/**
 * DataTable's card and fold layouts. The layout itself is CSS (a container query, which jsdom does not run): these
 * tests pin the markup the stylesheet relies on; e2e/phone-lists.spec.ts measures the real layout in Chromium at
 * 375 and 1280 px.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Charge {
  id: string;
  property: string;
  email: string;
  amount: string;
  status: string;
}

const columns: DataTableColumn<Charge>[] = [
  { key: 'index', header: '#', render: (_row, index) => index + 1, cardRole: 'hidden' },
  { key: 'property', header: 'Property Name', render: (row) => row.property, cardRole: 'title' },
  { key: 'email', header: 'Cust. Email', render: (row) => row.email, priority: 'low' },
  { key: 'amount', header: 'Amount', render: (row) => row.amount, cardRole: 'amount' },
  { key: 'status', header: 'Status', render: (row) => row.status, cardRole: 'status' },
  {
    key: 'pay',
    header: 'Pay',
    render: (row) => <button type="button">{`Pay ${row.property}`}</button>,
    cardRole: 'primaryAction',
  },
];

const rows: Charge[] = [
  { id: 'a', property: 'SS2 Shared House', email: 'aisyah@sewamudah.my', amount: 'RM850', status: 'Pending' },
];

const renderTable = (cols: DataTableColumn<Charge>[] = columns) =>
  renderWithTheme(
    <DataTable<Charge> label="Charges" columns={cols} rows={rows} getRowKey={(r) => r.id} emptyText="None." />,
  );

const cellOf = (role: string) => document.querySelector(`tbody td[data-card-role="${role}"]`);

describe('DataTable cards (narrow) and table (wide)', () => {
  it("tags each cell with its card role and labels the others with their column's header", () => {
    renderTable();
    expect(cellOf('title')?.textContent).toBe('SS2 Shared House');
    expect(cellOf('amount')?.textContent).toBe('RM850');
    expect(cellOf('status')?.textContent).toBe('Pending');
    expect(cellOf('hidden')?.textContent).toBe('1');
    const email = screen.getByRole('cell', { name: 'aisyah@sewamudah.my' });
    expect(email.getAttribute('data-label')).toBe('Cust. Email');
    expect(email.getAttribute('data-priority')).toBe('low');
  });

  it("puts the row's primary action in its row, in the primaryAction cell", () => {
    renderTable();
    const [, row] = screen.getAllByRole('row');
    const action = within(row!).getByRole('button', { name: 'Pay SS2 Shared House' });
    expect(cellOf('primaryAction')?.contains(action)).toBe(true);
  });

  it('stays a table: one header per column and one row per record', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Charges' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Property Name',
      'Cust. Email',
      'Amount',
      'Status',
      'Pay',
      'Details',
    ]);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('folds low-priority columns into a row detail that the row toggle shows and hides', () => {
    renderTable();
    const toggle = screen.getByRole('button', { name: 'Show details of SS2 Shared House' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const hide = screen.getByRole('button', { name: 'Hide details of SS2 Shared House' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(hide.getAttribute('aria-controls') ?? '');
    expect(detail?.querySelector('dt')?.textContent).toBe('Cust. Email');
    expect(detail?.querySelector('dd')?.textContent).toBe('aisyah@sewamudah.my');
    fireEvent.click(hide);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('adds no toggle column when nothing folds', () => {
    renderTable(columns.map(({ priority: _priority, ...column }) => column));
    expect(screen.queryByRole('button', { name: /details of/ })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
  });
});
