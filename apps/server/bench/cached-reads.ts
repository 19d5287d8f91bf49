/**
 * Quick comparison for target 2 (ADR 20): the app's cached public reads against the bare node:http reference that
 * replays the app's captured bytes and headers, interleaved, repeated, medians. Runs the server from source (tsx)
 * on a fresh embedded database with the demo data, or on DATABASE_URL. `npm run bench` measures the same on the
 * built server and the full data set; this script is for checking the cache alone in a few minutes.
 *
 * Besides req/s it reports CPU time per answer (the server process's, from /proc; the reference's, in this
 * process): on a machine shared with other work, req/s follows whatever CPU is left, while CPU per answer is what
 * the code costs, so `cpu ratio` (reference ÷ app) estimates the req/s ratio on an idle machine.
 *
 *   npx tsx --conditions=source apps/server/bench/cached-reads.ts
 *   Env: BENCH_DURATION seconds per run (3), BENCH_REPEATS (3), BENCH_CONNECTIONS (20), DATABASE_URL (optional).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Captured, captureResponse } from './lib/capture.js';
import { median, runLoad } from './lib/load.js';
import { replayKey, startReplayReference } from './lib/replay-reference.js';
import { BENCH_JWT_SECRET, freePort, REPO_ROOT } from './lib/server.js';

const seconds = Number(process.env.BENCH_DURATION ?? 3);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** CPU seconds used so far by a process and its descendants' live threads (Linux /proc, clock ticks of 10 ms). */
function processCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The node process that runs the server (tsx's CLI starts it as its child). */
function serverPid(cliPid: number): number {
  const children = readFileSync(`/proc/${cliPid}/task/${cliPid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0] ?? cliPid) || cliPid;
}

async function startSourceServer(dataDir: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tsx = path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
  const child: ChildProcess = spawn(
    process.execPath,
    [tsx, '--conditions=source', path.join(REPO_ROOT, 'apps/server/src/server.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        JWT_ACCESS_SECRET: BENCH_JWT_SECRET,
        RATE_LIMIT_ENABLED: 'false',
        JOBS_ENABLED: 'false',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 300_000;
  while ((await fetch(`${url}/api/health`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: serverPid(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sewamudah-cached-reads-'));
const app = await startSourceServer(dataDir);
try {
  const listing = (await (await fetch(`${app.url}/api/properties?page=1&limit=1`)).json()) as {
    properties: { id: string }[];
  };
  const targets = [
    ['listing page', '/api/properties?page=1&limit=24'],
    ['featured', '/api/properties/featured'],
    ['detail', `/api/properties/${listing.properties[0]!.id}`],
    ['unpaged listing', '/api/properties'],
  ] as const;
  const variants = [
    { name: 'identity', br: false, conditional: false },
    { name: 'br', br: true, conditional: false },
    { name: '304 (br)', br: true, conditional: true },
  ];
  const answers = new Map<string, Captured>();
  for (const [, target] of targets) {
    for (const v of variants) {
      const headers: Record<string, string> = v.br ? { 'accept-encoding': 'br' } : {};
      if (v.conditional) {
        headers['if-none-match'] = String((await captureResponse(`${app.url}${target}`, headers)).headers.etag);
      }
      const captured = await captureResponse(`${app.url}${target}`, headers);
      captured.headers['x-request-id'] = 'b7a1c3de-0000-4000-8000-000000000000'; // the app sends a fresh UUID each time
      answers.set(replayKey(target, v.br, v.conditional), captured);
    }
  }
  const reference = await startReplayReference(answers);
  console.log(`${connections} connections, ${seconds} s per run, ${repeats} repeats, interleaved; req/s medians`);
  console.log(
    `${'endpoint'.padEnd(28)} ${'app'.padStart(8)} ${'reference'.padStart(10)} ${'ratio'.padStart(6)}` +
      ` ${'app µs/req'.padStart(11)} ${'ref µs/req'.padStart(11)} ${'cpu ratio'.padStart(9)}`,
  );
  try {
    for (const [name, target] of targets) {
      for (const v of variants) {
        const captured = answers.get(replayKey(target, v.br, v.conditional))!;
        const headers: Record<string, string> = v.br ? { 'accept-encoding': 'br' } : {};
        if (v.conditional) headers['if-none-match'] = String(captured.headers.etag);
        const appRuns: number[] = [];
        const refRuns: number[] = [];
        const appCpu: number[] = [];
        const refCpu: number[] = [];
        for (let i = 0; i < repeats; i++) {
          for (const [base, into, cpuInto, cpu] of [
            [app.url, appRuns, appCpu, () => processCpu(app.pid)],
            [reference.url, refRuns, refCpu, () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6],
          ] as const) {
            const cpuBefore = cpu();
            const run = await runLoad({ url: `${base}${target}`, connections, seconds, headers });
            cpuInto.push(((cpu() - cpuBefore) * 1e6) / run.requests);
            const expected = String(captured.status);
            if (run.errors > 0 || (run.statuses[expected] ?? 0) !== run.requests) {
              throw new Error(`${base}${target}: ${JSON.stringify(run.statuses)}, ${run.errors} errors`);
            }
            into.push(run.rps);
          }
        }
        const a = median(appRuns);
        const r = median(refRuns);
        const ac = median(appCpu);
        const rc = median(refCpu);
        console.log(
          `${`${name} ${v.name}`.padEnd(28)} ${a.toFixed(0).padStart(8)} ${r.toFixed(0).padStart(10)} ${(a / r).toFixed(2).padStart(6)}` +
            ` ${ac.toFixed(0).padStart(11)} ${rc.toFixed(0).padStart(11)} ${(rc / ac).toFixed(2).padStart(9)}`,
        );
      }
    }
  } finally {
    await reference.close();
  }
} finally {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
