/**
 * Conditional GETs for every API read (issue 12): a response that carried an `ETag` is remembered, and the next GET
 * of the same URL sends `If-None-Match`. A `304 Not Modified` (no body, and on the server no query) is answered
 * from the remembered copy, as the 200 it stands for, so polling a list that did not change costs a few bytes.
 *
 * The copy is keyed by URL alone: an ETag names one exact body, so a match means that body is still what this caller
 * would get. Bounded: at most MAX_ENTRIES responses of at most MAX_BODY_BYTES each, least recently used first out.
 * `forget()` drops everything (logout).
 */

interface Entry {
  etag: string;
  body: string;
  headers: [string, string][];
}

/** Describe the bytes on the wire, not the decoded text kept here. */
const DERIVED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

export const MAX_ENTRIES = 100;
export const MAX_BODY_BYTES = 512 * 1024;

export interface ConditionalFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Drops every remembered response. */
  forget: () => void;
  /** How many responses are remembered (tests). */
  size: () => number;
}

/** Wraps `fetch` (read at call time, so tests may replace the global). */
export function createConditionalFetch(fetchFn: typeof fetch = (...args) => globalThis.fetch(...args)) {
  const entries = new Map<string, Entry>();

  const remember = (url: string, entry: Entry) => {
    entries.delete(url);
    entries.set(url, entry);
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };

  const conditionalFetch = (async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (request.method !== 'GET') return fetchFn(request);

    const known = entries.get(request.url);
    const sent = known ? withHeader(request, 'If-None-Match', known.etag) : request;
    const response = await fetchFn(sent);

    if (response.status === 304 && known) {
      remember(request.url, known);
      return new Response(known.body, { status: 200, statusText: 'OK', headers: known.headers });
    }
    const etag = response.headers.get('ETag');
    if (!response.ok || !etag) {
      if (response.ok) entries.delete(request.url);
      return response;
    }
    const body = await response.text();
    const headers = [...response.headers].filter(([name]) => !DERIVED_HEADERS.has(name.toLowerCase()));
    if (body.length <= MAX_BODY_BYTES) remember(request.url, { etag, body, headers });
    else entries.delete(request.url);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }) as ConditionalFetch;

  conditionalFetch.forget = () => entries.clear();
  conditionalFetch.size = () => entries.size;
  return conditionalFetch;
}

function withHeader(request: Request, name: string, value: string): Request {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return new Request(request, { headers });
}
