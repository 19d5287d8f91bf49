/** Issue 16: the listing's cards and filters in Bahasa Malaysia; SPEC values sent to the API stay English. */
import { fireEvent, screen } from '@testing-library/react';
import type { Property } from '@sewamudah/shared';
import { MemoryRouter } from 'react-router';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { type ListingFilters as Filters, readListingFilters } from '../hooks/use-listing-filters';
import { ListingFilters } from './listing-filters';
import { PropertyCard } from './property-card';
import { RoomList } from './room-list';

const unit: Property = {
  _id: 'p1',
  id: 'p1',
  name: 'Residensi Bangsar',
  type: 'Unit Rental',
  address: 'Jalan Maarof, Bangsar',
  description: 'Two bedrooms.',
  images: [],
  thumbnails: [],
  price: 1800,
  depositAmount: 3600,
  priceRange: '1800',
  priceBounds: { min: 1800, max: 1800 },
  rooms: [],
  isAvailable: false,
  isFullyOccupied: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const noFilters: Filters = readListingFilters(new URLSearchParams());

beforeEach(() => activateCatalogue('ms', ms));
afterEach(() => activateCatalogue('en', en));

describe('public listing in Bahasa Malaysia', () => {
  it('shows a card’s type, state and price per month in BM, with RM in the SPEC format', () => {
    renderWithTheme(
      <MemoryRouter>
        <PropertyCard property={unit} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('link', { name: 'Residensi Bangsar, Sewa Unit, RM1,800 sebulan' });
    expect(card.textContent).toContain('Sewa Unit');
    expect(card.textContent).toContain('Penuh');
    expect(card.textContent).toContain('RM1,800 / bulan');
    expect(card.textContent).not.toMatch(/month|Unit Rental|Full/);
  });

  it('labels the filters in BM and still filters by the English property type', () => {
    const onChange = vi.fn();
    renderWithTheme(<ListingFilters filters={{ ...noFilters, q: 'bangsar' }} onChange={onChange} />);
    expect(screen.getByRole('search', { name: 'Tapis hartanah' })).toBeTruthy();
    expect(screen.getByLabelText('Kata kunci')).toBeTruthy();
    expect(screen.getByLabelText('Harga min. (RM)')).toBeTruthy();
    expect(screen.getByLabelText('Tersedia sahaja')).toBeTruthy();
    fireEvent.click(screen.getByText('Sewa Bilik'));
    expect(onChange).toHaveBeenCalledWith({ type: 'Room Rental' });
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan tapisan' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: null, minPrice: null, maxPrice: null, q: '', available: false, amenities: [] }),
    );
  });

  it('tells a negative minimum price in BM', () => {
    renderWithTheme(<ListingFilters filters={noFilters} onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Harga min. (RM)'), { target: { value: '-500' } });
    expect(screen.getByText('Harga minimum tidak boleh negatif')).toBeTruthy();
  });

  it('lists rooms with their terms and availability in BM', () => {
    const room = (id: string, name: string, isOccupied: boolean) => ({
      _id: id,
      id,
      name,
      price: 700,
      depositAmount: 1400,
      description: null,
      isOccupied,
    });
    renderWithTheme(<RoomList rooms={[room('r1', 'Bilik Utama', false), room('r2', 'Bilik Kecil', true)]} />);
    const list = screen.getByRole('list', { name: 'Bilik' });
    expect(list.textContent).toContain('RM700 / bulan · Deposit RM1,400');
    expect(list.textContent).toContain('Tersedia');
    expect(list.textContent).toContain('Telah Disewa');
  });
});
