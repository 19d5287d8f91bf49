import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  const webDir = path.join(process.env.TMPDIR ?? '/tmp', `sewamudah-web-${process.pid}-${Date.now()}`, 'dist');
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>SewaMudah</title><script type="module" crossorigin src="/assets/index-abc123.js">' +
      '</script><link rel="modulepreload" crossorigin href="/assets/react-abc.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  // A stand-in for the web build's server renderer (ssr-pages.ts): /listing is a public page, the rest is not.
  await mkdir(path.join(webDir, '..', 'dist-ssr'), { recursive: true });
  await writeFile(
    path.join(webDir, '..', 'dist-ssr', 'entry-server.js'),
    `export async function render({ url }) {
      if (url === '/no-such-page') return { html: '<main>404</main>', head: '', title: 'Not found', state: '{}', status: 404 };
      return url === '/listing' ? { html: '<main>Listing</main>', head: '', title: 'Listing', state: '{}' } : null;
    }`,
  );
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

  it('answers an unknown page with 404 and its rendered HTML, not a soft 404 (issue 23)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"><main>404</main></div>');
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

  it('a server-rendered page loads its scripts from an inline bootstrap the CSP allows by hash (ADR 24)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/listing' });
    expect(res.statusCode).toBe(200);
    const [head = '', body = ''] = res.body.split('</head>');
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(body).toContain('<div id="root"><main>Listing</main></div>');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(inline).toContain('"/assets/index-abc123.js"');
    expect(inline).toContain('"/assets/react-abc.js"');
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('the plain shell keeps its module script and the CSP its script-src', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(String(res.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('answers a missing asset and unknown API paths with 404, never the app shell', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });
});
