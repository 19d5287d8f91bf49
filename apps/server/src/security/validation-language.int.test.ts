/**
 * Issue 22: a Bahasa Malaysia caller never gets English from any route's validation. Every registered route is
 * called with bad input derived from its own schema (the OpenAPI document the server publishes): bad path
 * parameters, bad query values, a missing body, wrong types, values out of range or format, unknown fields, and
 * bodies that are not JSON. Callers: a visitor with the `lang` cookie, a visitor with Accept-Language, and a
 * customer and an admin whose account language is Bahasa Malaysia. Every 4xx answer's `message`, each
 * `errorFields` value and each `errors[].message` must be a Bahasa Malaysia catalogue text.
 */
import { randomUUID } from 'node:crypto';
import { catalogues, localizeText } from '@sewamudah/shared/i18n';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeader, buildAdmin, buildCustomer } from '../test/factories/index.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { registeredRoutes } from './registered-routes.js';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let ctx: TestContext;
let callers: { name: string; headers: Record<string, string> }[];
let operations: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const customer = await authHeader(ctx.app, await buildCustomer(db, { language: 'ms' }));
  const admin = await authHeader(ctx.app, await buildAdmin(db, { language: 'ms' }));
  callers = [
    { name: 'visitor (lang cookie)', headers: { cookie: 'lang=ms' } },
    { name: 'visitor (Accept-Language)', headers: { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' } },
    { name: 'customer (account in BM)', headers: customer },
    { name: 'admin (account in BM)', headers: admin },
  ];
  operations = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths;
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

// --- What counts as Bahasa Malaysia: a text of the ms catalogue, its {arguments} filled in. ---

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue message as a pattern: each top-level `{…}` (argument, plural) stands for any text. */
function patternOf(message: string): RegExp | null {
  let out = '';
  let literal = '';
  let literalLength = 0;
  let depth = 0;
  for (const char of message.replace(/''/g, "'")) {
    if (char === '{') {
      if (depth === 0) {
        out += escapeRegExp(literal);
        literalLength += literal.trim().length;
        literal = '';
      }
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) out += '[\\s\\S]+?';
    } else if (depth === 0) literal += char;
  }
  out += escapeRegExp(literal);
  literalLength += literal.trim().length;
  // A message (nearly) all argument would match anything.
  return literalLength >= 8 ? new RegExp(`^${out}$`) : null;
}

const malayExact = new Set(Object.values(catalogues.ms));
const malayPatterns = Object.values(catalogues.ms)
  .filter((text) => text.includes('{'))
  .map(patternOf)
  .filter((pattern): pattern is RegExp => pattern !== null);
/** English catalogue texts whose Bahasa Malaysia differs: never acceptable for a BM caller. */
const englishOnly = new Set(
  Object.entries(catalogues.en)
    .filter(([key, text]) => catalogues.ms[key] !== undefined && catalogues.ms[key] !== text)
    .map(([, text]) => text),
);

const isMalay = (text: string) =>
  !englishOnly.has(text) && (malayExact.has(text) || malayPatterns.some((pattern) => pattern.test(text)));

// --- Bad input from each route's schema. ---

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const first = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  return first ? typeOf(first) : undefined;
};

/** A value of the wrong type for the schema. */
function wrongType(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'perhaps';
    case 'array':
      return 'not a list';
    case 'object':
      return 'not an object';
    default:
      return { unexpected: ['shape'] };
  }
}

/** A value of the right type that breaks the schema's bounds, enum or format (undefined when it has none). */
function outOfBounds(schema: JsonSchema): unknown {
  if (schema.enum) return 'Not one of them';
  const type = typeOf(schema);
  if (type === 'string') {
    if (schema.format || schema.pattern) return 'not the right format!';
    if (schema.maxLength !== undefined) return 'x'.repeat(schema.maxLength + 1);
    if (schema.minLength !== undefined && schema.minLength > 0) return '';
  }
  if (type === 'number' || type === 'integer') {
    if (schema.minimum !== undefined) return schema.minimum - 1;
    if (schema.maximum !== undefined) return schema.maximum + 1;
    if (type === 'integer') return 1.5;
  }
  if (type === 'array') {
    if (schema.minItems !== undefined && schema.minItems > 0) return [];
    if (schema.maxItems !== undefined) return Array.from({ length: schema.maxItems + 1 }, () => 'x');
  }
  return undefined;
}

/** The same as query text (query strings carry text only). */
const asQuery = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A value the path parameter accepts, so that the query and body are checked too. */
const validParam = (schema: JsonSchema) => (schema.format === 'uuid' || schema.pattern ? randomUUID() : 'abc');

function requestsFor(method: string, path: string, operation: Operation | undefined): InjectOptions[] {
  const parameters = operation?.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const fill = (bad: boolean) =>
    path.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
      const schema = pathParams.find((p) => p.name === name)?.schema ?? {};
      return bad ? 'not%20an%20id!' : validParam(schema);
    });
  const url = fill(false);
  const requests: InjectOptions[] = [];
  if (pathParams.length > 0) requests.push({ url: fill(true) });

  for (const query of parameters.filter((p) => p.in === 'query')) {
    for (const value of [wrongType(query.schema), outOfBounds(query.schema)]) {
      if (value !== undefined) requests.push({ url: `${url}?${query.name}=${encodeURIComponent(asQuery(value))}` });
    }
  }

  if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
    const json = { 'content-type': 'application/json' };
    requests.push({ url, headers: json, payload: '{"unfinished": ' });
    requests.push({ url, headers: json, payload: '' });
    requests.push({ url, headers: json, payload: '"just text"' });
    const body = operation?.requestBody?.content?.['application/json']?.schema;
    if (body?.properties) {
      const properties = Object.entries(body.properties);
      requests.push({ url, headers: json, payload: '{}' });
      requests.push({ url, headers: json, payload: JSON.stringify({ unexpectedField: 1 }) });
      requests.push({
        url,
        headers: json,
        payload: JSON.stringify(Object.fromEntries(properties.map(([name, schema]) => [name, wrongType(schema)]))),
      });
      const bounded = properties
        .map(([name, schema]) => [name, outOfBounds(schema)] as const)
        .filter(([, value]) => value !== undefined);
      if (bounded.length > 0)
        requests.push({ url, headers: json, payload: JSON.stringify(Object.fromEntries(bounded)) });
      // One field at a time, so a field checked after another one's failure is reached too.
      for (const [name, schema] of properties) {
        requests.push({ url, headers: json, payload: JSON.stringify({ [name]: wrongType(schema) }) });
      }
    }
  }
  return requests.map((request) => ({ ...request, method: method as InjectOptions['method'] }));
}

/** Routes whose answer is not an API error body (documentation, the provider's signed webhook). */
const SKIPPED = /^\/api\/docs/;
const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('validation answers a Bahasa Malaysia caller in Bahasa Malaysia', () => {
  it('every route, every kind of bad input, every kind of BM caller: no English in message or fields', async () => {
    const routes = registeredRoutes(ctx.app).filter((route) => !SKIPPED.test(route.path));
    expect(routes.length).toBeGreaterThan(50);
    const english: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const operation = operations[toOpenApi(route.path)]?.[route.method.toLowerCase()];
      for (const request of requestsFor(route.method, route.path, operation)) {
        for (const caller of callers) {
          const res = await ctx.app.inject({
            ...request,
            headers: { ...caller.headers, ...(request.headers as Record<string, string> | undefined) },
          });
          // Input refused: 400, body too large, media type. (Access and state answers are other suites'.)
          if (![400, 413, 415].includes(res.statusCode)) continue;
          if (!String(res.headers['content-type']).startsWith('application/json')) continue;
          const body = res.json() as {
            message?: string;
            errorFields?: Record<string, string>;
            errors?: { message: string }[];
          };
          checked++;
          const texts = [
            body.message ?? '',
            ...Object.values(body.errorFields ?? {}),
            ...(body.errors ?? []).map((e) => e.message),
          ];
          for (const text of texts) {
            if (!isMalay(text)) {
              english.push(`${route.method} ${request.url} as ${caller.name} → ${res.statusCode} "${text}"`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect([...new Set(english)]).toEqual([]);
  }, 600_000);

  it('names each kind of problem in the language (the error map, then the one error path)', () => {
    const schema = z
      .object({
        count: z.number().min(3),
        code: z.string().max(2),
        email: z.email(),
        kind: z.enum(['unit', 'room']),
        rooms: z.array(z.string()).min(1),
        whole: z.int(),
        name: z.string(),
        flag: z.boolean(),
      })
      .strict();
    const result = schema.safeParse({
      count: 1,
      code: 'abc',
      email: 'not-an-email',
      kind: 'house',
      rooms: [],
      whole: 1.5,
      flag: 'yes',
      extra: true,
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]),
    );
    const malay = Object.fromEntries(Object.entries(byField).map(([field, text]) => [field, localizeText('ms', text)]));
    expect(byField).toEqual({
      count: 'Must be 3 or more',
      code: 'Must be at most 2 characters long',
      email: 'Must be a valid email address',
      kind: 'Must be one of the allowed values: unit, room',
      rooms: 'Must have at least 1 item',
      whole: 'Must be a whole number',
      name: 'This field is required',
      flag: 'Must be true or false',
      body: 'Fields not accepted here: extra',
    });
    expect(malay).toEqual({
      count: 'Mestilah 3 atau lebih',
      code: 'Mestilah tidak melebihi 2 aksara',
      email: 'Mestilah alamat e-mel yang sah',
      kind: 'Mestilah salah satu nilai yang dibenarkan: unit, room',
      rooms: 'Mestilah mempunyai sekurang-kurangnya 1 item',
      whole: 'Mestilah nombor bulat',
      name: 'Ruangan ini diperlukan',
      flag: 'Mestilah true atau false',
      body: 'Ruangan yang tidak diterima di sini: extra',
    });
    // A schema's own message still wins over the map.
    expect(z.string({ message: 'Name is required' }).safeParse(undefined).error!.issues[0]!.message).toBe(
      'Name is required',
    );
  });

  it("Fastify's own body checks answer in the language too", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ms' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Kandungan permintaan bukan JSON yang sah.' });
  });
});
