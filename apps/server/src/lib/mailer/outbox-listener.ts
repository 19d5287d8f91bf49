/**
 * Commit-time wake-ups for the outbox worker: `LISTEN email_outbox` (enqueueEmail NOTIFYs in its transaction, so
 * the notification arrives right after commit, on every replica). PostgreSQL: one dedicated connection outside the
 * pool, reconnected after errors; PGlite: its built-in listen. Polling covers any gap.
 */
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { OUTBOX_CHANNEL } from './outbox.js';

type Listen = (onNotify: () => void) => Promise<() => Promise<void>>;

const RECONNECT_MS = 5_000;

export function createOutboxListener(database: Database, log: FastifyBaseLogger): Listen | undefined {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return async (onNotify) => {
      const unlisten = await client.listen(OUTBOX_CHANNEL, () => onNotify());
      return () => unlisten();
    };
  }
  if (client instanceof pg.Pool) return (onNotify) => listenPg(client.options, onNotify, log);
  return undefined;
}

async function listenPg(options: pg.PoolConfig, onNotify: () => void, log: FastifyBaseLogger) {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const connection = new pg.Client(options);
    current = connection;
    connection.on('notification', () => onNotify());
    connection.on('error', (error) => {
      log.warn({ err: error }, 'outbox LISTEN connection lost');
      connection.end().catch(() => undefined);
      scheduleReconnect();
    });
    await connection.connect();
    await connection.query(`LISTEN ${OUTBOX_CHANNEL}`);
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
    log.warn({ err: error }, 'outbox LISTEN failed; retrying');
    scheduleReconnect();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
