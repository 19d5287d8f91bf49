import { fireEvent, screen, within } from '@testing-library/react';
import type { Property } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { credentialsReceived } from '@/features/auth/auth-slice';
import { makeAccessToken } from '@/test/jwt';
import { renderWithTheme } from '@/test/render';
import { ApplyPanel } from './ApplyPanel';

const room = (id: string, name: string, isOccupied: boolean) => ({
  _id: id,
  id,
  name,
  price: 700,
  depositAmount: 700,
  description: null,
  isOccupied,
});

const property = (overrides: Partial<Property> = {}): Property => ({
  _id: 'p1',
  id: 'p1',
  name: 'SS2 Shared House',
  type: 'Room Rental',
  address: 'Jalan SS2/24, Petaling Jaya',
  description: 'Rooms near the night market.',
  images: [],
  thumbnails: [],
  price: null,
  depositAmount: null,
  priceRange: { min: 700, max: 700 },
  rooms: [room('r1', 'Master Room', false), room('r2', 'Middle Room', true), room('r3', 'Small Room', false)],
  isAvailable: true,
  isFullyOccupied: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

function renderPanel(p: Property, userType?: 'customer' | 'admin') {
  const store = createAppStore();
  if (userType)
    store.dispatch(credentialsReceived(makeAccessToken({ userId: 'u1', userType, userName: 'Priya Nair' })));
  return renderWithTheme(
    <Provider store={store}>
      <MemoryRouter>
        <ApplyPanel property={p} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('ApplyPanel', () => {
  it('offers stay lengths 3, 4, 6, 8, 12 (default 3) and only unoccupied rooms; apply waits for a start date', () => {
    renderPanel(property());
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    const stay = screen.getByRole('combobox', { name: 'Stay length' }) as HTMLInputElement;
    expect(stay.value).toBe('3 months');
    fireEvent.click(stay);
    const stayOptions = within(screen.getByRole('listbox', { name: 'Stay length' })).getAllByRole('option', {
      hidden: true,
    });
    expect(stayOptions.map((o) => o.textContent)).toEqual([
      '3 months',
      '4 months',
      '6 months',
      '8 months',
      '12 months',
    ]);
    fireEvent.click(screen.getByRole('combobox', { name: 'Room' }));
    const rooms = within(screen.getByRole('listbox', { name: 'Room' })).getAllByRole('option', { hidden: true });
    expect(rooms.map((o) => o.textContent)).toEqual(['Master Room (RM700/month)', 'Small Room (RM700/month)']);
  });

  it("reads 'Fully Occupied' and stays disabled when the property is full", () => {
    renderPanel(property({ isFullyOccupied: true, isAvailable: false, rooms: [room('r2', 'Middle Room', true)] }));
    const button = screen.getByRole('button', { name: 'Fully Occupied' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('tells an admin that only customers apply', () => {
    renderPanel(property({ type: 'Unit Rental', rooms: [], price: 1500, depositAmount: 3000 }), 'admin');
    expect(screen.getByText('Admins cannot apply; log in with a customer account to apply.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Room' })).toBeNull();
  });
});
