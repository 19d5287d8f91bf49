import './mantine-styles';

import { type ReactNode, startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// React, React DOM and the router are one vendor chunk (vite.config.ts), evaluated with the entry; static imports keep
// them tree-shaken (a dynamic `import('react-router/dom')` keeps its framework-mode exports).
import { RouterProvider } from 'react-router/dom';
import { forgetClicksTheAppHandled, replayAfterHydration } from '@/lib/hydration-replay';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** The server-rendered page's data (entry-server.tsx), present when #root holds the page's HTML (ADR 24). */
function readServerState(): { api?: Record<string, unknown>; auth?: { isBootstrapped?: boolean } } | null {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ReturnType<typeof readServerState>;
  } catch {
    return null;
  }
}

/** Ends `forgetClicksTheAppHandled`'s listener (set once the hydration has started). */
let stopForgettingClicks: () => void = () => {};

const markHydrated = () => {
  document.documentElement.setAttribute('data-hydrated', '');
  stopForgettingClicks();
};

/**
 * Marks `<html data-hydrated>` once the app's first render has committed and, when hydrating, what was typed before
 * is the page's. A server-rendered page's inline bootstrap (server plugins/ssr-pages.ts) stops native form submission
 * and clicks on the app's own controls until then, and keeps the last one for the app. A wrapper, not a sibling: a
 * second child would shift the `useId` values under it and the page would no longer match the server's HTML.
 */
function HydratedMark({
  children,
  hydrating,
  onCommitted,
}: {
  children: ReactNode;
  /** The server's HTML is being hydrated (it may hold edits made before); false for a client-rendered shell. */
  hydrating: boolean;
  onCommitted: () => void;
}) {
  // What was typed, ticked or submitted before hydration reaches the page's own handlers (a filter applies, a form has
  // its fields, a held login is sent). Read in the commit itself: the first re-render puts the state's values back.
  // The page counts as hydrated (data-hydrated) once those edits are the page's (lib/hydration-replay.ts).
  useLayoutEffect(() => {
    if (hydrating && container) void replayAfterHydration(container, markHydrated);
    // Once, on the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!hydrating) markHydrated();
    onCommitted();
    // Once, on the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}

/**
 * Lets the browser run other tasks (input, paint) before the next stage of the start-up: `scheduler.yield` keeps the
 * continuation ahead of other queued tasks where supported, a timer elsewhere.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The start-up in stages (ADR 24, phase 5): evaluating the whole app graph at once (React, Redux/RTK Query and the
 * API's endpoints, i18n, Mantine, the router) was one ~200 ms task at 4x CPU throttling, after the first paint. Each
 * stage is a dynamic import evaluated in its own task, with a yield between, so none blocks input for long.
 */
async function start(root: HTMLElement) {
  const serverState = container?.firstElementChild ? readServerState() : null;
  // The active language's catalogue (one small chunk) before the first render or hydration (ADR 23).
  const { initialLanguage, setLanguage } = await import('@/lib/i18n');
  await setLanguage(initialLanguage());
  await yieldToMain();
  const [{ store }, { SSR_HYDRATE }] = await Promise.all([import('@/app/store'), import('@/lib/api')]);
  await yieldToMain();
  const [{ bootstrapSession }, { sessionBootstrapped }] = await Promise.all([
    import('@/features/auth'),
    import('@/features/auth/auth-slice'),
  ]);
  if (serverState) {
    store.dispatch({ type: SSR_HYDRATE, payload: serverState });
    // The server rendered a visitor's header (no session hint cookie): the browser agrees without asking.
    if (serverState.auth?.isBootstrapped) store.dispatch(sessionBootstrapped());
  }
  await yieldToMain();
  const { appRoutes, createAppRouter, resolveLazyRoutes } = await import('@/app/router');
  await yieldToMain();
  // The page's own chunks, before the router starts: hydration renders the page, not a loader.
  if (serverState) {
    await resolveLazyRoutes(appRoutes, window.location.pathname);
    await yieldToMain();
  }
  const { AppProviders } = await import('@/app/providers');
  await yieldToMain();

  const router = createAppRouter();
  const app = (
    <StrictMode>
      <HydratedMark
        hydrating={serverState !== null}
        onCommitted={() => serverState && void store.dispatch(bootstrapSession())}
      >
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </HydratedMark>
    </StrictMode>
  );
  // The session bootstrap runs once, with the first render: the guards wait for its answer (SPEC §4 Session).
  // Hydrating, it starts only once the hydration has committed (HydratedMark): a session that answered before would
  // change the header under React's feet (the server rendered it without one) and the page would no longer match the
  // server's HTML (React error #418). With nothing else updating the store meanwhile, the hydration is a transition:
  // React yields every few milliseconds instead of blocking the main thread for the whole page (ADR 24).
  // A tap React handles during the hydration (selective hydration) is not replayed a second time.
  if (serverState)
    startTransition(() => {
      hydrateRoot(root, app);
      stopForgettingClicks = forgetClicksTheAppHandled(root);
    });
  else {
    createRoot(root).render(app);
    void store.dispatch(bootstrapSession());
  }
}

void start(container);
