// @vitest-environment node
/** The server-rendered listing (ADR 24) carries the phone's Apply action and the panel's anchor (issue 23). */
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';

const PROPERTY_ID = '7d3f7a52-6f7e-4f5e-9a53-0c3b8f6c1a11';
const property = (isFullyOccupied: boolean) => ({
  _id: PROPERTY_ID,
  id: PROPERTY_ID,
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
  isAvailable: !isFullyOccupied,
  isFullyOccupied,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const apiWith =
  (isFullyOccupied: boolean): typeof fetch =>
  async () =>
    new Response(JSON.stringify({ property: property(isFullyOccupied) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });

describe('listing detail: the sticky Apply action', () => {
  it('is in the server-rendered page: a link to the apply panel’s anchor', async () => {
    const page = await render({ url: `/listing/${PROPERTY_ID}`, cookie: '', fetch: apiWith(false) });
    expect(page?.status).toBe(200);
    const html = page!.html;
    expect(html.includes('id="apply"')).toBe(true);
    expect(/<a[^>]*href="#apply"[^>]*>.*?Apply now/.test(html)).toBe(true);
  });

  it('is not offered on a full listing', async () => {
    const page = await render({ url: `/listing/${PROPERTY_ID}`, cookie: '', fetch: apiWith(true) });
    expect(page!.html.includes('Apply now')).toBe(false);
  });
});
