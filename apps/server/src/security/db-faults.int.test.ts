/**
 * Database faults under a real server process: a private PostgreSQL cluster is stopped and frozen (SIGSTOP)
 * under it. Clients get 503 with Retry-After within the timeouts, nothing acknowledged is lost, nothing is
 * done twice, and service comes back without restarting the server.
 * Runs in the PostgreSQL pass only (TEST_DATABASE_URL), and only where PostgreSQL's binaries are installed.
 */
import type { UserInfo } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema/index.js';
import { createAccessTokens } from '../lib/jwt.js';
import { buildCustomer, buildProperty, type PropertyRow, type UserRow } from '../test/factories/index.js';
import { createPrivateCluster, findPostgresBin, type PrivateCluster } from './support/private-cluster.js';
import { call, startServer, stopAllServers, TEST_JWT_SECRET, type ServerProcess } from './support/server-process.js';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.js';

const bin = findPostgresBin();
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'runs once, in the PostgreSQL pass (TEST_DATABASE_URL)'
  : !bin
    ? 'no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin'
    : null;
if (skipReason) console.log(`[security/db-faults] skipped: ${skipReason}`);

/** The server's database timeouts here: a fault must turn into a 503 well within REPLY_WITHIN_MS. */
const TIMEOUT_ENV = { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '2000' };
const REPLY_WITHIN_MS = 8_000;
const RECOVERY_WITHIN_MS = 30_000;

describe.skipIf(skipReason !== null)('database stopped or frozen under a running server', { timeout: 120_000 }, () => {
  let cluster: PrivateCluster;
  let shared: SharedDatabase;
  let server: ServerProcess;
  const db = () => shared.database.db;
  const tokens = createAccessTokens(TEST_JWT_SECRET);
  const tokenOf = (u: UserRow) =>
    tokens.sign({ userId: u.id, userType: u.userType, userName: u.firstname } satisfies UserInfo);

  beforeAll(async () => {
    cluster = await createPrivateCluster(bin!);
    shared = await createSharedDatabase(cluster.url);
    server = await startServer({ databaseUrl: shared.url, env: TIMEOUT_ENV });
  }, 120_000);

  afterAll(async () => {
    cluster?.thaw();
    await stopAllServers();
    await shared?.destroy().catch(() => undefined);
    cluster?.destroy();
  }, 60_000);

  /** A timed request: status, Retry-After and how long the client waited. */
  const timed = async (...args: Parameters<typeof call>) => {
    const started = Date.now();
    const res = await call(...args);
    return { ...res, ms: Date.now() - started };
  };
  const apply = (token: string, property: PropertyRow) =>
    timed(server.url, 'POST', '/api/applications', {
      token,
      body: { property: property.id, startDate: inDays(30), stayLength: 3 },
      timeoutMs: 30_000,
    });
  /** Polls a read until it answers 200 again, on the same server process. */
  const waitForService = async () => {
    const deadline = Date.now() + RECOVERY_WITHIN_MS;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await call(server.url, 'GET', '/api/properties', { timeoutMs: 5_000 })).status;
      if (last === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(
      `service did not come back within ${RECOVERY_WITHIN_MS} ms (last status ${last})\n${server.errorLogs()}`,
    );
  };
  const expect503 = (res: { status: number; ms: number; headers: Headers; body: unknown }, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}\n${server.errorLogs(2)}`).toBe(503);
    // Every 503, the health check's included, tells the client when to retry.
    expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
    expect(res.ms, what).toBeLessThan(REPLY_WITHIN_MS);
  };
  const applicationsOf = (customer: UserRow) =>
    db().select().from(applications).where(eq(applications.userId, customer.id));

  it('database stopped: 503 quickly, acknowledged writes kept; after a start the same process serves again', async () => {
    const { property } = await buildProperty(db());
    const customer = await buildCustomer(db());
    const token = await tokenOf(customer);
    expect((await call(server.url, 'GET', '/api/properties')).status).toBe(200);
    // Acknowledged just before the crash-like stop: it must survive it.
    const before = await buildCustomer(db());
    expect((await apply(await tokenOf(before), property)).status).toBe(201);

    cluster.stop();
    try {
      // A read the response cache has not seen (a cached public listing may still be answered from memory, ADR 20).
      expect503(await timed(server.url, 'GET', '/api/properties?page=1&limit=7'), 'read while stopped');
      expect503(await timed(server.url, 'GET', '/api/health'), 'health while stopped');
      expect503(await apply(token, property), 'write while stopped');
    } finally {
      cluster.start();
    }
    await waitForService();
    // The refused write was not done; done now, it is done once.
    const again = await apply(token, property);
    expect(again.status, `${JSON.stringify(again.body)}\n${server.errorLogs(2)}`).toBe(201);
    expect(await applicationsOf(customer)).toHaveLength(1);
    expect(await applicationsOf(before)).toHaveLength(1);
  });

  it('database frozen: 503 within the timeout, an acknowledged write survives, a retried one is done once', async () => {
    const { property } = await buildProperty(db());
    const { property: other } = await buildProperty(db());
    const before = await buildCustomer(db());
    const during = await buildCustomer(db());
    // Acknowledged before the freeze.
    expect((await apply(await tokenOf(before), property)).status).toBe(201);

    const duringToken = await tokenOf(during);
    cluster.freeze();
    try {
      expect503(await timed(server.url, 'GET', '/api/properties?page=1&limit=9'), 'read while frozen');
      expect503(await apply(duringToken, other), 'write while frozen');
    } finally {
      cluster.thaw();
    }
    await waitForService();
    // The client retries what was refused: it may or may not have reached the database, but it exists once.
    const retry = await apply(duringToken, other);
    expect([201, 409], JSON.stringify(retry.body)).toContain(retry.status);
    expect(await applicationsOf(during)).toHaveLength(1);
    expect(await applicationsOf(before)).toHaveLength(1);
  });

  it('the server process was never restarted', () => {
    expect(server.errorLogs(50)).not.toMatch(/uncaught|unhandledRejection/i);
    expect(() => process.kill(server.pid, 0)).not.toThrow();
  });
});

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
