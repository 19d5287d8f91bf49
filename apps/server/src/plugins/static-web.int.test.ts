import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  const webDir = path.join(process.env.TMPDIR ?? '/tmp', `sewamudah-web-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>SewaMudah</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await ctx.close();
});

describe('serving the built web app', () => {
  it('serves the app shell at / without caching it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the app shell for client-side routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/manage-properties/details/123' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset and unknown API paths with 404, never the app shell', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });
});
