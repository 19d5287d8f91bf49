/**
 * `npm run bench` (issue 12; README "Benchmark"): builds if needed, seeds the data set into a temporary
 * PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL; dropped afterwards) and a share of it plus the demo
 * data into PGlite on disk as deployed, starts the BUILT server as its own process for each scenario, loads it with
 * autocannon in another process, compares cached public reads with a bare node:http reference replaying the app's
 * bytes, runs Lighthouse on the public pages, and writes bench/results/latest.json plus a table.
 * Settings: bench/lib/config.ts (BENCH_QUICK=1 for a smoke run). `npm run bench -- sse`: only the idle notification
 * streams (bench/lib/sse.ts, results/sse.json).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchConfig as cfg } from './lib/config.js';
import { createPgBenchDatabase, detailId, preparePgliteDataDir } from './lib/databases.js';
import { cachedEndpoints, listEndpoints, PUBLIC_PAGES, pgliteEndpoints } from './lib/endpoints.js';
import { lighthousePage } from './lib/lighthouse.js';
import type { Measured } from './lib/load.js';
import { loginBoth, measureBehindSlow, measureCachedReads, measureLists } from './lib/phases.js';
import { FILTERS_RESULTS_FILE, Report, SSE_RESULTS_FILE } from './lib/report.js';
import { measureStreaming } from './lib/streaming.js';
import { type BenchServer, REPO_ROOT, startBuiltServer } from './lib/server.js';
import { measureSse } from './lib/sse.js';
import { measureFilters } from './lib/filter-load.js';

const started = performance.now();
const meta = (complete: boolean) => ({
  mode: cfg.quick ? 'quick' : 'full',
  complete,
  date: new Date().toISOString(),
  seconds: Math.round((performance.now() - started) / 1000),
  settings: { ...cfg, postgresUrl: cfg.postgresUrl ? '(set)' : null },
});
// Rows are written as they come (complete: false) so that an interrupted run still leaves its figures.
const report = new Report(() => meta(false));
const cleanups: (() => Promise<unknown>)[] = [];
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const phase = (title: string) => console.log(`\n== ${title} (${elapsed()})`);

async function withServer<T>(env: Record<string, string>, work: (server: BenchServer) => Promise<T>): Promise<T> {
  const dataDir = (env.DATA_DIR as string | undefined) ?? mkdtempSync(path.join(tmpdir(), 'sewamudah-bench-'));
  const server = await startBuiltServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', ...env });
  try {
    return await work(server);
  } finally {
    await server.stop();
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function lighthouse(server: BenchServer): Promise<void> {
  if (cfg.lighthouseRuns === 0) return;
  phase(`target 1: Lighthouse mobile, ${cfg.lighthouseRuns} run(s) per public page`);
  const pages = cfg.quick ? PUBLIC_PAGES.slice(0, 1) : PUBLIC_PAGES;
  for (const page of pages) {
    const pathname = page.replace(':id', detailId());
    try {
      const s = await lighthousePage(server.url, pathname, cfg.lighthouseRuns, cfg.chromiumPath);
      const row = (name: string, value: number, unit: string, target: string, met: boolean) =>
        report.add({ name: `t1 ${page} ${name}`, value, unit, target, met });
      row('performance', s.performance, '', '≥ 95', s.performance >= 95);
      row('accessibility', s.accessibility, '', '= 100', s.accessibility === 100);
      row('best practices', s.bestPractices, '', '= 100', s.bestPractices === 100);
      row('SEO', s.seo, '', '= 100', s.seo === 100);
      row('LCP', s.lcpMs, 'ms', '≤ 2000', s.lcpMs <= 2000);
      row('TBT', s.tbtMs, 'ms', '≤ 100', s.tbtMs <= 100);
      row('CLS', s.cls, '', '≤ 0.05', s.cls <= 0.05);
      row('gz JS first visit', s.gzJsKb, 'KB', '≤ 120', s.gzJsKb <= 120);
    } catch (error) {
      report.note(`Lighthouse on ${pathname} failed: ${(error as Error).message.slice(0, 300)}`);
    }
  }
}

async function postgres(serverUrl: string): Promise<void> {
  phase(`PostgreSQL: seeding the data set at scale ${cfg.scale}`);
  const big = await createPgBenchDatabase(serverUrl, cfg.scale);
  cleanups.push(big.drop);
  report.add({ name: 'seed PostgreSQL data set', value: big.seedSeconds, unit: 's', target: '', met: null });

  phase('target 2: cached public reads against the node:http reference (response cache on)');
  await withServer({ DATABASE_URL: big.url }, async (server) => {
    await measureCachedReads(server, cachedEndpoints(), report, {
      connections: cfg.connections,
      seconds: cfg.cachedSeconds,
      repeats: cfg.repeats,
    });
    report.sampleLoad('after target 2');
    await lighthouse(server);
  });

  phase(`target 3: every list at ${cfg.connections} connections (response cache off, ${cfg.workers} server processes)`);
  const listOptions = { connections: cfg.connections, seconds: cfg.listSeconds, repeats: cfg.repeats };
  const workers = String(cfg.workers);
  const big10k = await withServer(
    { DATABASE_URL: big.url, RESPONSE_CACHE_MAX_MB: '0', WEB_CONCURRENCY: workers },
    async (server) =>
      measureLists(server, await loginBoth(server), listEndpoints(), report, {
        ...listOptions,
        label: 't3',
        p99Target: 50,
      }),
  );
  report.sampleLoad('after target 3');

  phase(`target 6: the listing's filter combinations against the unfiltered page 1 (random values, cache off)`);
  await withServer({ DATABASE_URL: big.url, RESPONSE_CACHE_MAX_MB: '0', WEB_CONCURRENCY: workers }, async (server) =>
    measureFilters(server.url, report, { ...listOptions, label: 't6', only: cfg.filtersOnly }),
  );
  report.sampleLoad('after target 6');

  phase('target 4: the unpaged /api/transactions streamed (first byte, server RSS growth)');
  await withServer({ DATABASE_URL: big.url, RESPONSE_CACHE_MAX_MB: '0' }, async (server) =>
    measureStreaming(server, (await loginBoth(server)).admin, report, {
      repeats: cfg.repeats,
      label: '',
      target: true,
    }),
  );
  // The same with V8's own heap growth (GC_HEAP_GROWING_PERCENT=0), to show what lib/heap-tuning.ts changes.
  await withServer(
    { DATABASE_URL: big.url, RESPONSE_CACHE_MAX_MB: '0', GC_HEAP_GROWING_PERCENT: '0' },
    async (server) =>
      measureStreaming(server, (await loginBoth(server)).admin, report, {
        repeats: 1,
        label: ' (V8 default heap growth)',
        target: false,
      }),
  );
  report.sampleLoad('after target 4');
  await big.drop();
  cleanups.pop();

  if (!cfg.growth) return;
  phase('target 3: growth of p99 from a tenth of the data set to all of it');
  const small = await createPgBenchDatabase(serverUrl, cfg.scale / 10);
  cleanups.push(small.drop);
  const small1k = await withServer(
    { DATABASE_URL: small.url, RESPONSE_CACHE_MAX_MB: '0', WEB_CONCURRENCY: workers },
    async (server) =>
      measureLists(server, await loginBoth(server), listEndpoints(), report, {
        ...listOptions,
        repeats: cfg.growthRepeats,
        label: 't3 (1/10 data)',
        p99Target: null,
      }),
  );
  growthRows(big10k, small1k);
  await small.drop();
  cleanups.pop();
}

function growthRows(big: Map<string, Measured>, small: Map<string, Measured>): void {
  for (const [name, m] of big) {
    const base = small.get(name);
    if (!base) continue;
    const ratio = m.p99 / Math.max(1, base.p99);
    report.add({
      name: `t3 growth ${name} p99 10×data`,
      value: ratio,
      unit: '×',
      target: '≤ 1.5',
      met: ratio <= 1.5,
      note: `${base.p99} → ${m.p99} ms`,
    });
  }
}

async function pglite(): Promise<void> {
  phase(`target 5: the embedded default (PGlite in its own process), demo data + ${cfg.pgliteScale} of the data set`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sewamudah-bench-pglite-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const seconds = await preparePgliteDataDir(dataDir, cfg.pgliteScale);
  report.add({ name: 'seed PGlite (start + demo + data set)', value: seconds, unit: 's', target: '', met: null });
  await withServer({ DATA_DIR: dataDir, RESPONSE_CACHE_MAX_MB: '0' }, async (server) => {
    const tokens = await loginBoth(server);
    await measureLists(server, tokens, pgliteEndpoints(), report, {
      label: 't5 pglite',
      connections: cfg.pgliteConnections,
      seconds: cfg.listSeconds,
      repeats: cfg.repeats,
      p99Target: 50,
    });
    await measureBehindSlow(server, tokens, report, {
      connections: cfg.pgliteConnections,
      seconds: Math.max(2, cfg.listSeconds),
    });
  });
  report.sampleLoad('after target 5');
  // Without PostgreSQL, Lighthouse looks at the embedded default as deployed (response cache on).
  if (!cfg.postgresUrl) await withServer({ DATA_DIR: dataDir }, async (server) => lighthouse(server));
}

function buildIfChanged(): void {
  if (!cfg.build) return;
  phase('build (only when a source changed)');
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-if-changed.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
}

/** `npm run bench -- sse`: idle notification streams on one process (results/sse.json), nothing else. */
async function sse(): Promise<void> {
  const sseMeta = (complete: boolean) => ({ ...meta(complete), scenario: 'sse' });
  const sseReport = new Report(() => sseMeta(false), SSE_RESULTS_FILE);
  console.log('SewaMudah bench: idle notification streams (SSE)');
  sseReport.sampleLoad('start');
  if (!cfg.postgresUrl) throw new Error('npm run bench -- sse needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  buildIfChanged();
  phase(`SSE: ${cfg.sseStreams} idle notification streams on one server process`);
  await measureSse(cfg.postgresUrl, sseReport, {
    streams: cfg.sseStreams,
    readers: cfg.sseReaders,
    poolSize: cfg.ssePoolSize,
    idleSeconds: cfg.sseIdleSeconds,
  });
  sseReport.sampleLoad('end');
  sseReport.write(sseMeta(true));
  sseReport.print();
  console.log(`bench took ${elapsed()}`);
}

/**
 * `npm run bench -- filters`: target 6 alone, on a fresh data set and the built server, or on BENCH_SERVER_URL
 * (a server already running on a database with the data set).
 */
async function filters(): Promise<void> {
  const filterMeta = (complete: boolean) => ({ ...meta(complete), scenario: 'filters' });
  const filterReport = new Report(() => filterMeta(false), FILTERS_RESULTS_FILE);
  console.log('SewaMudah bench: the listing filters (target 6)');
  filterReport.sampleLoad('start');
  const options = {
    connections: cfg.connections,
    seconds: cfg.listSeconds,
    repeats: cfg.repeats,
    label: 't6',
    only: cfg.filtersOnly,
  };
  if (cfg.serverUrl) {
    await measureFilters(cfg.serverUrl, filterReport, options);
  } else {
    if (!cfg.postgresUrl)
      throw new Error('npm run bench -- filters needs BENCH_SERVER_URL, BENCH_DATABASE_URL or TEST_DATABASE_URL');
    buildIfChanged();
    phase(`PostgreSQL: seeding the data set at scale ${cfg.scale}`);
    const big = await createPgBenchDatabase(cfg.postgresUrl, cfg.scale);
    cleanups.push(big.drop);
    phase('target 6: filter combinations against the unfiltered page 1');
    await withServer(
      { DATABASE_URL: big.url, RESPONSE_CACHE_MAX_MB: '0', WEB_CONCURRENCY: String(cfg.workers) },
      async (server) => measureFilters(server.url, filterReport, options),
    );
  }
  filterReport.sampleLoad('end');
  filterReport.write(filterMeta(true));
  filterReport.print();
  console.log(`bench took ${elapsed()}`);
}

async function main(): Promise<void> {
  console.log(`SewaMudah bench (${cfg.quick ? 'quick' : 'full'} mode)`);
  report.sampleLoad('start');
  buildIfChanged();
  if (cfg.postgresUrl) await postgres(cfg.postgresUrl);
  else report.note('no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL scenarios (targets 2, 3) skipped');
  await pglite();
  report.sampleLoad('end');
  report.write(meta(true));
  report.print();
  console.log(`bench took ${elapsed()}`);
}

try {
  if (process.argv.slice(2).includes('sse')) await sse();
  else if (process.argv.slice(2).includes('filters')) await filters();
  else await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
