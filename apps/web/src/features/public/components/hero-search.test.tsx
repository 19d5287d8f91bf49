/** The hero search offered only minimum prices; tenants search by a maximum budget (issue 23). */
import { fireEvent, screen } from '@testing-library/react';
import { HOME_MIN_PRICE_PRESETS } from '@sewamudah/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { HeroSearch } from './hero-search';

function Listing() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function renderHero() {
  renderWithTheme(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HeroSearch />} />
        <Route path="/listing" element={<Listing />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Find a home' }));
}

const chip = (name: string) => screen.getByLabelText(name);

describe('hero search', () => {
  it('keeps the SPEC’s minimum presets and adds maximum budgets', () => {
    renderHero();
    expect(HOME_MIN_PRICE_PRESETS).toEqual([500, 1000, 1500]);
    for (const name of ['RM500+', 'RM1,000+', 'RM1,500+']) expect(chip(name)).toBeTruthy();
    for (const name of ['Up to RM1,000', 'Up to RM1,500', 'Up to RM2,000', 'Up to RM3,000']) {
      expect(chip(name)).toBeTruthy();
    }
  });

  it('leads to the listing filtered by the maximum budget', () => {
    renderHero();
    fireEvent.click(chip('Up to RM1,500'));
    fireEvent.click(screen.getByRole('button', { name: 'Show listings', hidden: true }));
    expect(screen.getByTestId('search').textContent).toBe('?maxPrice=1500');
  });

  it('combines a minimum and a maximum, and never offers a maximum below the minimum', () => {
    renderHero();
    fireEvent.click(chip('Up to RM1,000'));
    fireEvent.click(chip('RM1,500+'));
    // The maximum below the new minimum gave way, and cannot be picked again.
    expect((chip('Up to RM1,000') as HTMLInputElement).checked).toBe(false);
    expect((chip('Up to RM1,000') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(chip('Up to RM2,000'));
    fireEvent.click(screen.getByRole('button', { name: 'Show listings', hidden: true }));
    expect(screen.getByTestId('search').textContent).toBe('?minPrice=1500&maxPrice=2000');
  });
});
