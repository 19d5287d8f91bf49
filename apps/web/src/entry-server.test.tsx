// @vitest-environment node
/** Server rendering's status (issue 23: unknown and deleted pages answered 200, a soft 404). */
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const PROPERTY_ID = '7d3f7a52-6f7e-4f5e-9a53-0c3b8f6c1a11';

/** The API in-process, as the server passes it: no such property, and no other call expected. */
const api: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === `/api/properties/${PROPERTY_ID}`) {
    return new Response(JSON.stringify({ message: 'Property not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
};

describe('server rendering: the page status', () => {
  it('answers 404 for an unknown path, with links to the listings and home', async () => {
    const page = await render({ url: '/no-such-page', cookie: '', fetch: api });
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('href="/listing"');
    expect(page?.html).toContain('Find a home');
  });

  it('answers 404 for a listing that does not exist, and hands the answer to the browser for hydration', async () => {
    const page = await render({ url: `/listing/${PROPERTY_ID}`, cookie: '', fetch: api });
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('href="/listing"');
    // The browser's first render shows the same "not listed" alert, not a loading state (React error #418).
    const state = JSON.parse(page!.state) as { api: { queries: Record<string, { status: string }> } };
    // The listing's own query (the payment config is prefetched beside it and answers for itself).
    const listing = Object.entries(state.api.queries).filter(([key]) => key.startsWith('getProperty('));
    expect(listing.map(([, entry]) => entry.status)).toEqual(['rejected']);
  });

  it('answers 200 for a page that exists', async () => {
    const page = await render({ url: '/faq', cookie: '', fetch: api });
    expect(page?.status).toBe(200);
  });
});
