/** Database connection: embedded PGlite by default, a PostgreSQL server (pooled `pg`) when a URL is given. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  | { pgliteDir: string | null };

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
  let client: PGlite;
  if (options.pgliteDir) {
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    client = new PGlite(options.pgliteDir);
  } else {
    client = new PGlite();
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
