/** The photo carousel's screen-reader texts come from the catalogue (Mantine's own are English). */
import { screen } from '@testing-library/react';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { ImageCarousel } from './image-carousel';

const images = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'];

// Embla watches which slides are in view; jsdom has no IntersectionObserver.
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoIntersections);
  activateCatalogue('ms', ms);
});
afterEach(() => {
  activateCatalogue('en', en);
  vi.unstubAllGlobals();
});

describe('ImageCarousel in Bahasa Malaysia', () => {
  it('labels its controls, indicators, slides and live position in BM, with no English left', () => {
    const { container } = renderWithTheme(<ImageCarousel images={images} name="Residensi Bangsar" height={200} />);
    const region = screen.getByRole('region', { name: 'Gambar-gambar Residensi Bangsar' });
    expect(region.getAttribute('aria-roledescription')).toBe('karusel');
    expect(screen.getByRole('button', { name: 'Gambar sebelumnya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gambar seterusnya' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Pilih gambar' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Pergi ke gambar 1',
      'Pergi ke gambar 2',
      'Pergi ke gambar 3',
    ]);
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Gambar 1 daripada 3',
      'Gambar 2 daripada 3',
      'Gambar 3 daripada 3',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slaid')).toBe(true);
    // Mantine's own "Slide 1 of 3" status is hidden; ours announces the position.
    expect(screen.getByRole('status').textContent).toBe('Gambar 1 daripada 3');
    expect(container.querySelector('[role="status"][hidden]')?.textContent).toBe('Slide 1 of 3');
  });
});
