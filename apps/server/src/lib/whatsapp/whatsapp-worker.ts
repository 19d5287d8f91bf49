/**
 * Sends the WhatsApp outbox (issue 24 §5, docs/decisions/0029) with the e-mail outbox's claim pattern (ADR 11): a
 * batch is claimed with `FOR UPDATE SKIP LOCKED` and leased (`locked_until`); a worker killed mid-batch leaves its
 * rows to be claimed again once the lease ends, so nothing is lost. Each claim counts as an attempt; a failed send is
 * retried with exponential backoff and after `maxAttempts` (or at once when the API refuses it for good) the message
 * and its delivery are marked `failed`. A message whose opt-in ended (STOP, the profile) or whose topic was switched
 * off after it was queued is not sent: its delivery becomes `disabled`. Marks are conditional on holding the lease,
 * and this row and its notification delivery change in one statement.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client.js';
import { type Clock, systemClock } from '../clock.js';
import { WhatsAppSendError, type WhatsAppMessenger } from './messenger.js';
import { isWhatsAppTemplate } from './templates.js';

/** NOTIFY channel of new WhatsApp messages (sent in the transaction that queues them). */
export const WHATSAPP_CHANNEL = 'whatsapp_outbox';

export interface WhatsAppWorkerOptions {
  db: Db;
  messenger: WhatsAppMessenger;
  log: FastifyBaseLogger;
  clock?: Clock;
  workerId?: string;
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  pollMs?: number;
  listen?: (onNotify: () => void) => Promise<() => Promise<void>>;
}

export interface WhatsAppRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  disabled: number;
}

export interface WhatsAppWorker {
  readonly id: string;
  runOnce(): Promise<WhatsAppRunResult>;
  drain(): Promise<WhatsAppRunResult>;
  start(): Promise<void>;
  wake(): void;
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  delivery_id: string;
  to_phone: string;
  template: string;
  language: Language;
  params: string[] | string;
  link: string;
  attempts: number;
  created_at: Date | string;
  /** Whether the recipient still has an open opt-in for this number and the topic on. */
  allowed: boolean;
}

export const WHATSAPP_DEFAULTS = {
  leaseMs: 2 * 60_000,
  batchSize: 10,
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  pollMs: 5_000,
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const empty = (): WhatsAppRunResult => ({ claimed: 0, sent: 0, retried: 0, failed: 0, disabled: 0 });

export function createWhatsAppWorker(options: WhatsAppWorkerOptions): WhatsAppWorker {
  const { db, messenger, log } = options;
  const clock = options.clock ?? systemClock;
  const id = options.workerId ?? randomUUID();
  const cfg = { ...WHATSAPP_DEFAULTS };
  for (const key of Object.keys(WHATSAPP_DEFAULTS) as (keyof typeof WHATSAPP_DEFAULTS)[]) {
    const value = options[key];
    if (value !== undefined) cfg[key] = value;
  }
  const backoffMs = (attempts: number) =>
    Math.min(cfg.backoffBaseMs * 2 ** Math.max(0, attempts - 1), cfg.backoffMaxMs);

  function claim(now: Date): Promise<ClaimedRow[]> {
    return queryRows<ClaimedRow>(
      db,
      sql`with claimed as (
            update whatsapp_messages m
            set attempts = m.attempts + 1, locked_by = ${id}, locked_until = ${ts(new Date(now.getTime() + cfg.leaseMs))}
            where m.id in (
              select id from whatsapp_messages
              where status = 'queued'
                and (next_attempt_at is null or next_attempt_at <= ${ts(now)})
                and (locked_until is null or locked_until <= ${ts(now)})
              order by created_at, id
              limit ${cfg.batchSize}
              for update skip locked)
            returning m.*)
          select c.id, c.delivery_id, c.to_phone, c.template, c.language, c.params, c.link, c.attempts, c.created_at,
            (exists (select 1 from whatsapp_opt_ins o where o.user_id = n.user_id and o.ended_at is null
                     and o.phone = c.to_phone)
             and coalesce((select p.enabled from notification_preferences p where p.user_id = n.user_id
                           and p.category = n.category and p.channel = 'whatsapp'), true)) as allowed
          from claimed c
          join notification_deliveries d on d.id = c.delivery_id
          join notifications n on n.id = d.notification_id
          order by c.created_at, c.id`,
    );
  }

  /** Marks the message and its delivery, only while this worker still holds the lease. */
  async function mark(
    row: ClaimedRow,
    message: 'sent' | 'failed' | 'cancelled',
    delivery: 'sent' | 'failed' | 'disabled',
    extra: { providerMessageId?: string; error?: string } = {},
  ): Promise<boolean> {
    const now = clock();
    const done = await queryRows<{ id: string }>(
      db,
      sql`with m as (
            update whatsapp_messages
            set status = ${message}, locked_until = null, last_error = ${extra.error ?? null},
                provider_message_id = coalesce(${extra.providerMessageId ?? null}, provider_message_id),
                sent_at = ${message === 'sent' ? ts(now) : null}
            where id = ${row.id} and locked_by = ${id} and status = 'queued'
            returning delivery_id)
          update notification_deliveries d set status = ${delivery}, updated_at = ${ts(now)}
          from m where d.id = m.delivery_id returning d.id`,
    );
    return done.length > 0;
  }

  async function failed(row: ClaimedRow, error: unknown, result: WhatsAppRunResult): Promise<void> {
    const message = String(error instanceof Error ? error.message : error).slice(0, 1000);
    const permanent = error instanceof WhatsAppSendError && error.permanent;
    if (permanent || row.attempts >= cfg.maxAttempts) {
      await mark(row, 'failed', 'failed', { error: message });
      result.failed++;
      log.error({ whatsappMessageId: row.id, attempts: row.attempts, err: error }, 'WhatsApp message failed for good');
      return;
    }
    const next = new Date(clock().getTime() + backoffMs(row.attempts));
    await db.execute(
      sql`update whatsapp_messages set next_attempt_at = ${ts(next)}, locked_until = null, locked_by = null,
          last_error = ${message} where id = ${row.id} and locked_by = ${id} and status = 'queued'`,
    );
    result.retried++;
    log.warn({ whatsappMessageId: row.id, attempts: row.attempts, retryAt: next, err: error }, 'WhatsApp retry');
  }

  async function release(rows: ClaimedRow[]): Promise<void> {
    for (const row of rows) {
      await db.execute(
        sql`update whatsapp_messages set locked_until = null, locked_by = null, attempts = attempts - 1
            where id = ${row.id} and locked_by = ${id} and status = 'queued'`,
      );
    }
  }

  async function runOnce(): Promise<WhatsAppRunResult> {
    const result = empty();
    const claimedAt = clock();
    const rows = await claim(claimedAt);
    result.claimed = rows.length;
    for (const [index, row] of rows.entries()) {
      if (clock().getTime() - claimedAt.getTime() > cfg.leaseMs / 2) {
        await release(rows.slice(index));
        break;
      }
      if (!row.allowed) {
        await mark(row, 'cancelled', 'disabled', { error: 'opt-in ended or topic switched off before sending' });
        result.disabled++;
        continue;
      }
      if (row.attempts > cfg.maxAttempts || !isWhatsAppTemplate(row.template)) {
        await failed(
          row,
          new WhatsAppSendError(`cannot send (${row.template}, attempt ${row.attempts})`, true),
          result,
        );
        continue;
      }
      let providerMessageId: string;
      try {
        const params = typeof row.params === 'string' ? (JSON.parse(row.params) as string[]) : row.params;
        ({ providerMessageId } = await messenger.send({
          id: row.id,
          createdAt: new Date(row.created_at),
          to: row.to_phone,
          template: row.template,
          language: row.language,
          params,
          link: row.link,
        }));
      } catch (error) {
        await failed(row, error, result);
        continue;
      }
      if (await mark(row, 'sent', 'sent', { providerMessageId })) {
        result.sent++;
        log.info({ whatsappMessageId: row.id, attempts: row.attempts }, 'WhatsApp message sent');
      } else {
        log.warn({ whatsappMessageId: row.id, worker: id }, 'WhatsApp message sent after its lease ended');
      }
    }
    return result;
  }

  async function drain(): Promise<WhatsAppRunResult> {
    const total = empty();
    for (;;) {
      const run = await runOnce();
      for (const key of Object.keys(total) as (keyof WhatsAppRunResult)[]) total[key] += run[key];
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
        await drain().catch((error: unknown) => log.error({ err: error, worker: id }, 'WhatsApp outbox run failed'));
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
          log.warn({ err: error }, 'WhatsApp outbox notifications unavailable; polling only');
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
