/**
 * A server of a spec's own, on its own data directory and port, with DEV_CLOCK on: for walks that move the server's
 * clock forward (PUT /api/dev/clock; never backwards) and run the jobs after each move, while the shared e2e server
 * keeps real time for the other specs. `<NAME>_BASE_URL` points a spec at a server already running with
 * DEV_CLOCK=true instead (while working on that spec).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

export type SignedInApi = APIRequestContext & { auth: Record<string, string> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnServer {
  baseURL: string;
  /** Its data directory (the e-mail outbox is in it); empty for an external server. */
  dataDir: string;
  /** Starts the server (unless an external one is used) and waits for /api/health. */
  start(): Promise<void>;
  stop(): void;
  /** An API client signed in as someone (demo password). */
  apiAs(email: string): Promise<SignedInApi>;
}

/** `name` names the data directory and the environment variable of an external server (`TENANCY` → TENANCY_BASE_URL). */
export async function ownServer(name: string): Promise<OwnServer> {
  const external = process.env[`${name}_BASE_URL`];
  const port = external ? 0 : await freePort();
  const baseURL = external ?? `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const dataDir = external ? '' : mkdtempSync(path.join(tmpdir(), `sewamudah-${name.toLowerCase()}-e2e-`));
  return {
    baseURL,
    dataDir,
    async start() {
      if (external) return;
      child = spawn(process.execPath, ['apps/server/dist/server.js'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_ENABLED: 'false',
          REMINDER_QUIET_HOURS: '',
          NODE_ENV: 'test',
          DEV_CLOCK: 'true',
        },
      });
      for (let attempt = 0; attempt < 900; attempt++) {
        const up = await fetch(`${baseURL}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`the ${name.toLowerCase()} spec's server did not start`);
    },
    stop() {
      child?.kill('SIGTERM');
    },
    async apiAs(email: string) {
      const api = await request.newContext({ baseURL });
      const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
      expect(res.status()).toBe(200);
      const { accessToken } = (await res.json()) as { accessToken: string };
      return Object.assign(api, { auth: { authorization: `Bearer ${accessToken}` } });
    },
  };
}

/** The server's clock (DEV_CLOCK). */
export async function serverNow(admin: SignedInApi): Promise<Date> {
  const res = await admin.get('/api/dev/clock', { headers: admin.auth });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the server's clock to `now` (forward only); the jobs run right after, and none may fail. */
export async function moveClock(admin: SignedInApi, now: Date): Promise<void> {
  const res = await admin.put('/api/dev/clock', { headers: admin.auth, data: { now: now.toISOString() } });
  expect(res.status(), await res.text()).toBe(200);
  const { jobs } = (await res.json()) as { jobs: Record<string, string> };
  expect(Object.entries(jobs).filter(([, state]) => state === 'failed')).toEqual([]);
}
