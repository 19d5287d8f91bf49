/** Fetch stubs for components that call the API through RTK Query (jsdom). */
import { vi } from 'vitest';

/**
 * RTK Query builds `new Request('/api/…')`: Node's Request needs an absolute URL, so relative ones are resolved
 * against the page's origin as a browser would. Undone by `vi.unstubAllGlobals()`.
 */
export function stubRelativeRequests(): void {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
      }
    },
  );
}
