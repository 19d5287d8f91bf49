/**
 * The live stream's client (ADR 29, issue 24 §1 "Live"): a dropped stream is reopened with a fresh single-use ticket,
 * and once open again the inbox is fetched, so a notification written while the stream was down shows up although
 * its `notification` event was never received.
 */
import { render, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { stubRelativeRequests } from '@/test/fetch';
import { useGetNotificationsQuery } from './api';
import { useNotificationStream } from './use-notification-stream';

/** A stand-in EventSource the test drives: it records its URL and dispatches the events the test sends. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

const notice = (id: string, title: string): Notification => ({
  _id: id,
  id,
  category: 'reminders',
  kind: 'paymentOverdue',
  title,
  text: `${title}: RM1,500.00`,
  link: `/payment/${id}`,
  readAt: null,
  createdAt: '2026-11-27T02:00:00.000Z',
});

/** The server: the inbox as it stands, and a new ticket per request. */
function serve(inbox: Notification[]) {
  stubRelativeRequests();
  const calls = { inbox: 0, tickets: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/notifications' && input.method === 'GET') {
        calls.inbox++;
        const unreadCount = inbox.filter((n) => !n.readAt).length;
        return json({ notifications: [...inbox].reverse(), total: inbox.length, unreadCount });
      }
      if (url.pathname === '/api/notifications/stream-ticket' && input.method === 'POST') {
        calls.tickets++;
        return json({ ticket: `ticket-${calls.tickets}`, expiresAt: '2026-11-27T02:01:00.000Z' }, 201);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  vi.stubGlobal('EventSource', FakeEventSource);
  return calls;
}

function LiveInbox() {
  const { data } = useGetNotificationsQuery({ page: 1, limit: 20 });
  useNotificationStream(true);
  return (
    <ul>
      {data?.notifications.map((n) => (
        <li key={n.id}>{n.title}</li>
      ))}
    </ul>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('useNotificationStream', () => {
  it('after a reconnect fetches what arrived while the stream was down', async () => {
    const inbox = [notice('n1', 'Rent due in 3 days')];
    const calls = serve(inbox);
    render(
      <Provider store={createAppStore()}>
        <LiveInbox />
      </Provider>,
    );
    expect(await screen.findByText('Rent due in 3 days')).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toBe('/api/notifications/stream?ticket=ticket-1');
    first.emit('ready', { unreadCount: 1 });
    const fetchedBeforeDrop = calls.inbox;

    // The stream drops; meanwhile a reminder is written (its `notification` event never reaches this tab).
    first.onerror?.();
    expect(first.closed).toBe(true);
    inbox.push(notice('n2', 'Rent overdue by 1 day'));

    // Reopened by itself with a fresh ticket (a ticket works once), after a pause.
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 3_000 });
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toBe('/api/notifications/stream?ticket=ticket-2');
    expect(calls.inbox).toBe(fetchedBeforeDrop);
    expect(screen.queryByText('Rent overdue by 1 day')).toBeNull();

    // Open again: the inbox is fetched and the missed notification shows.
    second.emit('ready', { unreadCount: 2 });
    expect(await screen.findByText('Rent overdue by 1 day')).toBeTruthy();
    expect(calls.inbox).toBe(fetchedBeforeDrop + 1);
  });

  it('refetches on a notification event and on resync, and closes the stream once unmounted', async () => {
    const inbox = [notice('n1', 'Rent due in 3 days')];
    const calls = serve(inbox);
    const view = render(
      <Provider store={createAppStore()}>
        <LiveInbox />
      </Provider>,
    );
    await screen.findByText('Rent due in 3 days');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    source.emit('ready', { unreadCount: 1 });
    // The first `ready` refetches nothing: the inbox was just read.
    const fetched = calls.inbox;

    inbox.push(notice('n2', 'Payment received'));
    source.emit('notification', inbox[1]);
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(calls.inbox).toBe(fetched + 1);

    inbox.push(notice('n3', 'Complaint updated'));
    source.emit('resync');
    expect(await screen.findByText('Complaint updated')).toBeTruthy();

    view.unmount();
    // Closed once no component wants it (the shared stream closes one tick after its last user leaves).
    await waitFor(() => expect(source.closed).toBe(true));
    expect(calls.tickets).toBe(1);
  });
});
