/** The measuring phases of `npm run bench` (run.ts strings them together). */
import { BENCH_ADMIN, BENCH_CUSTOMER } from './databases.js';
import type { Endpoint, Role } from './endpoints.js';
import { type Captured, captureResponse } from './capture.js';
import { type LoadRun, type Measured, runLoad, summarize } from './load.js';
import { replayKey, startReplayReference } from './replay-reference.js';
import type { Report } from './report.js';
import { type BenchServer, login } from './server.js';

export interface Tokens {
  admin: string;
  customer: string;
}

export async function loginBoth(server: BenchServer): Promise<Tokens> {
  return { admin: await login(server.url, BENCH_ADMIN), customer: await login(server.url, BENCH_CUSTOMER) };
}

const authHeaders = (tokens: Tokens, role?: Role): Record<string, string> =>
  role ? { authorization: `Bearer ${tokens[role]}` } : {};

/** A few sequential requests: warms the JIT and the caches, and checks the endpoint answers 200. */
async function warm(url: string, headers: Record<string, string>): Promise<number> {
  let status = 0;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    status = res.status;
  }
  return status;
}

export interface ListOptions {
  label: string;
  connections: number;
  seconds: number;
  repeats: number;
  /** p99 target in ms, null for information only. */
  p99Target: number | null;
}

/** Loads each endpoint `repeats` times (endpoints interleaved per repeat) and answers the summaries by name. */
export async function measureLists(
  server: BenchServer,
  tokens: Tokens,
  endpoints: Endpoint[],
  report: Report,
  options: ListOptions,
): Promise<Map<string, Measured>> {
  const live: Endpoint[] = [];
  for (const endpoint of endpoints) {
    const status = await warm(`${server.url}${endpoint.path}`, authHeaders(tokens, endpoint.role));
    if (status === 200) live.push(endpoint);
    else report.note(`${options.label} ${endpoint.name}: GET ${endpoint.path} answered ${status}; not measured`);
  }
  const runs = new Map<string, LoadRun[]>();
  for (let r = 0; r < options.repeats; r++) {
    for (const endpoint of live) {
      const run = await runLoad({
        url: `${server.url}${endpoint.path}`,
        connections: options.connections,
        seconds: options.seconds,
        headers: authHeaders(tokens, endpoint.role),
      });
      runs.set(endpoint.name, [...(runs.get(endpoint.name) ?? []), run]);
    }
  }
  const summaries = new Map<string, Measured>();
  for (const endpoint of live) {
    const m = summarize(runs.get(endpoint.name)!, 200);
    summaries.set(endpoint.name, m);
    const unanswered = m.runs.some((r) => r.requests === 0) ? ', a run completed no request' : '';
    const bad = m.expectedShare < 0.99 ? `, ${((1 - m.expectedShare) * 100).toFixed(1)} % not 200` : '';
    report.add({
      name: `${options.label} ${endpoint.name} p99 @${options.connections}`,
      value: m.p99,
      unit: 'ms',
      target: options.p99Target === null ? '' : `≤ ${options.p99Target}`,
      met: options.p99Target === null ? null : m.p99 <= options.p99Target && m.expectedShare >= 0.99,
      spread: m.p99Spread,
      note: `${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms${bad}${unanswered}`,
    });
  }
  return summaries;
}

type Variant = { name: string; br: boolean; conditional: boolean };
const VARIANTS: Variant[] = [
  { name: 'identity', br: false, conditional: false },
  { name: 'br', br: true, conditional: false },
  { name: '304', br: true, conditional: true },
];

/**
 * Target 2: each cached public read against the bare node:http reference replaying the app's own bytes and headers,
 * interleaved (app, reference, app, reference...) so that both see the same machine.
 */
export async function measureCachedReads(
  server: BenchServer,
  endpoints: Endpoint[],
  report: Report,
  options: { connections: number; seconds: number; repeats: number },
): Promise<void> {
  const answers = new Map<string, Captured>();
  const requestHeaders = new Map<string, Record<string, string>>();
  for (const endpoint of endpoints) {
    const plain = await captureResponse(`${server.url}${endpoint.path}`);
    const etag = plain.headers.etag;
    if (plain.status !== 200) {
      report.note(`cached ${endpoint.name}: answered ${plain.status}; not measured`);
      continue;
    }
    for (const variant of VARIANTS) {
      if (variant.conditional && typeof etag !== 'string') {
        report.note(`cached ${endpoint.name}: no ETag, no conditional run`);
        continue;
      }
      const headers: Record<string, string> = {};
      if (variant.br) headers['accept-encoding'] = 'br';
      if (variant.conditional) headers['if-none-match'] = etag as string;
      const captured = await captureResponse(`${server.url}${endpoint.path}`, headers);
      answers.set(replayKey(endpoint.path, variant.br, variant.conditional), captured);
      requestHeaders.set(`${endpoint.name}|${variant.name}`, headers);
    }
  }
  const reference = await startReplayReference(answers);
  try {
    for (const endpoint of endpoints) {
      for (const variant of VARIANTS) {
        const headers = requestHeaders.get(`${endpoint.name}|${variant.name}`);
        if (!headers) continue;
        const app: LoadRun[] = [];
        const ref: LoadRun[] = [];
        for (let r = 0; r < options.repeats; r++) {
          const load = { connections: options.connections, seconds: options.seconds, headers };
          app.push(await runLoad({ ...load, url: `${server.url}${endpoint.path}` }));
          ref.push(await runLoad({ ...load, url: `${reference.url}${endpoint.path}` }));
        }
        const expected = variant.conditional ? 304 : 200;
        const a = summarize(app, expected);
        const b = summarize(ref, expected);
        const ratios = app.map((run, i) => run.rps / Math.max(1, ref[i]!.rps));
        const ratio = summarize(
          ratios.map((value) => ({ ...app[0]!, rps: value })),
          expected,
        );
        const bad = a.expectedShare < 0.99 ? `, ${((1 - a.expectedShare) * 100).toFixed(1)} % not ${expected}` : '';
        report.add({
          name: `t2 ${endpoint.name} ${variant.name} app/reference`,
          value: ratio.rps,
          unit: '×',
          target: '≥ 0.9',
          met: ratio.rps >= 0.9 && a.expectedShare >= 0.99,
          spread: ratio.rpsSpread,
          note: `app ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms, reference ${b.rps.toFixed(0)} req/s${bad}`,
        });
      }
    }
  } finally {
    await reference.close();
  }
}

/**
 * Target 5: while one connection keeps asking for the unpaged transactions (the issue's stall), how long does a
 * public read wait at most?
 */
export async function measureBehindSlow(
  server: BenchServer,
  tokens: Tokens,
  report: Report,
  options: { connections: number; seconds: number },
): Promise<void> {
  const slow = runLoad({
    url: `${server.url}/api/transactions`,
    connections: 1,
    seconds: options.seconds,
    headers: authHeaders(tokens, 'admin'),
  });
  await new Promise((r) => setTimeout(r, 300));
  const fast = await runLoad({
    url: `${server.url}/api/properties/featured`,
    connections: options.connections,
    seconds: Math.max(1, options.seconds - 1),
  });
  const heavy = await slow;
  report.add({
    name: `t5 pglite featured max, behind unpaged transactions`,
    value: fast.requests > 0 ? fast.max : Number.NaN,
    unit: 'ms',
    target: '≤ 200',
    met: fast.requests > 0 && fast.max <= 200,
    note: `p99 ${fast.p99} ms at ${options.connections} connections; ${
      heavy.requests > 0
        ? `${heavy.requests} unpaged calls completed (p50 ${heavy.p50} ms)`
        : 'the unpaged call was still streaming when the window closed (in flight throughout)'
    }`,
  });
}
