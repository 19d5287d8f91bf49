/**
 * `npm run bench`: seeds 10,000 properties into a fresh PGlite (or BENCH_DATABASE_URL, which must point at an
 * empty database), starts the app on a free port and measures the public listing endpoints with autocannon.
 * Env: BENCH_PROPERTIES (10000), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (20).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/client.js';
import { seedBenchData } from './seed-bench.js';

const count = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const targets = [
  '/api/properties?page=1&limit=24',
  '/api/properties/featured',
  '/api/properties?type=Room%20Rental&minPrice=500&page=3&limit=24',
];

const dataDir = await mkdtemp(path.join(tmpdir(), 'sewamudah-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = createDatabase(databaseUrl ? { url: databaseUrl, poolSize: 20 } : { pgliteDir: null });
await database.migrate();

let started = performance.now();
await seedBenchData(database.db, count);
// Planner statistics, as autovacuum would have gathered on a live database.
await database.db.execute(sql`analyze`);
console.log(
  `Seeded ${count} properties into ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  JWT_ACCESS_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  PUBLIC_URL: 'http://localhost',
  JOBS_ENABLED: 'false',
  RATE_LIMIT_ENABLED: 'false',
  SEED_DEMO_DATA: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await buildApp(config, { logger: false, deps: { database } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  console.log(
    `\n${'endpoint'.padEnd(64)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  non-2xx`,
  );
  for (const target of targets) {
    started = performance.now();
    await autocannon({ url: `${address}${target}`, connections: 2, duration: 2 }); // warm-up
    const result = await autocannon({ url: `${address}${target}`, connections, duration });
    console.log(
      `GET ${target.padEnd(60)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)}  ${result.non2xx + result.errors}`,
    );
  }
  console.log(`\n${connections} connections, ${duration} s per endpoint, ${database.kind}.`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
