/** Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@sewamudah/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function staticWeb(app: FastifyInstance, opts: { distDir: string }) {
    const hasWeb = existsSync(path.join(opts.distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        // Look files up per request, so a rebuilt dist is served without a restart.
        wildcard: true,
        index: false,
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
      app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
    } else {
      app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.status(404).send({ message: `${messages.generic.notFound}: ${request.method} ${url}` });
      }
      if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
        return reply.sendFile('index.html');
      }
      return reply.status(404).send({ message: messages.generic.notFound });
    });
  },
  { name: 'static-web' },
);
