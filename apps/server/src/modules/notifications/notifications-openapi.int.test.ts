/**
 * Issue 24 "API": the notification centre, its preferences, the SSE stream and its ticket, the dev clock and the
 * payment mandates are part of the public API, so /api/docs/json documents each with its
 * parameters, request body and response schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../security/registered-routes.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
  tags?: string[];
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
}

let ctx: TestContext;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  paths = res.json().paths;
});
afterAll(() => ctx.close());

const op = (method: string, path: string): Operation => {
  const found = paths[path]?.[method.toLowerCase()];
  expect(found, `${method} ${path} in /api/docs/json`).toBeDefined();
  return found!;
};
const jsonOf = (schema: { content?: Record<string, { schema: JsonSchema }> } | undefined) =>
  schema?.content?.['application/json']?.schema;
const paramNames = (operation: Operation, where: string) =>
  (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);

describe('the notification centre in /api/docs/json', () => {
  it('GET /api/notifications: paged (page, limit), answering notifications, total and unreadCount', () => {
    const list = op('GET', '/api/notifications');
    expect(paramNames(list, 'query')).toEqual(expect.arrayContaining(['page', 'limit']));
    const body = jsonOf(list.responses['200']);
    expect(body?.required).toEqual(expect.arrayContaining(['notifications', 'unreadCount', 'total']));
    expect(body?.properties?.unreadCount?.type).toBe('integer');
    expect(body?.properties?.notifications?.items?.required).toEqual(
      expect.arrayContaining(['id', 'category', 'kind', 'title', 'text', 'link', 'readAt', 'createdAt']),
    );
    expect(list.security).toEqual([{ bearer: [] }]);
  });

  it('POST /api/notifications/read: takes the ids, or all', () => {
    const read = op('POST', '/api/notifications/read');
    const variants = jsonOf(read.requestBody)?.anyOf ?? [];
    expect(variants.map((v) => v.required)).toEqual([['ids'], ['all']]);
    expect(variants[0]?.properties?.ids?.type).toBe('array');
    expect(variants[1]?.properties?.all?.enum).toEqual([true]);
    expect(jsonOf(read.responses['200'])?.required).toEqual(expect.arrayContaining(['updated', 'unreadCount']));
  });

  it('the SSE stream (text/event-stream, Bearer or ?ticket=) and its single-use ticket', () => {
    const stream = op('GET', '/api/notifications/stream');
    expect(paramNames(stream, 'query')).toEqual(['ticket']);
    expect(stream.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(stream.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(stream.responses['200']?.description).toMatch(/ready.*notification.*resync/s);
    expect(jsonOf(stream.responses['401'])?.required).toEqual(['message']);

    const ticket = op('POST', '/api/notifications/stream-ticket');
    expect(jsonOf(ticket.responses['201'])?.required).toEqual(expect.arrayContaining(['ticket', 'expiresAt']));
  });

  it('GET and PUT /api/notification-preferences: per category and channel', () => {
    const read = jsonOf(op('GET', '/api/notification-preferences').responses['200']);
    const row = read?.properties?.preferences?.items;
    expect(row?.required).toEqual(expect.arrayContaining(['category', 'locked', 'channels']));
    expect(Object.keys(row?.properties?.channels?.properties ?? {})).toEqual(['inApp', 'email', 'whatsapp']);
    const put = op('PUT', '/api/notification-preferences');
    const item = jsonOf(put.requestBody)?.properties?.preferences?.items;
    expect(item?.required).toEqual(expect.arrayContaining(['category', 'channel', 'enabled']));
    expect(item?.properties?.channel?.enum).toEqual(['inApp', 'email', 'whatsapp']);
    expect(jsonOf(put.responses['200'])?.required).toEqual(['preferences']);
  });

  it('PUT /api/dev/clock: advanceDays, advanceHours or now; answers the clock and what each job did', () => {
    const move = op('PUT', '/api/dev/clock');
    expect(Object.keys(jsonOf(move.requestBody)?.properties ?? {})).toEqual(
      expect.arrayContaining(['advanceDays', 'advanceHours', 'now']),
    );
    expect(jsonOf(move.responses['200'])?.required).toEqual(
      expect.arrayContaining(['now', 'realNow', 'offsetMs', 'jobs']),
    );
    expect(jsonOf(op('GET', '/api/dev/clock').responses['200'])?.required).toEqual(
      expect.arrayContaining(['now', 'offsetMs']),
    );
  });

  it('GET and POST /api/payment-mandates and every mandate action are documented with a response schema', () => {
    const list = op('GET', '/api/payment-mandates');
    expect(jsonOf(list.responses['200'])).toBeDefined();
    const create = op('POST', '/api/payment-mandates');
    expect(jsonOf(create.requestBody)?.properties).toBeDefined();
    const mandateRoutes = registeredRoutes(ctx.app).filter((r) => r.path.startsWith('/api/payment-mandates'));
    expect(mandateRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of mandateRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = op(route.method, path);
      const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'));
      expect(success?.[1].content, `${route.method} ${route.path}: a documented 2xx body`).toBeDefined();
    }
  });
});
