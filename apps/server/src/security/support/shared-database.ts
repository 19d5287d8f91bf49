/**
 * A fresh, migrated PostgreSQL database the test and its server processes share: created on the server of
 * `serverUrl` (TEST_DATABASE_URL, or a private cluster), dropped with FORCE afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../db/client.js';

export interface SharedDatabase {
  /** The database's own URL, for DATABASE_URL of the server processes. */
  url: string;
  /** The test's own connection (factories, assertions). */
  database: Database;
  destroy(): Promise<void>;
}

export async function createSharedDatabase(serverUrl: string): Promise<SharedDatabase> {
  const name = `sewamudah_security_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), poolSize: 5, onIdleError: () => undefined });
  await database.migrate();
  let destroyed = false;
  return {
    url: url.toString(),
    database,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await database.close().catch(() => undefined);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
