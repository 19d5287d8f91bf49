/**
 * Anonymous calls are refused before they are validated (plugins/auth.ts runs every guard in onRequest):
 * a visitor gets 401, never a 400 listing a form's fields, on every guarded route.
 */
import { randomUUID } from 'node:crypto';
import { messages } from '@sewamudah/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

/** A concrete URL for a route pattern: ids for parameters, a file name for wildcards. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]\w*(\([^)]*\))?/g, randomUUID()).replace(/\*/g, 'x.webp');

describe('guarded routes', () => {
  it('answers an anonymous POST /api/transactions with 401, not the form errors', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/transactions', payload: { amount: 'lots' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.session.notLoggedIn });
  });

  it('are all registered as guarded, from every module', () => {
    const routes = ctx.app.guardedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/transactions',
        'GET /api/users',
        'PATCH /api/users/:id',
        'DELETE /api/users/:id',
        'GET /api/dashboard/customer',
        'GET /api/applications',
        'POST /api/complaints',
        'POST /api/properties',
      ]),
    );
  });

  it('answer every anonymous call with 401, whatever the body, before validation', async () => {
    const routes = ctx.app.guardedRoutes;
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
      const res = await ctx.app.inject({
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
        ...(hasBody ? { payload: { unexpected: ['not', 'a', 'valid', 'form'] } } : {}),
      });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answer an expired or forged token with 403 before validation too (the client refreshes)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { authorization: 'Bearer not-a-token' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.session.tokenInvalid });
  });
});
