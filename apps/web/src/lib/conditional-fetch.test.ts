import { describe, expect, it, vi } from 'vitest';
import { createConditionalFetch, MAX_ENTRIES } from './conditional-fetch';

const URL_A = 'http://localhost/api/users?page=1&limit=20';

/** A server whose list answers 304 while the client's ETag matches `etag`. */
function server(state: { etag: string; body: unknown; total: number }) {
  const seen: (string | null)[] = [];
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const request = input as Request;
    const ifNoneMatch = request.headers.get('If-None-Match');
    seen.push(ifNoneMatch);
    if (ifNoneMatch === state.etag) return new Response(null, { status: 304, headers: { ETag: state.etag } });
    return new Response(JSON.stringify(state.body), {
      status: 200,
      headers: { ETag: state.etag, 'X-Total-Count': String(state.total), 'Content-Type': 'application/json' },
    });
  });
  return { fetchFn, seen };
}

describe('conditional fetch', () => {
  it('sends the last ETag and answers a 304 with the remembered body and headers, as a 200', async () => {
    const state = { etag: 'W/"v1"', body: { users: [{ _id: 'u1' }] }, total: 41 };
    const { fetchFn, seen } = server(state);
    const conditional = createConditionalFetch(fetchFn);

    const first = await conditional(new Request(URL_A));
    expect(await first.json()).toEqual({ users: [{ _id: 'u1' }] });
    const second = await conditional(new Request(URL_A));
    expect(seen).toEqual([null, 'W/"v1"']);
    expect(second.status).toBe(200);
    expect(second.headers.get('X-Total-Count')).toBe('41');
    expect(await second.json()).toEqual({ users: [{ _id: 'u1' }] });

    // The list changed: a full answer, remembered in place of the old one.
    Object.assign(state, { etag: 'W/"v2"', body: { users: [] }, total: 0 });
    expect(await (await conditional(new Request(URL_A))).json()).toEqual({ users: [] });
    await conditional(new Request(URL_A));
    expect(seen.at(-1)).toBe('W/"v2"');
  });

  it('never makes writes or responses without an ETag conditional, and forgets everything on logout', async () => {
    const { fetchFn, seen } = server({ etag: 'W/"v1"', body: { ok: true }, total: 1 });
    const conditional = createConditionalFetch(fetchFn);
    await conditional(new Request(URL_A, { method: 'POST', body: '{}' }));
    await conditional(new Request(URL_A, { method: 'POST', body: '{}' }));
    expect(seen).toEqual([null, null]);
    expect(conditional.size()).toBe(0);

    await conditional(new Request(URL_A));
    expect(conditional.size()).toBe(1);
    conditional.forget();
    await conditional(new Request(URL_A));
    expect(seen.at(-1)).toBeNull();

    const plain = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const noEtag = createConditionalFetch(plain);
    await noEtag(new Request(URL_A));
    await noEtag(new Request(URL_A));
    expect((plain.mock.calls[1]![0] as Request).headers.get('If-None-Match')).toBeNull();
  });

  it('keeps at most MAX_ENTRIES responses, dropping the least recently used', async () => {
    const fetchFn = vi.fn<typeof fetch>(async (input) => {
      const request = input as Request;
      return new Response('{}', { status: 200, headers: { ETag: `W/"${request.url}"` } });
    });
    const conditional = createConditionalFetch(fetchFn);
    for (let page = 1; page <= MAX_ENTRIES + 5; page++) {
      await conditional(new Request(`http://localhost/api/users?page=${page}&limit=20`));
    }
    expect(conditional.size()).toBe(MAX_ENTRIES);
    await conditional(new Request('http://localhost/api/users?page=1&limit=20'));
    expect((fetchFn.mock.calls.at(-1)![0] as Request).headers.get('If-None-Match')).toBeNull();
    await conditional(new Request(`http://localhost/api/users?page=${MAX_ENTRIES + 5}&limit=20`));
    expect((fetchFn.mock.calls.at(-1)![0] as Request).headers.get('If-None-Match')).not.toBeNull();
  });
});
