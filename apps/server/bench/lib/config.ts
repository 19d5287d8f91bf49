/**
 * Bench settings from the environment (README "Benchmark"). BENCH_QUICK=1: a smoke run (small data, one short
 * repeat, one Lighthouse run); the defaults fit a full run in about 15 minutes on 2 cores.
 */
import { availableParallelism } from 'node:os';

const quick = /^(1|true|yes)$/i.test(process.env.BENCH_QUICK ?? '');
const num = (name: string, full: number, smoke: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return quick ? smoke : full;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
};
const flag = (name: string, full: boolean, smoke: boolean): boolean => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return quick ? smoke : full;
  return /^(1|true|yes)$/i.test(raw);
};

export const benchConfig = {
  quick,
  /** PostgreSQL server to create the temporary bench databases on (nothing of PostgreSQL runs without it). */
  postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null,
  /** Size of the PostgreSQL data set relative to the (1 = 10,000 properties, 122,000 transactions...). */
  scale: num('BENCH_SCALE', 1, 0.1),
  /** The embedded default: the demo data plus this share of the data set (0.1 = 1,000 properties). */
  pgliteScale: num('BENCH_PGLITE_SCALE', 0.1, 0.02),
  /** Seconds per measured run of a cached public read (target 2) and of a list (targets 3 and 5). */
  cachedSeconds: num('BENCH_DURATION', 2, 1),
  listSeconds: num('BENCH_LIST_DURATION', 3, 2),
  /** Repeats of every measured run (medians and spreads over these). */
  repeats: Math.max(1, Math.round(num('BENCH_REPEATS', 3, 1))),
  connections: Math.max(1, Math.round(num('BENCH_CONNECTIONS', 32, 32))),
  /**
   * Server processes for the PostgreSQL list scenarios (target 3), as deployed on this machine: WEB_CONCURRENCY =
   * its cores. Targets 2 and 4 run one process (compared with a one-process reference; RSS of one process).
   */
  workers: Math.max(1, Math.round(num('BENCH_WORKERS', availableParallelism(), availableParallelism()))),
  pgliteConnections: Math.max(1, Math.round(num('BENCH_PGLITE_CONNECTIONS', 20, 20))),
  /** Also measure the lists on a 1/10 data set for the 1k → 10k growth ratio of p99 (BENCH_GROWTH_REPEATS runs). */
  growth: flag('BENCH_GROWTH', true, false),
  growthRepeats: Math.max(1, Math.round(num('BENCH_GROWTH_REPEATS', 1, 1))),
  lighthouseRuns: Math.round(num('BENCH_LIGHTHOUSE_RUNS', 5, 1)),
  chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  /** Build first when a source changed; BENCH_BUILD=0 measures the build already in the dist folders. */
  build: flag('BENCH_BUILD', true, true),
  /**
   * `npm run bench -- filters` (issue 28): only the listing's filter combinations against the unfiltered page 1.
   * BENCH_SERVER_URL measures a server already running (e.g. two versions on one database, before and after a
   * change) instead of seeding a database and starting the built server; BENCH_FILTERS_ONLY names combinations
   * (comma-separated) to measure alone.
   */
  serverUrl: process.env.BENCH_SERVER_URL || null,
  filtersOnly: (process.env.BENCH_FILTERS_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** `npm run bench -- sse`: idle notification streams held on one process, spread over this many readers. */
  sseStreams: Math.max(1, Math.round(num('BENCH_SSE_STREAMS', 2000, 200))),
  sseReaders: Math.max(1, Math.round(num('BENCH_SSE_READERS', 100, 20))),
  /** DATABASE_POOL_SIZE of that process: its pooled PostgreSQL backends must stay at or below it. */
  ssePoolSize: Math.max(1, Math.round(num('BENCH_SSE_POOL_SIZE', 10, 10))),
  /** Seconds the streams stay idle before RSS and pg_stat_activity are read. */
  sseIdleSeconds: num('BENCH_SSE_IDLE', 10, 2),
};

export type BenchConfig = typeof benchConfig;
