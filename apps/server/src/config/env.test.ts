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

  it('TRUST_PROXY takes the trusted proxies, and refuses true (any client would pick its own IP) and hop counts', () => {
    expect(loadConfig(development).trustProxy).toBe(false);
    expect(loadConfig({ ...development, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...development, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ ...development, TRUST_PROXY: '10.0.0.0/16, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ ...development, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=true is refused: it trusts every X-Forwarded-For hop/,
      );
    }
    expect(() => loadConfig(productionEnv(dataDir, { TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY=true is refused/);
    // Fastify ≥ 5.12.1 ignores a hop count (every client would share the proxy's address): refused, not silent.
    expect(() => loadConfig({ ...development, TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY=1: a number of proxies is refused/,
    );
    expect(() => loadConfig({ ...development, TRUST_PROXY: '0.0.0.0/0' })).toThrow(/trusts every address/);
    expect(() => loadConfig({ ...development, TRUST_PROXY: '::/0' })).toThrow(/trusts every address/);
    expect(() => loadConfig({ ...development, TRUST_PROXY: 'my-load-balancer' })).toThrow(
      /"my-load-balancer" is not an IP address or CIDR of a trusted proxy/,
    );
    expect(() => loadConfig({ ...development, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33"/);
  });
});
