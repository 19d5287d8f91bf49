/** Environment parsing: production defaults that matter for launch safety, and the database timeouts. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/production-env.js';
import { loadConfig } from './env.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sewamudah-env-'));
const development = { NODE_ENV: 'development', DATA_DIR: dataDir };

describe('loadConfig', () => {
  it('seeds demo data outside production by default, and in production only when asked', () => {
    expect(loadConfig(development).seedDemoData).toBe(true);
    expect(loadConfig(productionEnv(dataDir)).seedDemoData).toBe(false);
    expect(loadConfig(productionEnv(dataDir, { SEED_DEMO_DATA: 'true' })).seedDemoData).toBe(true);
    expect(loadConfig({ ...development, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('reads the database timeouts, with defaults of a few seconds', () => {
    expect(loadConfig(development).database).toMatchObject({
      timeouts: { connectMs: 5000, statementMs: 5000, idleInTransactionMs: 10_000 },
      startupWaitMs: 60_000,
    });
    const tuned = loadConfig({
      ...development,
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '20000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '0',
      DATABASE_STARTUP_WAIT_MS: '120000',
    });
    expect(tuned.database).toMatchObject({
      timeouts: { connectMs: 1500, statementMs: 20_000, idleInTransactionMs: 0 },
      startupWaitMs: 120_000,
    });
    expect(() => loadConfig({ ...development, DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_STATEMENT/);
  });

  it('runs one process by default, more only over a PostgreSQL server', () => {
    expect(loadConfig(development).workers).toBe(1);
    expect(() => loadConfig({ ...development, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY > 1 needs a PostgreSQL/,
    );
    const clustered = loadConfig({ ...development, WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/app' });
    expect(clustered.workers).toBe(2);
    expect(() => loadConfig({ ...development, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
