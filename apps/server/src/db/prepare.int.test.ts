/**
 * Start-up database work in production: no demo data (so no public admin) unless SEED_DEMO_DATA asks, and no
 * password in the log either way; waiting for an unreachable database with bounded backoff.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppConfig, loadConfig } from '../config/env.js';
import { systemClock } from '../lib/clock.js';
import { createLocalStorage } from '../lib/storage/local-storage.js';
import { buildAdmin, buildCustomer } from '../test/factories/index.js';
import { productionEnv } from '../test/production-env.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { prepareDatabase, withDatabaseRetry } from './prepare.js';
import { users } from './schema/index.js';
import { DEMO_PASSWORD } from './seed/demo-data.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sewamudah-prepare-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map((a) => JSON.stringify(a)).join(' '));
  return { lines, log: { info: vi.fn(record), warn: vi.fn(record) } };
}

async function prepareProduction(database: TestDatabase, overrides: Partial<AppConfig> = {}) {
  const config = { ...loadConfig(productionEnv(dataDir)), ...overrides };
  const { lines, log } = recordingLog();
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  await prepareDatabase({
    config,
    deps: { database, storage: createLocalStorage(path.join(dataDir, 'uploads')), clock: systemClock },
    log,
  });
  return { output: [...lines, ...printed].join('\n'), log };
}

const userCount = async (database: TestDatabase) => (await database.db.select({ n: count() }).from(users))[0]?.n;

describe('prepareDatabase in production', () => {
  it('seeds nothing into an empty database, prints no password and says how to create the first admin', async () => {
    const database = await createTestDatabase();
    try {
      const { output, log } = await prepareProduction(database);
      expect(await userCount(database)).toBe(0);
      expect(output).not.toContain(DEMO_PASSWORD);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('npm run create-admin'));
    } finally {
      await database.destroy();
    }
  }, 120_000);

  // loadConfig refuses SEED_DEMO_DATA=true in production (config/env.test.ts); should a config still ask to seed:
  it('never prints the demo password, even when asked to seed', async () => {
    const database = await createTestDatabase();
    try {
      await buildCustomer(database.db); // not empty: the seed is skipped, but the log-ins used to be printed
      await buildAdmin(database.db);
      const { output, log } = await prepareProduction(database, { seedDemoData: true });
      expect(output).not.toContain(DEMO_PASSWORD);
      expect(output).not.toContain('Demo log-ins');
      expect(log.warn).not.toHaveBeenCalledWith(expect.stringContaining('create-admin'));
    } finally {
      await database.destroy();
    }
  }, 120_000);
});

describe('withDatabaseRetry', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const { log } = recordingLog();

  it('waits with growing delays while the database is unreachable, then carries on', async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = await withDatabaseRetry(
      async () => {
        calls += 1;
        if (calls < 4) throw refused();
        return 'migrated';
      },
      { waitMs: 60_000, log, sleep: async (ms) => void delays.push(ms) },
    );
    expect(result).toBe('migrated');
    expect(delays).toEqual([250, 500, 1000]);
  });

  it('gives up once the bounded wait is used up', async () => {
    const delays: number[] = [];
    await expect(
      withDatabaseRetry(
        async () => {
          throw refused();
        },
        { waitMs: 10_000, log, sleep: async (ms) => void delays.push(ms) },
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
    expect(delays.length).toBeGreaterThan(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      withDatabaseRetry(
        async () => {
          calls += 1;
          throw new Error('syntax error in migration');
        },
        { waitMs: 60_000, log, sleep: async () => undefined },
      ),
    ).rejects.toThrow(/syntax error/);
    expect(calls).toBe(1);
  });
});
