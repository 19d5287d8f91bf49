/**
 * The bench's databases. PostgreSQL: a fresh database on the given server, migrated and filled with the data
 * set (security/support/bulk-lists-data.ts: generate_series, seconds), dropped afterwards. PGlite: a data directory
 * as `npm start` makes it (the built server migrates and seeds the demo data), plus a share of the data set written
 * through the embedded process.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../src/db/client.js';
import { EmbeddedSupervisor } from '../../src/db/embedded/embedded-database.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { bulkId, scaledSizes, seedBulkLists } from '../../src/security/support/bulk-lists-data.js';
import { BENCH_PASSWORD, startBuiltServer } from './server.js';

export const BENCH_ADMIN = 'bench-admin@example.my';
/** Bulk customer 2: active, with applications, contracts, transactions and complaints of their own. */
export const BENCH_CUSTOMER = 'bulk2@example.my';
export const detailId = () => bulkId('p', 2);

async function addLogins(url: string): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (firstname, lastname, email, phone, password_hash, user_type, status)
       values ('Bench', 'Admin', $1, '60123456789', $2, 'admin', 'active') on conflict do nothing`,
      [BENCH_ADMIN, hash],
    );
    await client.query(`update users set password_hash = $2, status = 'active' where id = $1`, [bulkId('u', 2), hash]);
  } finally {
    await client.end();
  }
}

export interface PgBenchDatabase {
  url: string;
  seedSeconds: number;
  drop(): Promise<void>;
}

export async function createPgBenchDatabase(serverUrl: string, scale: number): Promise<PgBenchDatabase> {
  const name = `sewamudah_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  try {
    const started = performance.now();
    const database = createDatabase({ url: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    await seedBulkLists(url.toString(), scaledSizes(scale));
    await addLogins(url.toString());
    return { url: url.toString(), seedSeconds: (performance.now() - started) / 1000, drop };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}

/** DATA_DIR for the embedded default: demo data (first start of the built server) plus `scale` of the data set. */
export async function preparePgliteDataDir(dataDir: string, scale: number): Promise<number> {
  const started = performance.now();
  const first = await startBuiltServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }, 600_000);
  await first.stop();
  // Big generate_series statements run for longer than a request may: no watchdog while seeding.
  const supervisor = new EmbeddedSupervisor({ dir: path.join(dataDir, 'db'), connectMs: 60_000, statementMs: 0 });
  try {
    await supervisor.ready();
    const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(supervisor.socketDir)}`;
    await seedBulkLists(url, scaledSizes(scale));
    await addLogins(url);
  } finally {
    await supervisor.close();
  }
  return (performance.now() - started) / 1000;
}
