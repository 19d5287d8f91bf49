import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { totalCountOf } from './total-count';

const metaWith = (headers: Record<string, string>): FetchBaseQueryMeta => ({
  request: new Request('http://localhost/api/contracts'),
  response: new Response(null, { headers }),
});

describe('totalCountOf', () => {
  it('reads X-Total-Count', () => {
    expect(totalCountOf(metaWith({ 'X-Total-Count': '45' }), 20)).toBe(45);
    expect(totalCountOf(metaWith({ 'X-Total-Count': '0' }), 20)).toBe(0);
  });

  it('falls back to the rows received when the header is missing or unreadable', () => {
    expect(totalCountOf(metaWith({}), 7)).toBe(7);
    expect(totalCountOf(metaWith({ 'X-Total-Count': 'many' }), 7)).toBe(7);
    expect(totalCountOf(undefined, 7)).toBe(7);
  });
});
