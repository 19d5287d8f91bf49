/**
 * A fresh, migrated database per test file: in-memory PGlite by default; with TEST_DATABASE_URL set,
 * a new database on that PostgreSQL server (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.js';

export interface TestDatabase extends Database {
  /** Drops the per-file database (PostgreSQL) or closes PGlite. */
  destroy(): Promise<void>;
  /** The per-file database's URL (PostgreSQL only), e.g. for a second pool acting as another replica. */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = createDatabase({ pgliteDir: null });
    await database.migrate();
    let closed = false;
    const close = async () => {
      if (!closed) {
        closed = true;
        await database.close();
      }
    };
    return { ...database, close, destroy: close };
  }
  const name = `sewamudah_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Lenient timeouts: a loaded CI machine must not turn a slow test into a 503. The tests of the timeouts
  // (plugins/database-unavailable.int.test.ts) build their own pools with short ones.
  const database = createDatabase({
    url: url.toString(),
    poolSize: 20,
    timeouts: { connectMs: 30_000, statementMs: 60_000, idleInTransactionMs: 60_000 },
  });
  await database.migrate();
  let closed = false;
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      if (!closed) {
        closed = true;
        await database.close();
      }
    },
    destroy: async () => {
      if (!closed) {
        closed = true;
        await database.close();
      }
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
