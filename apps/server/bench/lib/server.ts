/**
 * The built server as its own process (`node apps/server/dist/server.js`, as `npm start` runs it), on a port the OS
 * picks; ready once /api/health answers 200. Logs are kept for failure messages.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const BENCH_PASSWORD = 'Bench!Passw0rd-2026';
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export interface BenchServer {
  url: string;
  pid: number;
  logs(): string;
  stop(): Promise<void>;
}

/** A port free right now (LOG_LEVEL=warn hides the "listening" line, so PORT=0 could not be read back). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(env: Record<string, string>, readyMs = 300_000): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/dist/server.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      JWT_ACCESS_SECRET: BENCH_JWT_SECRET,
      RATE_LIMIT_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      ...env,
    },
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const deadline = Date.now() + readyMs;
    while ((await fetch(`${url}/api/health`).catch(() => null))?.status !== 200) {
      if (gone) throw new Error('server exited');
      if (Date.now() > deadline) throw new Error('server not healthy');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${lines.slice(-40).join('\n')}`);
  }
  return { url, pid: child.pid!, logs: () => lines.join('\n'), stop };
}

/** Logs in through the API (as a client does) and answers the bearer token. */
export async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { accessToken?: string; token?: string; message?: string };
  const token = body.accessToken ?? body.token;
  if (!token) throw new Error(`login of ${email} failed: ${res.status} ${body.message ?? ''}`);
  return token;
}
