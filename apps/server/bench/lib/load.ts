/**
 * The load generator: autocannon's CLI in its own process (never in the process of the server it measures, nor in
 * the bench's own, which also serves the reference). One run answers req/s, latency percentiles and status counts.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadRun {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** Answers per HTTP status, e.g. { '200': 1234 }. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export function runLoad(options: LoadOptions): Promise<LoadRun> {
  const args = [AUTOCANNON, '-j', '-c', String(options.connections), '-d', String(options.seconds), '-t', '10'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        const r = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p50: number; p99: number; max: number };
          statusCodeStats?: Record<string, { count: number }>;
          errors: number;
          timeouts: number;
        };
        const statuses = Object.fromEntries(
          Object.entries(r.statusCodeStats ?? {}).map(([status, s]) => [status, s.count]),
        );
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          requests: r.requests.total,
          statuses,
          errors: r.errors,
          timeouts: r.timeouts,
        });
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${err.slice(-500)}`));
      }
    });
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** (max − min) / median, as a fraction: how much the repeats disagree. */
export const spread = (values: number[]): number => {
  const m = median(values);
  return m === 0 ? 0 : (Math.max(...values) - Math.min(...values)) / m;
};

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  rpsSpread: number;
  p99Spread: number;
  /** Share of answers with the expected status (a 304 run expects 304). */
  expectedShare: number;
  runs: LoadRun[];
}

export function summarize(runs: LoadRun[], expectedStatus: number): Measured {
  const total = runs.reduce((n, r) => n + Object.values(r.statuses).reduce((a, b) => a + b, 0), 0);
  const expected = runs.reduce((n, r) => n + (r.statuses[String(expectedStatus)] ?? 0), 0);
  // A run in which no request completed has no latency: n/a, never a flattering 0 ms.
  const answered = runs.filter((r) => r.requests > 0);
  const latency = (pick: (r: LoadRun) => number) => (answered.length ? median(answered.map(pick)) : Number.NaN);
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: latency((r) => r.p50),
    p99: latency((r) => r.p99),
    rpsSpread: spread(runs.map((r) => r.rps)),
    p99Spread: answered.length ? spread(answered.map((r) => r.p99)) : 0,
    expectedShare: total === 0 ? 0 : expected / total,
    runs,
  };
}
