// @vitest-environment node
/** `/listing?page=9` past the last page said "26 properties found" and "No properties match your search" (issue 23). */
import { LISTING_PAGE_SIZE } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';

/** The API in-process: three pages of properties in all, none on a page past the third. */
const api: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === '/api/properties') {
    return new Response(JSON.stringify({ properties: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'X-Total-Count': String(2 * LISTING_PAGE_SIZE + 2) },
    });
  }
  return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
};

describe('listing past the last page (server-rendered, hydrated the same)', () => {
  it('says where the results end and links to the last page, not "no properties match"', async () => {
    const page = await render({ url: '/listing?type=Unit+Rental&page=9', cookie: '', fetch: api });
    expect(page?.status).toBe(200);
    const html = page!.html;
    expect(html.includes('No properties match your search')).toBe(false);
    expect(html.includes('There is no page 9: the results end on page 3.')).toBe(true);
    expect(html.includes('href="/listing?type=Unit+Rental&amp;page=3"')).toBe(true);
    expect(html.includes('Go to the last page (page 3)')).toBe(true);
    // The browser starts from the same answer, so its first render is this one.
    const state = JSON.parse(page!.state) as { api: { queries: Record<string, { status: string }> } };
    expect(Object.values(state.api.queries).map((entry) => entry.status)).toContain('fulfilled');
  });

  it('still says "no properties match" when nothing matches at all', async () => {
    const none: typeof fetch = async () =>
      new Response(JSON.stringify({ properties: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'X-Total-Count': '0' },
      });
    const page = await render({ url: '/listing?page=2', cookie: '', fetch: none });
    expect(page!.html.includes('No properties match your search')).toBe(true);
    expect(page!.html.includes('Go to the last page')).toBe(false);
  });
});
