/**
 * Server rendering of the public pages (ADR 24). The web build's `dist-ssr/entry-server.js` renders a page's markup;
 * this module fills index.html with it (title, LCP image preloads, #root, the page data as JSON) and answers the
 * page's API calls in-process through `app.inject`, so they take the same routes, caches and rules as the browser's.
 */
import { createHash } from 'node:crypto';
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
  /** 404 for an unknown page or a listing that does not exist (entry-server.tsx); 200 when absent. */
  status?: number;
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

const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

/** Set on `<html>` by main.tsx once the app has hydrated: from then on the app handles its forms' submits. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * The window property where the bootstrap keeps the last action it stopped before hydration, `["submit", form,
 * submitter]` or `["click", element]`; main.tsx replays it once hydrated.
 */
export const PENDING_ACTION = '__ssrPendingAction';

/**
 * A server-rendered page is complete without JavaScript, so its scripts wait for the first paint: the stylesheet and
 * the LCP image have the connection to themselves (ADR 24). index.html's module script and modulepreloads leave the
 * head; an inline bootstrap at the end of the body adds them after the first frame (`requestAnimationFrame`, then a
 * task; a timer when the tab is hidden and no frame comes). Until the app has hydrated it stops native form submission
 * (a login form would put the password into the URL) and clicks on controls only the app handles (a language switch,
 * a menu button), and keeps the last of them, which main.tsx replays once hydrated; links are real hrefs and work
 * without it.
 */
export interface DeferredTemplate {
  template: string;
  /** The inline bootstrap's `<script>` element, '' when index.html has no module script (nothing to defer). */
  bootstrap: string;
  /** The bootstrap's CSP source (`'sha256-…'`), null without a bootstrap. */
  scriptHash: string | null;
}

export function deferScripts(template: string): DeferredTemplate {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length === 0) return { template, bootstrap: '', scriptHash: null };
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const hydrated = JSON.stringify(HYDRATED_ATTRIBUTE);
  const code =
    `(function(d,w){var h=d.documentElement,n=0;` +
    `function early(){return!h.hasAttribute(${hydrated})}` +
    // A form's submit: never native before hydration (the login form would GET /login?password=...).
    `d.addEventListener("submit",function(e){if(early()){e.preventDefault();` +
    `w.${PENDING_ACTION}=["submit",e.target,e.submitter]}},true);` +
    // A click on a control only the app handles (not a link, not a submit button): kept, replayed once hydrated.
    `d.addEventListener("click",function(e){var t=e.target;if(!early()||!t.closest||t.closest("a[href]"))return;` +
    `var b=t.closest("button,input");if(b&&b.form&&(b.type==="submit"||b.type==="image"))return;` +
    `e.preventDefault();w.${PENDING_ACTION}=["click",t]},true);` +
    `function a(r,u){var l=d.createElement(r?"link":"script");l.crossOrigin="";` +
    `if(r){l.rel="modulepreload";l.href=u}else{l.type="module";l.src=u}d.head.appendChild(l)}` +
    `function go(){if(n++)return;${JSON.stringify(preloads)}.forEach(function(u){a(1,u)});` +
    `${JSON.stringify(entries)}.forEach(function(u){a(0,u)})}` +
    `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)});` +
    `setTimeout(go,3000)})(document,window)`;
  return {
    template: template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    bootstrap: `<script>${code}</script>`,
    scriptHash: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

/** Adds a script source (a hash) to the Content-Security-Policy's script-src. */
export function allowScript(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('script-src ') ? `${directive} ${source}` : directive))
    .join(';');
}

/** index.html with the rendered page in it (and the deferred scripts' bootstrap, see deferScripts). */
export function fillTemplate(template: string, page: RenderedPage, bootstrap = ''): string {
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
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>${bootstrap}`,
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

export interface RenderedResponse {
  html: string;
  /** The CSP source the page's inline bootstrap needs in script-src (null: the page has none). */
  scriptHash: string | null;
  /** The HTTP status of the page: 404 for an unknown page or listing (no soft 404), else 200. */
  status: number;
}

export interface PageRenderer {
  /** The page, or null: not a server-rendered page (signed-in areas), or no SSR build. */
  renderPage(request: FastifyRequest): Promise<RenderedResponse | null>;
}

export function createPageRenderer(app: FastifyInstance, distDir: string): PageRenderer {
  const entryPath = path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
  const templatePath = path.join(distDir, 'index.html');
  const fetchFn = inProcessFetch(app);
  // Reloaded when the build changes, like the static files (a rebuilt dist is served without a restart).
  let loaded: { version: number; module: Promise<RenderModule>; template: DeferredTemplate } | null = null;

  function current() {
    if (!existsSync(entryPath) || !existsSync(templatePath)) return null;
    const version = statSync(entryPath).mtimeMs + statSync(templatePath).mtimeMs;
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(entryPath).href}?v=${version}`;
      loaded = {
        version,
        module: import(url) as Promise<RenderModule>,
        template: deferScripts(readFileSync(templatePath, 'utf8')),
      };
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
        if (!page) return null;
        const { template, bootstrap, scriptHash } = build.template;
        const status = page.status === 404 ? 404 : 200;
        return { html: fillTemplate(template, page, bootstrap), scriptHash, status };
      } catch (error) {
        // The browser renders the page itself from the plain shell.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
        return null;
      }
    },
  };
}
