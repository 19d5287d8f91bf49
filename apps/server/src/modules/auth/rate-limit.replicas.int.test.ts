/**
 * Two app instances (replicas) over one database share every limit: the counters live in PostgreSQL (ADR 10).
 * On PostgreSQL the second instance has its own connection pool; on PGlite it shares the one embedded database.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase } from '../../db/client.js';
import { createLocalStorage } from '../../lib/storage/local-storage.js';
import { buildCustomer, TEST_PASSWORD } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let replica: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  const database = ctx.database.url ? createDatabase({ url: ctx.database.url, poolSize: 5 }) : ctx.database;
  replica = await buildApp(ctx.config, {
    logger: false,
    deps: {
      database,
      mailer: ctx.mailer,
      storage: createLocalStorage(path.join(ctx.dataDir, 'uploads')),
      clock: ctx.clock.now,
    },
  });
  await replica.ready();
}, 180_000);
afterAll(async () => {
  await replica.close();
  await ctx.close();
});

const login = (app: FastifyInstance, email: string, remoteAddress: string, password = 'wrong-password') =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

describe('limits across replicas', () => {
  it('counts failed logins of one pair on both instances together', async () => {
    const user = await buildCustomer(ctx.database.db);
    const apps = [ctx.app, replica];
    for (let i = 0; i < 5; i++) expect((await login(apps[i % 2]!, user.email, '10.9.9.9')).statusCode).toBe(401);
    expect((await login(replica, user.email, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(ctx.app, user.email, '10.9.9.9')).statusCode).toBe(429);
    // A success on one instance clears the pair for both.
    expect((await login(replica, user.email, '10.9.9.10', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts registrations per IP on both instances together', async () => {
    const register = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: '10.8.8.8',
        payload: {
          firstname: 'Replica',
          email: `replica${i}@example.my`,
          phone: '0123456789',
          password: 'Sewa-2026!',
          confirmPassword: 'Sewa-2026!',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register(i % 2 === 0 ? ctx.app : replica, i)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
