/**
 * The live stream (ADR 29): a single-use ticket, then an EventSource on /api/notifications/stream. A new notification
 * or a `resync` makes the inbox and the bell ask again; a dropped stream is reopened by itself (a fresh ticket, with
 * a growing pause) and, once open again, everything is refetched: what arrived in the gap is never lost.
 */
import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { API_BASE_URL } from '@/lib/api';
import { refetchNotifications, useCreateStreamTicketMutation } from './api';

const MAX_PAUSE_MS = 30_000;

export function useNotificationStream(enabled: boolean): void {
  const dispatch = useAppDispatch();
  const [createTicket] = useCreateStreamTicketMutation();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
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
        ticket = (await createTicket().unwrap()).ticket;
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
    };
  }, [enabled, createTicket, dispatch]);
}
