/**
 * One cached response (docs/decisions/0020): the final bytes in every encoding a client may ask for, compressed once
 * when the entry is built (in libuv's thread pool, off the event loop), with a strong ETag per encoding and the
 * complete header sets of its 200 and 304 answers, so that serving it is a lookup and a write.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** What a route hands to the cache: the serialised body and the headers of its 200. */
export interface EntrySource {
  body: string;
  /** Headers of this response (content type, cache control, vary, totals), lower-case names. */
  headers: Record<string, string>;
  /** Headers already on the reply when the route ran (helmet's security headers), sent with every answer. */
  baseHeaders?: OutgoingHttpHeaders;
}

export interface Variant {
  encoding: Encoding;
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  notModifiedHeaders: OutgoingHttpHeaders;
  /** The same as flat [name, value, ...] lists, as `res.writeHead` takes them (the fast path adds the request id). */
  wire: string[];
  notModifiedWire: string[];
}

export interface CachedEntry {
  key: string;
  /** Bytes held: bodies, headers and key. */
  bytes: number;
  identity: Variant;
  gzip: Variant | null;
  br: Variant | null;
  /** Every ETag of the entry, for If-None-Match. */
  etags: readonly string[];
}

/** Bodies below this size are sent as they are (as @fastify/compress's threshold). */
export const COMPRESS_THRESHOLD = 1024;
/** Bodies up to this size get the strongest settings; larger ones (the unpaged listing) faster ones. */
const SMALL_BODY = 256 * 1024;

function headerBytes(headers: OutgoingHttpHeaders): number {
  let total = 0;
  for (const [name, value] of Object.entries(headers)) total += name.length + String(value).length + 4;
  return total;
}

function variant(
  encoding: Encoding,
  body: Buffer,
  etag: string,
  common: OutgoingHttpHeaders,
  notModified: OutgoingHttpHeaders,
): Variant {
  const headers: OutgoingHttpHeaders = { ...common, etag, 'content-length': String(body.length) };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  const notModifiedHeaders = { ...notModified, etag };
  return {
    encoding,
    body,
    etag,
    headers,
    notModifiedHeaders,
    wire: flat(headers),
    notModifiedWire: flat(notModifiedHeaders),
  };
}

function flat(headers: OutgoingHttpHeaders): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  return list;
}

export async function buildEntry(key: string, source: EntrySource): Promise<CachedEntry> {
  const identity = Buffer.from(source.body, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  const compress = identity.length >= COMPRESS_THRESHOLD;
  const small = identity.length <= SMALL_BODY;
  const [brBody, gzipBody] = compress
    ? await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: small ? 11 : 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity, { level: small ? 9 : 6 }),
      ])
    : [null, null];

  const { 'content-length': _length, 'content-encoding': _encoding, etag: _etag, ...base } = source.baseHeaders ?? {};
  const notModified: OutgoingHttpHeaders = { ...base };
  for (const [name, value] of Object.entries(source.headers)) {
    if (name !== 'content-type') notModified[name] = value;
  }
  const common: OutgoingHttpHeaders = { ...base, ...source.headers };
  const entry: CachedEntry = {
    key,
    bytes: 0,
    identity: variant('identity', identity, `"${hash}"`, common, notModified),
    br: brBody && brBody.length < identity.length ? variant('br', brBody, `"${hash}-br"`, common, notModified) : null,
    gzip:
      gzipBody && gzipBody.length < identity.length
        ? variant('gzip', gzipBody, `"${hash}-gz"`, common, notModified)
        : null,
    etags: [],
  };
  const variants = [entry.identity, entry.br, entry.gzip].filter((v): v is Variant => v !== null);
  entry.etags = variants.map((v) => v.etag);
  entry.bytes =
    key.length * 2 +
    variants.reduce((sum, v) => sum + v.body.length + headerBytes(v.headers) + headerBytes(v.notModifiedHeaders), 0);
  return entry;
}

const acceptCache = new Map<string, Encoding>();

/** The best encoding the Accept-Encoding header allows (brotli, then gzip, then none), memoised per header value. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = acceptCache.get(header);
  if (known) return known;
  const allowed = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    allowed.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (allowed.has(name) ? allowed.get(name)! : (allowed.get('*') ?? 0)) > 0;
  const picked: Encoding = ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity';
  if (acceptCache.size >= 256) acceptCache.clear();
  acceptCache.set(header, picked);
  return picked;
}

/** Whether If-None-Match names this entry (weak comparison, RFC 9110 §13.1.2: any of its encodings, or `*`). */
export function matchesEntry(header: string | undefined, entry: CachedEntry): boolean {
  if (!header) return false;
  if (entry.etags.includes(header)) return true;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || entry.etags.includes(tag);
  });
}

export interface CachedAnswer {
  status: 200 | 304;
  headers: OutgoingHttpHeaders;
  wire: string[];
  body: Buffer | null;
}

/** The answer to a GET: the entry in the negotiated encoding, or 304 when the client's copy is this one. */
export function answer(
  entry: CachedEntry,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): CachedAnswer {
  const encoding = pickEncoding(acceptEncoding);
  const chosen = (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null) ?? entry.identity;
  if (ifNoneMatch !== undefined && matchesEntry(ifNoneMatch, entry)) {
    return { status: 304, headers: chosen.notModifiedHeaders, wire: chosen.notModifiedWire, body: null };
  }
  return { status: 200, headers: chosen.headers, wire: chosen.wire, body: chosen.body };
}
