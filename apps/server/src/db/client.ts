/** Database connection: embedded PGlite by default, a PostgreSQL server (pooled `pg`) when a URL is given. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createEmbeddedPool, EmbeddedSupervisor } from './embedded/embedded-database.js';
import { GuardedPool } from './guarded-pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on the database's own connection (the embedded process: one session); else a listener connects. */
  listen?(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  /** The embedded database's process (ADR 22), when this is it. */
  embedded?: EmbeddedSupervisor;
}

/** Same folder from src/db and dist/db: migrations are committed SQL under src/db/migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is busy. */
  connectMs: number;
  /** Server-side `statement_timeout`; the client gives up a second later (a frozen server enforces nothing). */
  statementMs: number;
  /** Server-side `idle_in_transaction_session_timeout`. */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 5000,
  idleInTransactionMs: 10_000,
};

/** pg.Pool settings for the timeouts: a dead or frozen database fails a request within seconds (ADR 10, README). */
export function poolTimeoutSettings(timeouts: DatabaseTimeouts): pg.PoolConfig {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs > 0 ? timeouts.statementMs + 1000 : 0,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  };
}

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Timeouts (ms); see README (DATABASE_*_TIMEOUT_MS). 0 turns one off. */
      timeouts?: DatabaseTimeouts;
      /** Errors of idle pooled connections (server restart, terminated backend); the pool replaces them. */
      onIdleError?: (error: Error) => void;
    }
  | { pgliteDir: string | null }
  /** PGlite in its own process, reached with `pg` (ADR 22): what the server runs on by default. */
  | { embeddedDir: string; timeouts?: DatabaseTimeouts; log?: EmbeddedLog };

type EmbeddedLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export function createDatabase(options: DatabaseOptions): Database {
  if ('url' in options) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new GuardedPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...poolTimeoutSettings(timeouts),
    });
    // An idle connection the server drops must not crash the process: the pool discards it and opens another.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A checked-out connection's error already fails its query; without a listener it would also be thrown.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Migrations may run longer than a request's statement timeout: their own short-lived connection.
      migrate: async () => {
        const migrationPool = new pg.Pool({
          connectionString: options.url,
          max: 1,
          connectionTimeoutMillis: timeouts.connectMs,
        });
        migrationPool.on('error', () => undefined);
        try {
          await migratePg(drizzlePg(migrationPool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await migrationPool.end();
        }
      },
      close: () => pool.end(),
    };
  }
  if ('embeddedDir' in options) return createEmbeddedDatabase(options);
  let client: PGlite;
  if (options.pgliteDir) {
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    client = new PGlite(options.pgliteDir, { extensions: { pg_trgm } });
  } else {
    // pg_trgm: trigram indexes for keyword search (migration 0011, ADR 21).
    client = new PGlite({ extensions: { pg_trgm } });
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

function createEmbeddedDatabase(options: { embeddedDir: string; timeouts?: DatabaseTimeouts; log?: EmbeddedLog }) {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const settings = { dir: options.embeddedDir, connectMs: timeouts.connectMs, statementMs: timeouts.statementMs };
  const supervisor = new EmbeddedSupervisor({ ...settings, ...(options.log ? { log: options.log } : {}) });
  const channels = new Map<string, Set<(payload?: string) => void>>();
  const pool = createEmbeddedPool(supervisor, settings, channels);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    embedded: supervisor,
    migrate: async () => {
      await supervisor.ready();
      supervisor.setWatching(false);
      try {
        await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        supervisor.setWatching(true);
      }
    },
    listen: async (channel, onNotify) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
      const listeners = channels.get(channel) ?? new Set();
      const isNew = !channels.has(channel);
      channels.set(channel, listeners);
      listeners.add(onNotify);
      if (isNew) await pool.query(`LISTEN ${channel}`);
      return async () => {
        listeners.delete(onNotify);
      };
    },
    close: async () => {
      await pool.end().catch(() => undefined);
      await supervisor.close();
    },
  };
  return database;
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
