/**
 * Server rendering of the public pages (ADR 24). The web build's `dist-ssr/entry-server.js` renders a page's markup;
 * this module fills index.html with it (title, LCP image preloads, #root, the page data as JSON) and answers the
 * page's API calls in-process through `app.inject`, so they take the same routes, caches and rules as the browser's.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RenderedPage {
  html: string;
  head: string;
  title: string;
  lang?: string;
  /** `<meta name="description">` and the `<noscript>` text in the page's language. */
  description?: string;
  noScript?: string;
  state: string;
}

interface RenderModule {
  render(request: {
    url: string;
    cookie: string;
    acceptLanguage?: string;
    fetch: typeof fetch;
    dataTimeoutMs?: number;
  }): Promise<RenderedPage | null>;
}

/** Longest wait for a page's data; a slower database leaves the data to the browser. */
const DATA_TIMEOUT_MS = 1500;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the rendered page in it. */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang ?? 'en')}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, (tag) =>
      page.description === undefined ? tag : `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, (tag) =>
      page.noScript === undefined ? tag : `<noscript>${escapeHtml(page.noScript)}</noscript>`,
    )
    .replace('</head>', `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>`,
    );
}

function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    const contentType = response.headers['content-type'];
    if (typeof contentType === 'string') headers.set('content-type', contentType);
    for (const name of ['x-total-count', 'x-total-count-estimated']) {
      const value = response.headers[name];
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

export interface PageRenderer {
  /** The page's HTML, or null: not a server-rendered page (signed-in areas), or no SSR build. */
  renderPage(request: FastifyRequest): Promise<string | null>;
}

export function createPageRenderer(app: FastifyInstance, distDir: string): PageRenderer {
  const entryPath = path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
  const templatePath = path.join(distDir, 'index.html');
  const fetchFn = inProcessFetch(app);
  // Reloaded when the build changes, like the static files (a rebuilt dist is served without a restart).
  let loaded: { version: number; module: Promise<RenderModule>; template: string } | null = null;

  function current() {
    if (!existsSync(entryPath) || !existsSync(templatePath)) return null;
    const version = statSync(entryPath).mtimeMs + statSync(templatePath).mtimeMs;
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(entryPath).href}?v=${version}`;
      loaded = { version, module: import(url) as Promise<RenderModule>, template: readFileSync(templatePath, 'utf8') };
    }
    return loaded;
  }

  return {
    async renderPage(request) {
      const build = current();
      if (!build) return null;
      try {
        const page = await (
          await build.module
        ).render({
          url: request.url,
          cookie: request.headers.cookie ?? '',
          acceptLanguage: request.headers['accept-language'],
          fetch: fetchFn,
          dataTimeoutMs: DATA_TIMEOUT_MS,
        });
        return page ? fillTemplate(build.template, page) : null;
      } catch (error) {
        // The browser renders the page itself from the plain shell.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
        return null;
      }
    },
  };
}
