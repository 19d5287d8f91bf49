/**
 * The live stream (ADR 29): a single-use ticket, then an EventSource on /api/notifications/stream. A new notification
 * or a `resync` makes the inbox and the bell ask again; a dropped stream is reopened by itself (a fresh ticket, with
 * a growing pause) and, once open again, everything is refetched: what arrived in the gap is never lost.
 *
 * One page holds one stream, however many components ask for it: the stream is shared and counted. React's
 * StrictMode (mount, unmount, mount again), a layout that remounts on navigation or a second bell once opened a
 * second EventSource (and a second ticket) per page; now the last one to leave closes it, one tick later, so a
 * remount in the same tick keeps the open stream.
 */
import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { AppDispatch } from '@/app/store';
import { API_BASE_URL } from '@/lib/api';
import { notificationsApi, refetchNotifications } from './api';

const MAX_PAUSE_MS = 30_000;

/** Opens the stream and keeps it open until the answered function is called. */
function openStream(dispatch: AppDispatch): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = 1000;
  let stopped = false;
  let opened = false;

  const refetch = () => dispatch(refetchNotifications());
  const reconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  };
  const connect = async () => {
    let ticket: string;
    try {
      const request = dispatch(notificationsApi.endpoints.createStreamTicket.initiate(undefined, { track: false }));
      ticket = (await request.unwrap()).ticket;
    } catch {
      reconnect();
      return;
    }
    if (stopped) return;
    source = new EventSource(`${API_BASE_URL}/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    source.addEventListener('ready', () => {
      pause = 1000;
      // After a reconnect: fetch what may have arrived while the stream was down.
      if (opened) refetch();
      opened = true;
    });
    source.addEventListener('notification', refetch);
    source.addEventListener('resync', refetch);
    // A ticket works once, so the browser's own retry would fail: reopen with a new one.
    source.onerror = () => {
      source?.close();
      source = null;
      reconnect();
    };
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    source = null;
  };
}

interface SharedStream {
  dispatch: AppDispatch;
  users: number;
  stop: () => void;
  closing?: ReturnType<typeof setTimeout>;
}

/** The page's one stream, or null when no component wants it. */
let shared: SharedStream | null = null;

function joinStream(dispatch: AppDispatch): () => void {
  if (shared && shared.dispatch !== dispatch) {
    // Another store (a new app instance, as in tests): its stream must not feed this one.
    clearTimeout(shared.closing);
    shared.stop();
    shared = null;
  }
  shared ??= { dispatch, users: 0, stop: openStream(dispatch) };
  const stream = shared;
  clearTimeout(stream.closing);
  stream.users++;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    stream.users--;
    if (stream.users > 0) return;
    stream.closing = setTimeout(() => {
      if (stream.users > 0) return;
      stream.stop();
      if (shared === stream) shared = null;
    }, 0);
  };
}

export function useNotificationStream(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return joinStream(dispatch);
  }, [enabled, dispatch]);
}
