/**
 * WEB_CONCURRENCY (lib/cluster.ts, issue 12): the primary prepares the database once and forks that many workers
 * sharing the port; a worker that dies is replaced while the others keep answering; SIGTERM stops them all.
 * PostgreSQL only (the embedded database serves one process, so the setting is refused without DATABASE_URL).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, stopAllServers } from './support/server-process.js';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('[security/cluster] skipped: needs PostgreSQL (TEST_DATABASE_URL), not PGlite');

/** The server processes forked by `pid` (node:cluster workers run the same entry file). */
function workersOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server.ts');
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}

async function until<T>(read: () => T, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!serverUrl)('several server processes (WEB_CONCURRENCY)', { timeout: 300_000 }, () => {
  let server: ServerProcess;
  let shared: SharedDatabase;

  beforeAll(async () => {
    shared = await createSharedDatabase(serverUrl!);
    server = await startServer({ databaseUrl: shared.url, env: { WEB_CONCURRENCY: '2' }, readyTimeoutMs: 240_000 });
  }, 300_000);

  afterAll(async () => {
    await stopAllServers();
    await shared?.destroy();
  });

  it('forks the workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const first = await until(
      () => workersOf(server.pid),
      (pids) => pids.length === 2,
      120_000,
    );
    expect(first).toHaveLength(2);
    // Both listen once the start banner is out (the primary prints it when every worker listens): a worker that
    // exists but does not listen yet would leave the port without a listener when the other is killed.
    await until(
      () => server.logs(),
      (logs) => logs.includes('(2 processes)'),
      120_000,
    );
    // The database was prepared once, by the primary: every worker answers.
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    process.kill(first[0]!, 'SIGKILL');
    const after = await until(
      () => workersOf(server.pid),
      (pids) => pids.length === 2 && !pids.includes(first[0]!),
      120_000,
    );
    expect(after).toHaveLength(2);
    expect(after).toContain(first[1]);
    expect(server.logs()).toMatch(new RegExp(`worker ${first[0]} exited \\(SIGKILL\\); starting another`));
    const replacement = after.find((pid) => pid !== first[1])!;
    await until(
      () => server.logs(),
      (logs) => logs.includes(`worker ${replacement} listening (a replacement)`),
      120_000,
    );
    expect(server.logs()).toContain(`worker ${replacement} listening (a replacement)`);
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    await server.stop(30_000);
    const left = after.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(left).toEqual([]);
  });
});
