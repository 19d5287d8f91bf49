/**
 * Delivers the e-mail outbox (docs/decisions/0011). Safe on N replicas: a batch is claimed with
 * `FOR UPDATE SKIP LOCKED` and leased (`locked_until`); a worker killed mid-batch leaves its rows to be claimed
 * again once the lease ends. Each claim counts as an attempt; a failed send is retried with exponential backoff
 * and after `maxAttempts` the row is marked failed. Delivery is at least once: a crash between the SMTP send
 * and the "sent" update repeats that one mail (with the same Message-ID); the normal path never sends twice.
 * Attachments are stored by reference and rendered here, just before the send; a failed render is retried like a
 * failed send.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client.js';
import { type Clock, systemClock } from '../clock.js';
import type { OutboxAttachmentRef } from '../../db/schema/index.js';
import type { MailAttachment, Mailer } from './mailer.js';

/** Renders one referenced attachment (the app wires the receipts module's renderer). */
export type AttachmentRenderer = (ref: OutboxAttachmentRef) => Promise<MailAttachment>;

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Needed by rows that carry attachments; without it such a row fails its attempt (and is retried). */
  renderAttachment?: AttachmentRenderer;
  clock?: Clock;
  workerId?: string;
  /** How long a claim is exclusive; a batch stops starting sends after half of it. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Poll interval when no notification arrives. */
  pollMs?: number;
  /** Subscribes to commit-time notifications of new rows; answers an unsubscribe function. */
  listen?: (onNotify: () => void) => Promise<() => Promise<void>>;
}

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  readonly id: string;
  /** Claims and processes one batch. */
  runOnce(): Promise<OutboxRunResult>;
  /** Processes batches until nothing is due (tests: deliver everything committed so far). */
  drain(): Promise<OutboxRunResult>;
  /** Polls every `pollMs` and on every notification until `stop()`. */
  start(): Promise<void>;
  /** Asks a started worker for a run as soon as possible. */
  wake(): void;
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  kind: string;
  attempts: number;
  attachments: OutboxAttachmentRef[] | null;
}

export const OUTBOX_DEFAULTS = {
  leaseMs: 5 * 60_000,
  batchSize: 10,
  maxAttempts: 10,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  pollMs: 5_000,
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const empty = (): OutboxRunResult => ({ claimed: 0, sent: 0, retried: 0, failed: 0 });

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, log } = options;
  const clock = options.clock ?? systemClock;
  const id = options.workerId ?? randomUUID();
  const cfg = { ...OUTBOX_DEFAULTS, ...definedOnly(options) };

  const backoffMs = (attempts: number) =>
    Math.min(cfg.backoffBaseMs * 2 ** Math.max(0, attempts - 1), cfg.backoffMaxMs);

  async function claim(now: Date): Promise<ClaimedRow[]> {
    return queryRows<ClaimedRow>(
      db,
      sql`update email_outbox o
          set attempts = o.attempts + 1, locked_by = ${id}, locked_until = ${ts(new Date(now.getTime() + cfg.leaseMs))}
          where o.id in (
            select id from email_outbox
            where status = 'queued'
              and (next_attempt_at is null or next_attempt_at <= ${ts(now)})
              and (locked_until is null or locked_until <= ${ts(now)})
            order by created_at, id
            limit ${cfg.batchSize}
            for update skip locked)
          returning o.id, o.to_address, o.subject, o.html, o.text_body, o.kind, o.attempts, o.attachments`,
    );
  }

  /** Only while this worker still holds the lease: after it ends the row may belong to another worker. */
  const mine = (rowId: string) => sql`id = ${rowId} and locked_by = ${id} and status = 'queued'`;

  async function markSent(row: ClaimedRow): Promise<void> {
    // A verification mail carries a one-time credential: once delivered, keep only its envelope.
    const body = row.kind === 'verification' ? sql`, html = '', text_body = ''` : sql``;
    const done = await queryRows<{ id: string }>(
      db,
      sql`update email_outbox set status = 'sent', sent_at = ${ts(clock())}, locked_until = null, last_error = null${body}
          where ${mine(row.id)} returning id`,
    );
    if (done.length === 0) log.warn({ outboxId: row.id, worker: id }, 'e-mail sent after its lease ended');
    else log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'e-mail sent');
  }

  async function markFailure(row: ClaimedRow, error: unknown, result: OutboxRunResult): Promise<void> {
    const message = String(error instanceof Error ? error.message : error).slice(0, 1000);
    if (row.attempts >= cfg.maxAttempts) {
      await db.execute(
        sql`update email_outbox set status = 'failed', locked_until = null, last_error = ${message} where ${mine(row.id)}`,
      );
      result.failed++;
      log.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error }, 'e-mail failed for good');
      return;
    }
    const next = new Date(clock().getTime() + backoffMs(row.attempts));
    await db.execute(
      sql`update email_outbox set next_attempt_at = ${ts(next)}, locked_until = null, locked_by = null,
          last_error = ${message} where ${mine(row.id)}`,
    );
    result.retried++;
    log.warn(
      { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryAt: next, err: error },
      'e-mail will be retried',
    );
  }

  /** Hands unstarted rows back (their claim did not count) when the lease is half used. */
  async function release(rows: ClaimedRow[]): Promise<void> {
    for (const row of rows) {
      await db.execute(
        sql`update email_outbox set locked_until = null, locked_by = null, attempts = attempts - 1 where ${mine(row.id)}`,
      );
    }
  }

  async function renderAttachments(row: ClaimedRow): Promise<MailAttachment[]> {
    const stored: unknown = row.attachments ?? [];
    const refs = (typeof stored === 'string' ? JSON.parse(stored) : stored) as OutboxAttachmentRef[];
    if (refs.length === 0) return [];
    const render = options.renderAttachment;
    if (!render) throw new Error('this mail has attachments but the outbox worker has no attachment renderer');
    const rendered: MailAttachment[] = [];
    for (const ref of refs) rendered.push(await render(ref));
    return rendered;
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result = empty();
    const claimedAt = clock();
    const rows = await claim(claimedAt);
    result.claimed = rows.length;
    for (const [index, row] of rows.entries()) {
      if (clock().getTime() - claimedAt.getTime() > cfg.leaseMs / 2) {
        await release(rows.slice(index));
        break;
      }
      if (row.attempts > cfg.maxAttempts) {
        await markFailure(row, new Error('claimed too often without a result (worker crashes?)'), result);
        continue;
      }
      try {
        const attachments = await renderAttachments(row);
        await mailer.send({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text_body,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } catch (error) {
        await markFailure(row, error, result);
        continue;
      }
      await markSent(row);
      result.sent++;
    }
    return result;
  }

  async function drain(): Promise<OutboxRunResult> {
    const total = empty();
    for (;;) {
      const run = await runOnce();
      total.claimed += run.claimed;
      total.sent += run.sent;
      total.retried += run.retried;
      total.failed += run.failed;
      if (run.claimed === 0) return total;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error: unknown) => log.error({ err: error, worker: id }, 'outbox run failed'));
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    id,
    runOnce,
    drain,
    async start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(tick, cfg.pollMs);
      timer.unref();
      if (options.listen) {
        unlisten = await options.listen(tick).catch((error: unknown) => {
          log.warn({ err: error }, 'outbox notifications unavailable; polling only');
          return undefined;
        });
      }
      tick();
    },
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.().catch(() => undefined);
      unlisten = undefined;
      await running;
    },
  };
}

function definedOnly(options: OutboxWorkerOptions): Partial<typeof OUTBOX_DEFAULTS> {
  const picked: Partial<typeof OUTBOX_DEFAULTS> = {};
  for (const key of Object.keys(OUTBOX_DEFAULTS) as (keyof typeof OUTBOX_DEFAULTS)[]) {
    const value = options[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}
