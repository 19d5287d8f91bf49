/**
 * A transaction that waits on a row lock past `statement_timeout` (issue 22 §3): the guarded pool gives the
 * connection back when the timeout (57014) fails the query; Drizzle's own release in its `finally` must then be a
 * no-op. It used to reach pg-pool's release ("Release called on client which has already been released to the
 * pool"), which replaced the timeout and answered 500 instead of 503. PostgreSQL only (PGlite has one connection).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createLocalStorage } from '../lib/storage/local-storage.js';
import { buildCustomer } from '../test/factories/index.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { createDatabase, type Database, queryRows } from './client.js';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('a lock wait past the statement timeout (PostgreSQL only)', () => {
  let ctx: TestContext;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestApp();
    database = createDatabase({
      url: ctx.database.url!,
      poolSize: 2,
      timeouts: { connectMs: 2000, statementMs: 300, idleInTransactionMs: 5000 },
    });
    app = await buildApp(ctx.config, {
      logger: false,
      deps: {
        database,
        mailer: ctx.mailer,
        storage: createLocalStorage(path.join(ctx.dataDir, 'uploads')),
        clock: ctx.clock.now,
      },
    });
    app.get<{ Params: { id: string } }>('/api/test/lock/:id', async (request) =>
      app.deps.database.db.transaction(async (tx) => {
        await queryRows(tx, sql`select id from users where id = ${request.params.id} for update`);
        return { locked: true };
      }),
    );
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close(); // closes `database` too
    await ctx?.close();
  });

  it('answers 503 with Retry-After, and the pool keeps serving', async () => {
    const user = await buildCustomer(ctx.database.db);
    const holder = new pg.Client({ connectionString: ctx.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from users where id = $1 for update', [user.id]);
      // More requests than pool slots: a leaked or doubly released connection would show in the later ones.
      const waits = await Promise.all(
        [1, 2, 3].map(() => app.inject({ method: 'GET', url: `/api/test/lock/${user.id}` })),
      );
      for (const res of waits) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: UNAVAILABLE });
      }
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const after = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: 'GET', url: `/api/test/lock/${user.id}` })),
    );
    expect(after.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  });
});

if (!postgres) console.log('guarded-pool: lock-wait 503 check skipped (it needs TEST_DATABASE_URL = PostgreSQL)');
