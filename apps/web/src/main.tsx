import './mantine-styles';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { appRoutes, createAppRouter, resolveLazyRoutes } from '@/app/router';
import { store } from '@/app/store';
import { bootstrapSession } from '@/features/auth';
import { sessionBootstrapped } from '@/features/auth/auth-slice';
import { SSR_HYDRATE } from '@/lib/api';
import { initialLanguage, setLanguage } from '@/lib/i18n';

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

async function start(root: HTMLElement) {
  const serverState = container?.firstElementChild ? readServerState() : null;
  if (serverState) {
    store.dispatch({ type: SSR_HYDRATE, payload: serverState });
    // The server rendered a visitor's header (no session hint cookie): the browser agrees without asking.
    if (serverState.auth?.isBootstrapped) store.dispatch(sessionBootstrapped());
  }
  // The page's own chunks, before the router starts: hydration renders the page, not a loader.
  if (serverState) await resolveLazyRoutes(appRoutes, window.location.pathname);
  // The active language's catalogue (one small chunk) before the first render or hydration (ADR 23).
  await setLanguage(initialLanguage());

  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Once, with the first render: the guards wait for its answer (SPEC §4 Session). When hydrating, it starts only
  // once the hydration is scheduled: a session that answered before would change the header under React's feet
  // (the server rendered it without one) and the page would no longer match the server's HTML (React error #418).
  // Not as a transition either, for the same reason: a concurrent hydration can be interrupted by that update.
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
  void store.dispatch(bootstrapSession());
}

void start(container);
