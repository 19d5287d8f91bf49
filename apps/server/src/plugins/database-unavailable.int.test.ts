/**
 * A database that is down or does not answer in time is a 503 with Retry-After (error-handler.ts), never a hang
 * or a 500. The classification runs everywhere; the live checks need PostgreSQL (a closed port, pg_sleep past a
 * short statement_timeout) and are skipped on PGlite.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase, type Database, queryRows } from '../db/client.js';
import { isDatabaseUnavailable } from '../lib/db-unavailable.js';
import { createLocalStorage } from '../lib/storage/local-storage.js';
import { startFreezableProxy } from '../test/freezable-proxy.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    [
      'connection refused (AggregateError)',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}),
    ],
    ['admin shutdown 57P01 under Drizzle', wrapped(Object.assign(new Error('terminating'), { code: '57P01' }))],
    ['starting up 57P03', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['connection exception 08006', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['statement timeout 57014', wrapped(Object.assign(new Error('canceling statement'), { code: '57014' }))],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['client read timeout', wrapped(new Error('Query read timeout'))],
    ['lost connection', new Error('Connection terminated unexpectedly')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe.skipIf(!postgres)('a dead or slow PostgreSQL (PostgreSQL only)', () => {
  let ctx: TestContext;
  const extraApps: FastifyInstance[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 180_000);
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await ctx.close();
  });

  async function appOver(database: Database): Promise<FastifyInstance> {
    const app = await buildApp(ctx.config, {
      logger: false,
      deps: {
        database,
        mailer: ctx.mailer,
        storage: createLocalStorage(path.join(ctx.dataDir, 'uploads')),
        clock: ctx.clock.now,
      },
    });
    app.get('/api/test/sleep', async () => {
      await queryRows(app.deps.database.db, sql`select pg_sleep(3)`);
      return { slept: true };
    });
    app.get('/api/test/transaction', async () =>
      app.deps.database.db.transaction(async (tx) => {
        await queryRows(tx, sql`select 1`);
        return { ok: true };
      }),
    );
    await app.ready();
    extraApps.push(app);
    return app;
  }

  it('answers 503 with Retry-After, quickly, when PostgreSQL is not there', async () => {
    const app = await appOver(createDatabase({ url: 'postgres://postgres@127.0.0.1:1/sewamudah', poolSize: 2 }));
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/properties' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('sets the timeouts on the pool, answers 503 past statement_timeout, and the pool carries on', async () => {
    const database = createDatabase({
      url: ctx.database.url!,
      poolSize: 2,
      timeouts: { connectMs: 2000, statementMs: 300, idleInTransactionMs: 1000 },
    });
    const app = await appOver(database);
    const [setting] = await queryRows<{ statement_timeout: string }>(database.db, sql`show statement_timeout`);
    expect(setting?.statement_timeout).toBe('300ms');
    const [idle] = await queryRows<{ idle_in_transaction_session_timeout: string }>(
      database.db,
      sql`show idle_in_transaction_session_timeout`,
    );
    expect(idle?.idle_in_transaction_session_timeout).toBe('1s');

    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/test/sleep' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(2500);

    expect((await app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(200);
  });

  it('fails fast while PostgreSQL is frozen, leaks no connection, and recovers without a restart', async () => {
    const target = new URL(ctx.database.url!);
    const proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      const viaProxy = new URL(target);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const app = await appOver(
        createDatabase({
          url: viaProxy.toString(),
          poolSize: 2,
          timeouts: { connectMs: 1000, statementMs: 500, idleInTransactionMs: 5000 },
        }),
      );
      const transaction = () => app.inject({ method: 'GET', url: '/api/test/transaction' });
      expect((await Promise.all([transaction(), transaction()])).map((r) => r.statusCode)).toEqual([200, 200]);

      proxy.freeze();
      const started = Date.now();
      const frozen = await Promise.all([transaction(), transaction(), transaction(), transaction()]);
      expect(frozen.map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
      expect(frozen[0]?.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(4000);

      proxy.thaw();
      const recovered = await transaction();
      expect(recovered.statusCode).toBe(200);
    } finally {
      await proxy.close();
    }
  }, 30_000);
});

if (!postgres) console.log('database-unavailable: live 503 checks skipped (they need TEST_DATABASE_URL = PostgreSQL)');
