/** jsdom lacks a few browser APIs Mantine uses; tests also unmount between cases. */
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import en from 'virtual:i18n/en';
import appTexts from 'virtual:i18n-area/app';
import { afterEach } from 'vitest';
import { activateCatalogue, registerArea } from '@/lib/i18n/i18n';

// Components render in English, as the app does before a language is chosen (ADR 23).
activateCatalogue('en', en);
// The signed-in screens' texts (the dashboard layout registers them in the app).
registerArea(appTexts);

// Test files share their worker's modules (isolate: false): each test leaves the shared state as it found it.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  activateCatalogue('en', en);
  if (typeof document !== 'undefined') {
    // Portals (modals, toasts) outlive a test's container.
    document.body.innerHTML = '';
    document.title = '';
  }
});

// Browser stand-ins, for the jsdom tests only (a `@vitest-environment node` file, e.g. entry-server.test.tsx, has no window).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }

  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
}
