/** Environment parsing: production defaults that matter for launch safety, and the database timeouts. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/production-env.js';
import { loadConfig } from './env.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sewamudah-env-'));
const development = { NODE_ENV: 'development', DATA_DIR: dataDir };

describe('loadConfig', () => {
  it('seeds demo data outside production by default, never in production (the demo admin is public)', () => {
    expect(loadConfig(development).seedDemoData).toBe(true);
    expect(loadConfig(productionEnv(dataDir)).seedDemoData).toBe(false);
    expect(loadConfig(productionEnv(dataDir, { SEED_DEMO_DATA: 'false' })).seedDemoData).toBe(false);
    expect(() => loadConfig(productionEnv(dataDir, { SEED_DEMO_DATA: 'true' }))).toThrow(
      /^Refusing to start in production: SEED_DEMO_DATA=true \(the demo admin's password is published/,
    );
    expect(loadConfig({ ...development, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('refuses to run production without rate limits', () => {
    expect(loadConfig(productionEnv(dataDir)).rateLimitEnabled).toBe(true);
    expect(() => loadConfig(productionEnv(dataDir, { RATE_LIMIT_ENABLED: 'false' }))).toThrow(
      /Refusing to start in production: RATE_LIMIT_ENABLED=false \(it turns off the login throttle/,
    );
    expect(loadConfig({ ...development, RATE_LIMIT_ENABLED: 'false' }).rateLimitEnabled).toBe(false);
  });

  it('refuses guessable secrets in production: one repeated letter, few characters, a repeated block', () => {
    const weak: [string, RegExp][] = [
      ['a'.repeat(32), /only 1 different characters/],
      ['abc'.repeat(11), /only 3 different characters/],
      ['changeme-'.repeat(4), /one short block repeated/],
      ['password1-'.repeat(4), /one short block repeated/],
      [`${'a'.repeat(40)}bcdefghij`, /bits of variety \(80 needed\)/],
    ];
    for (const [secret, reason] of weak) {
      for (const name of ['JWT_ACCESS_SECRET', 'FILE_URL_SECRET']) {
        const error = (() => {
          try {
            loadConfig(productionEnv(dataDir, { [name]: secret }));
          } catch (e) {
            return (e as Error).message;
          }
          return 'accepted';
        })();
        expect(error, `${name}=${secret}`).toMatch(new RegExp(`${name} is too easy to guess`));
        expect(error, `${name}=${secret}`).toMatch(reason);
      }
    }
    // Generated secrets pass, even the shortest usual one (32 hex digits: 128 random bits).
    for (const secret of [
      randomBytes(16).toString('hex'),
      randomBytes(24).toString('base64'),
      randomBytes(48).toString('base64url'),
    ]) {
      expect(
        loadConfig(productionEnv(dataDir, { JWT_ACCESS_SECRET: secret, FILE_URL_SECRET: secret })).jwtAccessSecret,
      ).toBe(secret);
    }
    // Outside production a weak secret is only the developer's business.
    expect(loadConfig({ ...development, JWT_ACCESS_SECRET: 'a'.repeat(32) }).jwtAccessSecret).toBe('a'.repeat(32));
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
