/**
 * Real server processes for the multi-process security tests: `node --import tsx src/server.ts` as a child
 * (one PID, so SIGKILL hits the server itself), listening on a port the OS picks (PORT=0, read back from the
 * "Server listening at" log line), ready once GET /api/health answers 200.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../config/env.js';

export const TEST_JWT_SECRET = 'security-suite-secret-security-suite-secret-0123';
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/server.ts');
const LOG_LINES_KEPT = 400;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Recent stdout/stderr lines (pino JSON), for failure messages. */
  logs(): string;
  /** The last `count` logged errors (level >= 50). */
  errorLogs(count?: number): string;
  /** Resolves when the process has exited (immediately if it already has). */
  exited(): Promise<void>;
  /** SIGKILL: no shutdown hooks, no flushing (what a crashed or OOM-killed replica does). */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Every process started here, so `stopAllServers` in afterAll can end whatever a failed test left. */
const running = new Set<ServerProcess>();
const runningPids = new Set<number>();
// Should the test worker itself die before afterAll, its servers go with it.
process.once('exit', () => {
  for (const pid of runningPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

export async function startServer(options: {
  /** Unset: the embedded default (PGlite in its own process, DATA_DIR/db). */
  databaseUrl?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sewamudah-replica-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://sewamudah.test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      JWT_ACCESS_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
      ...options.env,
    },
  });
  const lines: string[] = [];
  let exited = child.exitCode !== null || child.signalCode !== null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      runningPids.delete(child.pid!);
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    });
  });
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        lines.push(line);
        if (lines.length > LOG_LINES_KEPT) lines.shift();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exitPromise.then(() => reject(new Error(`server exited before listening:\n${lines.join('\n')}`)));
  });

  const server: ServerProcess = {
    url: '',
    pid: child.pid!,
    logs: () => lines.join('\n'),
    errorLogs: (count = 5) =>
      lines
        .filter((l) => /"level":(5\d|60)/.test(l))
        .slice(-count)
        .join('\n'),
    exited: () => exitPromise,
    kill9: async () => {
      if (!exited) child.kill('SIGKILL');
      await exitPromise;
      running.delete(server);
    },
    stop: async (graceMs = 5_000) => {
      if (!exited) child.kill('SIGTERM');
      const timer = setTimeout(() => !exited && child.kill('SIGKILL'), graceMs);
      await exitPromise;
      clearTimeout(timer);
      running.delete(server);
    },
  };
  running.add(server);
  runningPids.add(child.pid!);

  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  try {
    server.url = await withTimeout(listening, readyTimeoutMs, 'server did not start listening');
    await waitForHealth(server.url, readyTimeoutMs);
  } catch (error) {
    await server.kill9();
    throw new Error(`${(error as Error).message}\n--- server log ---\n${lines.join('\n')}`);
  }
  return server;
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

/** Polls GET /api/health until it answers 200. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}/api/health not ready within ${timeoutMs} ms (${last})`);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HttpResult {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A JSON request with a bounded wait; network errors surface as status 0 with the error message. */
export async function call(
  url: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    return { status: 0, body: { message: (error as Error).message }, headers: new Headers() };
  }
}
