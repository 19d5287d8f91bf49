/**
 * Live notifications for this process's open streams (issue 24 §1, docs/decisions/0029): ONE `LISTEN notifications`
 * connection per process (the outbox listener's kind), however many tabs are open. A notification's NOTIFY names
 * its reader and id; the hub reads that notification once and hands it to the reader's streams, each rendering
 * it in its own language. A lost LISTEN connection (payload-less wake-up after reconnecting) tells every stream to
 * `resync`: the client refetches what it may have missed. A payload naming only a reader (`<userId>:`, sent when
 * notifications are marked read) tells that reader's streams to `resync`, so every open tab's bell follows. A payload
 * `<userId>:!` says the user's access changed (sign-out, password, role, status): the hub forgets this process's
 * cached session state of that user and each of their streams checks its session again, ending if it may not read.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createOutboxListener } from '../../lib/mailer/outbox-listener.js';
import { NOTIFICATIONS_CHANNEL } from './notify.js';
import { findForReader, type NotificationRow } from './notifications.repository.js';

export interface StreamSubscriber {
  userId: string;
  onNotification(row: NotificationRow): void;
  onResync(): void;
  /** The user's access changed (or news may have been lost): check the stream's session again. */
  onAccessChanged(): void;
}

export class NotificationHub {
  private readonly subscribers = new Map<string, Set<StreamSubscriber>>();
  private unlisten: (() => Promise<void>) | null = null;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Drops this process's cached session state of a user (before their streams check it again). */
    private readonly forgetSessions: (userId: string) => void = () => {},
  ) {}

  /** Open streams of this process (tests and the benchmark read it). */
  get streamCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const listen = createOutboxListener(this.database, this.log, NOTIFICATIONS_CHANNEL);
    this.unlisten = listen ? await listen((payload) => this.notified(payload)) : null;
  }

  async stop(): Promise<void> {
    this.started = false;
    await this.unlisten?.();
    this.unlisten = null;
  }

  subscribe(subscriber: StreamSubscriber): () => void {
    let set = this.subscribers.get(subscriber.userId);
    if (!set) this.subscribers.set(subscriber.userId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(subscriber.userId) === set) this.subscribers.delete(subscriber.userId);
    };
  }

  private notified(payload: string | undefined): void {
    const [userId, id] = payload ? payload.split(':') : [];
    if (!userId) {
      // The LISTEN connection was lost: a sign-out may have been missed too.
      for (const [reader, set] of this.subscribers) {
        this.forgetSessions(reader);
        for (const subscriber of set) {
          subscriber.onResync();
          subscriber.onAccessChanged();
        }
      }
      return;
    }
    if (id === '!') {
      this.forgetSessions(userId);
      for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.onAccessChanged();
      return;
    }
    const set = this.subscribers.get(userId);
    if (!set || set.size === 0) return;
    // `<userId>:` without an id: the reader's inbox changed (marked read in another tab or device): refetch.
    if (!id) {
      for (const subscriber of set) subscriber.onResync();
      return;
    }
    findForReader(this.database.db, userId, id).then(
      (row) => {
        if (row) for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.onNotification(row);
      },
      (error: unknown) => {
        this.log.warn({ err: error }, 'notification stream: reading a notification failed');
        for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.onResync();
      },
    );
  }
}
