/**
 * Commit-time wake-ups for the outbox worker: `LISTEN email_outbox` (enqueueEmail NOTIFYs in its transaction, so
 * the notification arrives right after commit, on every replica). PostgreSQL: one dedicated connection outside the
 * pool, reconnected after errors; in-process PGlite: its built-in listen; the embedded process (ADR 22): its one
 * connection. Polling covers any gap.
 */
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { OUTBOX_CHANNEL } from './outbox.js';

/** Subscribes to notifications of a channel (the payload is passed on); answers an unsubscribe function. */
export type Listen = (onNotify: (payload?: string) => void) => Promise<() => Promise<void>>;

const RECONNECT_MS = 5_000;

/** `channel`: also used for `cache_versions` (lib/response-cache, ADR 20). */
export function createOutboxListener(
  database: Database,
  log: FastifyBaseLogger,
  channel: string = OUTBOX_CHANNEL,
): Listen | undefined {
  // The embedded process is one session: LISTEN on the app's own connection (ADR 22).
  const own = database.listen?.bind(database);
  if (own) return (onNotify) => own(channel, (payload) => onNotify(payload));
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return async (onNotify) => {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      // UNLISTEN on a database already closed (a shutdown that closed it first) has nothing left to undo.
      return async () => {
        if (!client.closed) await unlisten().catch(() => undefined);
      };
    };
  }
  if (client instanceof pg.Pool) return (onNotify) => listenPg(client.options, channel, onNotify, log);
  return undefined;
}

async function listenPg(
  options: pg.PoolConfig,
  channel: string,
  onNotify: (payload?: string) => void,
  log: FastifyBaseLogger,
) {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const connection = new pg.Client(options);
    current = connection;
    connection.on('notification', (message) => onNotify(message.payload));
    connection.on('error', (error) => {
      log.warn({ err: error }, `${channel} LISTEN connection lost`);
      connection.end().catch(() => undefined);
      scheduleReconnect();
    });
    await connection.connect();
    await connection.query(`LISTEN ${channel}`);
    if (stopped) await connection.end();
    else onNotify(); // catch up on anything committed while not listening
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect().catch((error: unknown) => {
    log.warn({ err: error }, `${channel} LISTEN failed; retrying`);
    scheduleReconnect();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
