/**
 * Delivers the sandbox's queued webhook events (sandbox-events.ts) to the server's webhook endpoint over HTTP,
 * signed like Stripe's, retried with backoff while the endpoint fails or the server is down; the queue lives in
 * PostgreSQL, so it survives restarts. Every replica may run it: a claim (SKIP LOCKED, next attempt pushed back
 * by a lease) is exclusive, and a delivery lost with its process is retried after the lease. At-least-once:
 * the endpoint records payments idempotently.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { sandboxWebhookEvents } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import { signSandboxEvent } from './sandbox-events.js';

export interface SandboxWebhookWorkerOptions {
  db: Db;
  secret: string;
  /** PUBLIC_URL/api/transactions/webhook */
  url: string;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs?: number;
  retryBaseMs?: number;
  leaseMs?: number;
  batch?: number;
  fetch?: typeof fetch;
}

const MAX_BACKOFF_MS = 60 * 60_000;

export class SandboxWebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly options: SandboxWebhookWorkerOptions) {}

  /** Claims the due events and delivers each once; answers how many were delivered and how many failed. */
  async deliverDue(): Promise<{ delivered: number; failed: number }> {
    const { db, clock } = this.options;
    const now = clock();
    const leaseMs = this.options.leaseMs ?? 30_000;
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(sandboxWebhookEvents)
        .where(and(eq(sandboxWebhookEvents.status, 'pending'), lte(sandboxWebhookEvents.nextAttemptAt, now)))
        .orderBy(asc(sandboxWebhookEvents.nextAttemptAt))
        .limit(this.options.batch ?? 20)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(sandboxWebhookEvents)
          .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
          .where(
            inArray(
              sandboxWebhookEvents.id,
              due.map((e) => e.id),
            ),
          );
      }
      return due;
    });
    let delivered = 0;
    let failed = 0;
    for (const event of claimed) {
      const error = await this.post(event.payload);
      const attempts = event.attempts + 1;
      if (!error) {
        delivered++;
        await db
          .update(sandboxWebhookEvents)
          .set({ status: 'delivered', attempts, deliveredAt: clock(), lastError: null })
          .where(eq(sandboxWebhookEvents.id, event.id));
      } else {
        failed++;
        const backoff = Math.min((this.options.retryBaseMs ?? 2_000) * 2 ** (attempts - 1), MAX_BACKOFF_MS);
        this.options.log.warn({ eventId: event.id, attempts, error }, 'sandbox webhook delivery failed');
        await db
          .update(sandboxWebhookEvents)
          .set({ attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(clock().getTime() + backoff) })
          .where(and(eq(sandboxWebhookEvents.id, event.id), eq(sandboxWebhookEvents.status, 'pending')));
      }
    }
    return { delivered, failed };
  }

  /** One signed POST; answers the error, or null on a 2xx. */
  private async post(payload: Record<string, unknown>): Promise<string | null> {
    const body = JSON.stringify(payload);
    const doFetch = this.options.fetch ?? fetch;
    try {
      const res = await doFetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': await signSandboxEvent(body, this.options.secret, new Date()),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await res.text().catch(() => undefined);
      return res.ok ? null : `HTTP ${res.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Polls every `pollMs` (one delivery round at a time). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.deliverDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'sandbox webhook worker failed'))
        .finally(() => (this.running = null));
    }, this.options.pollMs ?? 1_000);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
