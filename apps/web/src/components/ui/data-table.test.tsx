import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'index', header: '#', render: (_row, index) => index + 1 },
  { key: 'name', header: 'Name', render: (row) => row.name },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderWithTheme(
    <DataTable<Row>
      label="Users"
      columns={columns}
      rows={undefined}
      getRowKey={(row) => row.id}
      emptyText="No users found."
      {...props}
    />,
  );

describe('DataTable', () => {
  it('shows the loading text while loading', () => {
    renderTable({ isLoading: true, loadingText: 'Loading users...' });
    expect(screen.getByText('Loading users...')).toBeTruthy();
  });

  it('shows the empty text without rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No users found.')).toBeTruthy();
  });

  it("shows 'Error: {server message}' when the load failed", () => {
    renderTable({ error: { status: 500, data: { message: 'Database unavailable' } } });
    expect(screen.getByRole('alert').textContent).toBe('Error: Database unavailable');
  });

  it('renders one row per item with the column cells', () => {
    renderTable({
      rows: [
        { id: 'a', name: 'Aisyah' },
        { id: 'b', name: 'Wei Ling' },
      ],
    });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Wei Ling' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
  });

  it('numbers the rows of a later page on from its offset', () => {
    renderTable({
      rows: [
        { id: 'a', name: 'Aisyah' },
        { id: 'b', name: 'Wei Jie' },
      ],
      rowOffset: 20,
    });
    const cells = screen.getAllByRole('row').map((row) => row.querySelector('td')?.textContent);
    expect(cells.filter(Boolean)).toEqual(['21', '22']);
  });

  it('keeps a last actions column at the right edge: the last cell, or the one before the fold toggle', () => {
    const rows = [{ id: '1', name: 'Aisyah' }];
    const actions: DataTableColumn<Row> = { key: 'actions', header: 'Actions', render: () => '...' };
    const low: DataTableColumn<Row> = { key: 'email', header: 'Email', render: () => 'a@b.my', priority: 'low' };
    const tableOf = (cols: DataTableColumn<Row>[]) => {
      const { unmount } = renderTable({ rows, columns: cols });
      const sticky = screen.getByRole('table').getAttribute('data-sticky-end');
      unmount();
      return sticky;
    };
    expect(tableOf([...columns, actions])).toBe('last');
    expect(tableOf([...columns, low, actions])).toBe('before-toggle');
    expect(tableOf([actions, ...columns])).toBeNull();
  });
});

describe('DataTable long words', () => {
  it('keeps a long word whole in a token that, when cut, carries its full value for hover and focus', () => {
    // jsdom lays nothing out: the token's text is made wider than its box, as in a squeezed column.
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 180 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 90 });
    try {
      renderTable({
        rows: [
          { id: 'a', name: 'meiling.chen@example.my' },
          { id: 'b', name: 'Wei Ling' },
        ],
      });
      const email = screen.getByText('meiling.chen@example.my');
      const token = email.parentElement!;
      expect(token.getAttribute('title')).toBe('meiling.chen@example.my');
      expect(token.tabIndex).toBe(0);
      expect(token.hasAttribute('data-cut')).toBe(true);
      // Short words are the cell's plain text: nothing to cut, nothing added to the tab order.
      expect(screen.getByText('Wei Ling').tagName).toBe('TD');
    } finally {
      delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    }
  });

  it('leaves a token that fits out of the tab order and without a title', () => {
    renderTable({ rows: [{ id: 'a', name: 'Subramaniam' }] });
    const token = screen.getByText('Subramaniam').parentElement!;
    expect(token.getAttribute('title')).toBeNull();
    expect(token.hasAttribute('tabindex')).toBe(false);
  });
});
