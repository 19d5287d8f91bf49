/**
 * One page = one notification stream (ADR 29): the bell, StrictMode's mount-unmount-mount and any other component
 * using the stream share one EventSource and one ticket; the stream closes when the last of them leaves, and a later
 * mount opens a fresh one.
 */
import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { stubRelativeRequests } from '@/test/fetch';
import { NotificationBell } from './components/notification-bell';
import { useNotificationStream } from './use-notification-stream';

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

function serve() {
  stubRelativeRequests();
  const calls = { tickets: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/notifications') return json({ notifications: [], total: 0, unreadCount: 2 });
      if (url.pathname === '/api/notifications/stream-ticket') {
        calls.tickets++;
        return json({ ticket: `ticket-${calls.tickets}`, expiresAt: '2026-11-27T02:01:00.000Z' }, 201);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  vi.stubGlobal('EventSource', FakeEventSource);
  return calls;
}

function InboxPanel() {
  useNotificationStream(true);
  return null;
}

function Page({ store, panels }: { store: ReturnType<typeof createAppStore>; panels: number }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <MantineProvider theme={themeFor('Close')}>
          <MemoryRouter>
            <NotificationBell />
            {Array.from({ length: panels }, (_, i) => (
              <InboxPanel key={i} />
            ))}
          </MemoryRouter>
        </MantineProvider>
      </Provider>
    </StrictMode>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('the notification stream', () => {
  it('is opened once per page, with one ticket, however many components use it (StrictMode too)', async () => {
    const calls = serve();
    const store = createAppStore();
    const page = render(<Page store={store} panels={2} />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    // Give a second stream every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(calls.tickets).toBe(1);
    expect(FakeEventSource.opened[0]!.url).toBe('/api/notifications/stream?ticket=ticket-1');

    // A component leaving keeps the page's stream; the last one leaving closes it.
    page.rerender(<Page store={store} panels={0} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    page.unmount();
    await waitFor(() => expect(FakeEventSource.opened[0]!.closed).toBe(true));

    // The next page opens its own, once.
    render(<Page store={store} panels={1} />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(calls.tickets).toBe(2);
  });
});
