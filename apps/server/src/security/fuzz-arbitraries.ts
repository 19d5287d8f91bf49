/**
 * fast-check arbitraries for the API fuzzer: hostile values (types, sizes, unicode, prototype keys), bodies
 * mutated from a valid sample, malformed JSON and malformed multipart, and query strings.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipartBody } from './multipart.js';

const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uffff\ud800',
  '𝕊𝕖𝕨𝕒 🏠 سِوا 住',
  '\u202e\u200b\ufeff',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'pi_000000000000000000000000',
  'x'.repeat(10_000),
  '9'.repeat(400),
];

/** One hostile JSON value of any type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(0, -1, -0.01, 0.001, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON text with prototype-polluting keys around (possibly hostile) fields. */
const pollutedJson = (fields: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(fields, fc.constantFrom('__proto__', 'constructor', 'prototype'), nastyValue).map(([body, key, value]) => {
    const inner = JSON.stringify(body).slice(1, -1);
    const poison =
      key === 'constructor' ? `"constructor":{"prototype":{"isAdmin":true}}` : `"${key}":${JSON.stringify(value ?? 1)}`;
    return `{${poison}${inner ? `,${inner}` : ''}}`;
  });

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '[',
  '{"a":1}}',
  "{'a':1}",
  'undefined',
  '{"a":1,}',
  '\u0000',
  '{"a":"\\u12"}',
];

/** Each field of `sample` kept, replaced by a hostile value or left out; sometimes an extra field. */
export function mutatedObject(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    Object.entries(sample).map(([key, value]) => [key, fc.oneof(fc.constant(value), nastyValue)]),
  );
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('userType', 'status', 'userId', 'id', 'isAdmin', 'amount'), nastyValue)),
    )
    .map(([body, extra]) => (extra ? { ...body, [extra[0]]: extra[1] } : body));
}

type Payload = Pick<InjectOptions, 'payload' | 'headers'>;
const json = (text: string): Payload => ({ payload: text, headers: { 'content-type': 'application/json' } });

/** A JSON request body: mutated sample, any JSON value, polluted keys, malformed text or a wrong content type. */
export function jsonPayload(sample: Record<string, unknown>): fc.Arbitrary<Payload> {
  const fields = mutatedObject(sample);
  return fc.oneof(
    { weight: 6, arbitrary: fields.map((body) => json(JSON.stringify(body))) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => json(JSON.stringify(value) ?? 'null')) },
    { weight: 2, arbitrary: pollutedJson(fields).map(json) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ maxLength: 60 })).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', ''))
        .map(([body, type]) => ({ payload: JSON.stringify(body), headers: { 'content-type': type } })),
    },
    { weight: 1, arbitrary: fc.nat({ max: 40 }).map((cut) => json(JSON.stringify(sample).slice(0, cut))) },
  );
}

const FILE_HEADS = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  pdf: Buffer.from('%PDF-1.7\n'),
  none: Buffer.alloc(0),
};

const fileArb = (fields: readonly string[]) =>
  fc.record({
    field: fc.constantFrom(...fields, 'other'),
    filename: fc.oneof(fc.constantFrom('a.png', 'b.jpg', 'c.pdf', '../../x.pdf', ''), fc.string({ maxLength: 20 })),
    contentType: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'application/octet-stream'),
    data: fc
      .tuple(fc.constantFrom(...Object.values(FILE_HEADS)), fc.uint8Array({ maxLength: 2048 }))
      .map(([head, rest]) => Buffer.concat([head, Buffer.from(rest)])),
  });

/**
 * A multipart body: hostile text fields (`sample`'s names) and files, a truncated or garbled body, or a broken
 * content type.
 */
export function multipartPayload(sample: Record<string, string>, fileFields: readonly string[]): fc.Arbitrary<Payload> {
  const textFields = fc
    .tuple(mutatedObject(sample), fc.array(fileArb(fileFields), { maxLength: 3 }))
    .map(([fields, files]) => {
      const asText = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
      );
      return multipartBody(asText, files);
    });
  return fc.oneof(
    { weight: 5, arbitrary: textFields },
    {
      weight: 2,
      arbitrary: fc.tuple(textFields, fc.nat()).map(([body, cut]) => ({
        ...body,
        payload: body.payload.subarray(0, cut % Math.max(1, body.payload.length)),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary="unterminated',
            'multipart/mixed; boundary=x',
          ),
          fc.oneof(
            fc.uint8Array({ maxLength: 1024 }).map((bytes) => Buffer.from(bytes)),
            fc
              .constantFrom('--x\r\n\r\n--x--', '--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--', '--x--')
              .map((text) => Buffer.from(text)),
          ),
        )
        .map(([type, payload]) => ({ payload, headers: { 'content-type': type } })),
    },
    { weight: 1, arbitrary: jsonPayload(sample) },
  );
}

/** A query string: hostile values for the known parameters, repeated or bracketed keys, broken escapes. */
export function queryString(params: readonly string[]): fc.Arbitrary<string> {
  const known = fc.array(fc.tuple(fc.constantFrom(...params, '__proto__', 'constructor[prototype]'), nastyValue), {
    maxLength: 5,
  });
  return fc.oneof(
    known.map((pairs) =>
      new URLSearchParams(pairs.map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString(),
    ),
    fc.constantFrom(
      'page=1&page=2',
      'limit[]=1',
      'a[b][c]=1',
      '%zz',
      'page=%E0%A4%A',
      '&&&=&',
      `q=${'%F0%9F%8F%A0'.repeat(300)}`,
    ),
  );
}

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates too, which encodeURIComponent refuses). */
const percentEncode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte)) && byte < 128
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** A path segment: a real id, a random uuid or an escaped hostile string. */
export const pathId = (real: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...real),
    fc.uuid(),
    fc
      .oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }))
      .map((s) => percentEncode(s.slice(0, 2000))),
  );
