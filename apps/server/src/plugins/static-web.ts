/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed (.br/.gz written at build), index.html
 * never cached, SPA fallback. Public pages come server-rendered (ssr-pages.ts, ADR 24); signed-in areas get the shell.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@sewamudah/shared';
import { localizeText } from '@sewamudah/shared/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/request-language.js';
import { allowScript, createPageRenderer } from './ssr-pages.js';

export default fp(
  async function staticWeb(app: FastifyInstance, opts: { distDir: string }) {
    const hasWeb = existsSync(path.join(opts.distDir, 'index.html'));
    const renderer = createPageRenderer(app, opts.distDir);

    /** A public page rendered on the server, else the app shell (the browser renders it). */
    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const page = request.method === 'GET' ? await renderer.renderPage(request) : null;
      if (page === null) return reply.sendFile('index.html');
      // The page's inline script bootstrap (ssr-pages.ts deferScripts) by its hash: no 'unsafe-inline'.
      const policy = reply.getHeader('content-security-policy');
      if (page.scriptHash && typeof policy === 'string') {
        reply.header('content-security-policy', allowScript(policy, page.scriptHash));
      }
      return reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        // Look files up per request, so a rebuilt dist is served without a restart.
        wildcard: true,
        index: false,
        // name.br / name.gz beside the asset (vite-plugin-precompress.ts), chosen by Accept-Encoding.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          const isAppShell = filePath.endsWith(`${path.sep}index.html`);
          reply.header(
            'Cache-Control',
            isHashedAsset
              ? 'public, max-age=31536000, immutable'
              : isAppShell
                ? 'no-cache'
                : 'public, max-age=3600, must-revalidate',
          );
        },
      });
      // The root is a directory to @fastify/static: answer it with the app shell like any other route.
      app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
    } else {
      app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) {
        // In the caller's language like every error (SPEC English for clients of the original API).
        const notFound = localizeText(requestLanguage(request), messages.generic.notFound);
        return reply.status(404).send({ message: `${notFound}: ${request.method} ${url}` });
      }
      if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
        return sendPage(request, reply);
      }
      return reply.status(404).send({ message: localizeText(requestLanguage(request), messages.generic.notFound) });
    });
  },
  { name: 'static-web' },
);
