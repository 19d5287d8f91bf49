/**
 * ADR 22: the embedded default runs PGlite in its own process. A slow query must not block the app's event loop,
 * a stuck one is bounded by the watchdog, LISTEN/NOTIFY still wakes the outbox, and the child never outlives the
 * server (SIGTERM or SIGKILL). Runs on every pass: it is about the embedded default whatever TEST_DATABASE_URL says.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../../security/support/server-process.js';
import { createDatabase, type Database, queryRows } from '../client.js';

const dirs: string[] = [];
const databases: Database[] = [];
afterAll(async () => {
  await stopAllServers();
  await Promise.all(databases.map((d) => d.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** initdb of a fresh PGlite takes seconds (much more on a loaded machine): one child for the unit tests. */
let shared: Database | undefined;
async function sharedEmbedded(): Promise<Database> {
  shared ??= embedded(2000);
  await shared.embedded!.ready();
  return shared;
}

function embedded(statementMs: number): Database {
  const dir = mkdtempSync(path.join(tmpdir(), 'sewamudah-embedded-'));
  dirs.push(dir);
  const database = createDatabase({
    embeddedDir: path.join(dir, 'db'),
    timeouts: { connectMs: 30_000, statementMs, idleInTransactionMs: 10_000 },
  });
  databases.push(database);
  return database;
}

/** The longest delay of a 10 ms timer while `work` runs: how long the event loop was blocked. */
async function maxEventLoopLag(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  try {
    await work();
    // One more tick: a block that lasted until the work resolved is only seen by the next interval callback.
    await new Promise((r) => setTimeout(r, 30));
  } finally {
    clearInterval(timer);
  }
  return worst;
}

const childPids = (parent: number): number[] => {
  try {
    // Only the PGlite child (tsx starts an esbuild service too).
    const out = execFileSync('pgrep', ['-P', String(parent), '-f', 'pglite-process'], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('embedded database process (ADR 22)', () => {
  it('runs a 1 s query without blocking the event loop (in-process PGlite blocks it for the whole second)', async () => {
    const database = await sharedEmbedded();
    const started = performance.now();
    const lag = await maxEventLoopLag(() => database.db.execute(sql`select pg_sleep(1)`));
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(lag).toBeLessThan(150);

    // A query that works the CPU for a while, in-process: what the server did before, and what this test would see
    // without the child. (pg_sleep is a poor control: PGlite's sleep may wake the loop in between.)
    const busy = sql`select count(*) from generate_series(1, 3000) a, generate_series(1, 3000) b`;
    expect(await maxEventLoopLag(() => database.db.execute(busy))).toBeLessThan(150);
    const inProcess = new PGlite();
    try {
      expect(
        await maxEventLoopLag(() =>
          inProcess.query('select count(*) from generate_series(1, 3000) a, generate_series(1, 3000) b'),
        ),
      ).toBeGreaterThan(150);
    } finally {
      await inProcess.close();
    }
  }, 180_000);

  it('bounds a stuck query: the watchdog restarts the child, committed data survives', async () => {
    const database = await sharedEmbedded();
    await database.db.execute(sql`create table kept (n int)`);
    await database.db.execute(sql`insert into kept values (42)`);
    const before = database.embedded!.restarts;
    const started = performance.now();
    await expect(database.db.execute(sql`select pg_sleep(10)`)).rejects.toThrow();
    // statement timeout 2 s + 1 s, checked every 250 ms; a loaded machine may add a little.
    expect(performance.now() - started).toBeLessThan(6000);
    // At least one: a starved machine may also restart the fresh child once more before it answers.
    expect(database.embedded!.restarts).toBeGreaterThanOrEqual(before + 1);
    await database.embedded?.ready();
    expect(await queryRows<{ n: number }>(database.db, sql`select n from kept`)).toEqual([{ n: 42 }]);
  }, 120_000);

  it('delivers NOTIFY at commit to listeners, on the one connection', async () => {
    const database = await sharedEmbedded();
    await database.embedded!.ready();
    let woken = 0;
    await database.listen!('email_outbox', () => woken++);
    const before = woken;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('email_outbox', '')`);
      await new Promise((r) => setTimeout(r, 100));
      expect(woken).toBe(before); // not before commit
    });
    expect(await waitUntil(() => woken === before + 1, 2000)).toBe(true);
  }, 120_000);

  it('serves requests that need no database while the database is stuck, recovers, and dies with the server', async () => {
    const server = await startServer({
      env: { DATABASE_STATEMENT_TIMEOUT_MS: '1000', DATABASE_CONNECT_TIMEOUT_MS: '1000' },
      readyTimeoutMs: 120_000,
    });
    const [child] = childPids(server.pid);
    expect(child).toBeDefined();
    expect((await fetch(`${server.url}/api/properties?page=1&limit=24`)).status).toBe(200);

    // A stopped child is what a long query looks like from the app: the database answers nothing.
    process.kill(child!, 'SIGSTOP');
    const health = fetch(`${server.url}/api/health`);
    await new Promise((r) => setTimeout(r, 100));
    const started = performance.now();
    const config = await fetch(`${server.url}/api/config`);
    expect(config.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(200);
    expect((await health).status).toBe(503);

    // The watchdog kills the stuck child and starts another; the server answers again without a restart.
    expect(await waitUntil(async () => (await fetch(`${server.url}/api/health`)).status === 200, 20_000)).toBe(true);
    expect(alive(child!)).toBe(false);
    const [restarted] = childPids(server.pid);
    expect(restarted).toBeDefined();

    await server.kill9();
    expect(await waitUntil(() => !alive(restarted!), 5000)).toBe(true);
  }, 180_000);
});
