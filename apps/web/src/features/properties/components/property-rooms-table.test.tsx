import { screen } from '@testing-library/react';
import type { Room } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { PropertyRoomsTable } from './property-rooms-table';

const room = (id: string, name: string, occupant: string | null): Room => ({
  _id: id,
  id,
  name,
  price: 700,
  depositAmount: 700,
  description: null,
  isOccupied: occupant !== null,
  occupant,
  occupantId: occupant ? `user-${id}` : null,
});

describe('PropertyRoomsTable', () => {
  it("shows each room's tenant by the display name the API sends, and '-' for a free room", () => {
    renderWithTheme(
      <PropertyRoomsTable rooms={[room('r1', 'Master Room', 'Aisyah Rahman'), room('r2', 'Small Room', null)]} />,
    );
    const cells = screen
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(cells.filter((row) => row.length > 0).map((row) => [row[1], row.at(-1)])).toEqual([
      ['Master Room', 'Aisyah Rahman'],
      ['Small Room', '-'],
    ]);
  });

  it('speaks Bahasa Malaysia: table name, headers and the empty state', () => {
    activateCatalogue('ms', ms);
    try {
      const { unmount } = renderWithTheme(<PropertyRoomsTable rooms={[room('r1', 'Bilik Utama', null)]} />);
      const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
      expect(headers).toEqual(['#', 'Nama', 'Harga', 'Deposit', 'Keterangan', 'Penyewa']);
      expect(screen.getByRole('table', { name: 'Bilik' })).toBeTruthy();
      unmount();
      renderWithTheme(<PropertyRoomsTable rooms={[]} />);
      expect(screen.getByText('Tiada bilik.')).toBeTruthy();
    } finally {
      activateCatalogue('en', en);
    }
  });
});
