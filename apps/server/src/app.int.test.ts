import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from './test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('app foundation', () => {
  it('answers GET /api/health after checking the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the public config without secrets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ payments: 'sandbox', stripePublishableKey: null, stampDutyPayer: 'tenant' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});

describe('error handler', () => {
  let errCtx: TestContext;
  beforeAll(async () => {
    errCtx = await createTestApp();
  });
  afterAll(async () => {
    await errCtx.close();
  });

  it('turns an invalid body into 400 with errorFields and errors', async () => {
    const res = await errCtx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.my' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorFields).toHaveProperty('password');
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
    expect(z.string().parse(body.message).length).toBeGreaterThan(0);
  });
});
