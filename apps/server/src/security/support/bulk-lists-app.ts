/**
 * The app over the issue 12 data set on PostgreSQL (list-plans and list-streaming tests): a shared database seeded
 * with bulk-lists-data.ts, an admin and one bulk customer with bearer headers. No secret scanner here: it would
 * buffer the 70 MB unpaged answers these tests stream.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { users } from '../../db/schema/index.js';
import { createLocalStorage } from '../../lib/storage/local-storage.js';
import { CapturingMailer, TestClock } from '../../test/test-app.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { type BulkSizes, bulkId, BULK_SIZES, seedBulkLists } from './bulk-lists-data.js';
import { TEST_JWT_SECRET } from './server-process.js';
import { createSharedDatabase } from './shared-database.js';

export interface BulkListsApp {
  app: FastifyInstance;
  url: string;
  admin: { authorization: string };
  /** The 7th bulk customer (has applications, contracts, transactions and complaints). */
  customer: { authorization: string };
  customerId: string;
  close(): Promise<void>;
}

export async function createBulkListsApp(serverUrl: string, sizes: BulkSizes = BULK_SIZES): Promise<BulkListsApp> {
  const shared = await createSharedDatabase(serverUrl);
  await seedBulkLists(shared.url, sizes);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sewamudah-lists-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The server processes' secret (support/server-process.ts): tokens signed here work there too.
    JWT_ACCESS_SECRET: TEST_JWT_SECRET,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    JOBS_ENABLED: 'false',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO_DATA: 'false',
  });
  const app = await buildApp(config, {
    logger: false,
    deps: {
      database: shared.database,
      mailer: new CapturingMailer(),
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      clock: new TestClock().now,
    },
  });
  await app.ready();
  const db = shared.database.db;
  const adminRow = await buildAdmin(db);
  const customerId = bulkId('u', 7);
  const [customerRow] = await db.select().from(users).where(eq(users.id, customerId));
  if (!customerRow) throw new Error('bulk customer 7 missing');
  return {
    app,
    url: shared.url,
    admin: await authHeader(app, adminRow),
    customer: await authHeader(app, customerRow),
    customerId,
    async close() {
      await app.close();
      await shared.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
