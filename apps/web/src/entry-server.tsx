/**
 * Server rendering of the public pages (ADR 24): the server's static-web plugin calls `render` for a page request and
 * puts the HTML into index.html's #root, so the title, the text and the LCP image are in the first response; the
 * browser then hydrates it (main.tsx). The page's API data is fetched in-process (the server passes `fetch`) and
 * handed to the browser's store as JSON, so hydration renders the same markup without asking again.
 * Signed-in areas are never rendered here: the server sends the plain app shell for them.
 */
import { PRODUCT_NAME } from '@sewamudah/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { RequireAuth } from '@/app/guards/require-auth';
import { appRoutes } from '@/app/router';
import { createAppStore } from '@/app/store';
import { routes } from '@/config/paths';
import { sessionBootstrapped } from '@/features/auth/auth-slice';
import { hasSessionHint } from '@/features/auth/bootstrap-session';
import { propertiesApi } from '@/features/properties/api';
import { transactionsApi } from '@/features/transactions/api';
import { readListingFilters, toListingQuery } from '@/features/properties/hooks/use-listing-filters';
import { takeRenderedTitle } from '@/hooks/use-page-title';
import { api, setServerFetch } from '@/lib/api';
import { t } from '@/lib/i18n';
import { activateServerLanguage, requestLanguage } from '@/lib/i18n/ssr';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/listing?page=2`. */
  url: string;
  /** The request's Cookie header: a session hint means the browser will restore a session, a visitor gets buttons. */
  cookie: string;
  /** The request's Accept-Language: a visitor without the language cookie gets the page in it (ADR 23). */
  acceptLanguage?: string;
  /** Answers `http://ssr.invalid/api/...` requests in-process. */
  fetch: typeof fetch;
  /** Longest wait for the page's data; after it the page renders its loading state and the browser fetches. */
  dataTimeoutMs?: number;
}

export interface RenderedPage {
  /** Markup for #root. */
  html: string;
  /** `<title>` text. */
  title: string;
  /** `<meta name="description">` and `<noscript>` texts, in the page's language. */
  description: string;
  noScript: string;
  /** `<html lang>`: the language the page was rendered in ('en' | 'ms'). */
  lang: string;
  /** JSON for `<script type="application/json" id="ssr-state">` (already safe inside a script element). */
  state: string;
  /** Tags for `<head>`: preloads of the page's LCP image. */
  head: string;
  /** The HTTP status: 404 for an unknown path and for a listing the API does not know (no soft 404, issue 23). */
  status: number;
}

const ORIGIN = 'http://ssr.invalid';

/** Starts the API calls the page's components make on mount, with the same arguments. */
function prefetch(store: ReturnType<typeof createAppStore>, leafPath: string | undefined, url: URL, params: object) {
  const { endpoints } = propertiesApi;
  if (leafPath === routes.home) return [store.dispatch(endpoints.getFeaturedProperties.initiate())];
  if (leafPath === routes.listing) {
    const query = toListingQuery(readListingFilters(url.searchParams));
    return [store.dispatch(endpoints.getProperties.initiate(query))];
  }
  if (leafPath === routes.listingDetail) {
    const { propertyId = '' } = params as { propertyId?: string };
    // The apply panel states the stamp duty's payer (GET /api/config): served with the page, not asked after it.
    return [
      store.dispatch(endpoints.getProperty.initiate(propertyId)),
      store.dispatch(transactionsApi.endpoints.getPaymentConfig.initiate()),
    ];
  }
  return [];
}

/**
 * A call the API answered "no such record" (404, or 400 for an id that cannot be one): a definite answer, handed to
 * the browser like the data, so that hydration renders the same "not listed" message instead of a loading state
 * (React error #418), and the page answers 404.
 */
const isDefiniteMiss = (entry: { status?: string; error?: unknown } | undefined): boolean => {
  const status = (entry?.error as { status?: unknown } | undefined)?.status;
  return entry?.status === 'rejected' && (status === 404 || status === 400);
};

const escapeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The HTML of a public page, or null when the URL belongs to a signed-in area (or redirects). */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  setServerFetch(request.fetch);
  const url = new URL(request.url, ORIGIN);
  const signedIn = matchRoutes(appRoutes, url.pathname)?.some((match) => match.route.Component === RequireAuth);
  if (signedIn) return null;
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const store = createAppStore();
  if (!hasSessionHint(request.cookie)) store.dispatch(sessionBootstrapped());
  const leaf = context.matches[context.matches.length - 1];
  const calls = prefetch(store, leaf?.route.path, url, leaf?.params ?? {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, request.dataTimeoutMs ?? 2000);
  });
  await Promise.race([Promise.all(calls), timeout]);
  clearTimeout(timer);
  // A call still running is dropped: the browser starts it again.
  const apiState = store.getState()[api.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(apiState.queries).filter(([, entry]) => entry?.status === 'fulfilled' || isDefiniteMiss(entry)),
  );
  const missing =
    leaf?.route.path === routes.notFound ||
    (leaf?.route.path === routes.listingDetail && Object.values(apiState.queries).some(isDefiniteMiss));

  const router = createStaticRouter(handler.dataRoutes, context);
  // Synchronous from here to the end of renderToString: no other request's render can change the language.
  const language = requestLanguage(request.cookie, request.acceptLanguage);
  activateServerLanguage(language);
  const html = renderToString(
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  for (const call of calls) call.unsubscribe();

  const { head, body } = splitPreloads(html);
  const heroPreload = leaf?.route.path === routes.home ? HERO_PRELOAD : '';
  return {
    html: body,
    head: heroPreload + head,
    lang: language,
    status: missing ? 404 : 200,
    title: takeRenderedTitle() ?? 'SewaMudah',
    description: t('home.metaDescription', { product: PRODUCT_NAME }),
    noScript: t('home.noScript', { product: PRODUCT_NAME }),
    state: escapeJson({
      [api.reducerPath]: { queries, mutations: {}, provided: apiState.provided },
      auth: store.getState().auth,
    }),
  };
}

/**
 * The home page's hero photo: a CSS background, found late without a preload (and the LCP element). A phone gets the
 * picture's middle (home-page.module.css, same media queries), so each screen preloads only the file it shows.
 */
export const HERO_PRELOAD =
  '<link rel="preload" as="image" href="/images/hero-narrow.webp" media="(max-width: 47.99em)" fetchpriority="high"/>' +
  '<link rel="preload" as="image" href="/images/hero.webp" media="(min-width: 48em)" fetchpriority="high"/>';

/**
 * React emits `<link rel="preload" as="image">` for the eager images it renders (the LCP photo with its srcset and
 * fetchpriority) at the start of the markup; they belong in `<head>`, not inside #root where hydration would meet them.
 */
function splitPreloads(html: string): { head: string; body: string } {
  const match = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}
