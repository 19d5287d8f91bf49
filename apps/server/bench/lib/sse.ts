/**
 * `npm run bench -- sse` (issue 24 §1 "Live", ADR 29): one built server process on a fresh PostgreSQL database holds
 * BENCH_SSE_STREAMS (2,000) idle notification streams. Reports the process's RSS before and with them open, its
 * PostgreSQL backends (pg_stat_activity by application_name: pooled vs LISTEN) against DATABASE_POOL_SIZE, and the
 * time for one notification per reader, written from outside the process, to reach every open stream.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { createAccessTokens } from '../../src/lib/jwt.js';
import { notify } from '../../src/modules/notifications/notify.js';
import type { Report } from './report.js';
import { BENCH_JWT_SECRET, startBuiltServer } from './server.js';

const APP_NAME = 'sewamudah-sse-bench';

export interface SseOptions {
  streams: number;
  readers: number;
  poolSize: number;
  idleSeconds: number;
}

/** Resident set size of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

interface OpenStream {
  reader: number;
  notifications: number;
  close(): void;
}

/** One SSE connection of its own (no keep-alive agent), resolved once the server's `ready` event arrived. */
function openStream(
  url: string,
  token: string,
  reader: number,
  onNotification: (reader: number) => void,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/notifications/stream`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        const stream: OpenStream = { reader, notifications: 0, close: () => req.destroy() };
        let ready = false;
        res.on('data', (chunk: string) => {
          if (!ready && chunk.includes('event: ready')) {
            ready = true;
            resolve(stream);
          }
          const n = chunk.match(/^event: notification$/gm)?.length ?? 0;
          for (let i = 0; i < n; i++) {
            stream.notifications++;
            onNotification(reader);
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('stream open timed out')));
    req.on('error', reject);
  });
}

async function backendsOf(client: pg.Client): Promise<{ pooled: number; listen: number; listening: string[] }> {
  const { rows } = await client.query<{ query: string }>(
    `select query from pg_stat_activity where datname = current_database() and application_name = $1`,
    [APP_NAME],
  );
  const listening = rows.filter((r) => /^listen /i.test(r.query)).map((r) => r.query);
  return { pooled: rows.length - listening.length, listen: listening.length, listening };
}

export async function measureSse(serverUrl: string, report: Report, options: SseOptions): Promise<void> {
  const name = `sewamudah_bench_sse_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const database = createDatabase({ url: dbUrl.toString(), poolSize: 2 });
  const observer = new pg.Client({ connectionString: dbUrl.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sewamudah-bench-sse-'));
  const streams: OpenStream[] = [];
  try {
    await database.migrate();
    const readers = await database.db
      .insert(users)
      .values(
        Array.from({ length: options.readers }, (_, i) => ({
          firstname: 'Pembaca',
          lastname: String(i),
          email: `sse-reader-${i}@bench.sewamudah.my`,
          phone: '0123456789',
          // Never logs in: the bench signs its access tokens itself.
          passwordHash: 'x',
          status: 'active' as const,
          language: i % 2 === 0 ? ('ms' as const) : ('en' as const),
        })),
      )
      .returning({ id: users.id, userType: users.userType });
    const tokens = createAccessTokens(BENCH_JWT_SECRET);
    const readerTokens = await Promise.all(
      readers.map((r, i) => tokens.sign({ userId: r.id, userType: r.userType, userName: `Pembaca ${i}` })),
    );
    await observer.connect();

    const named = new URL(dbUrl);
    named.searchParams.set('application_name', APP_NAME);
    const server = await startBuiltServer({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: named.toString(),
      DATABASE_POOL_SIZE: String(options.poolSize),
    });
    try {
      // Warm: one stream opened and closed, so the routes and the LISTEN connection exist before the baseline.
      (await openStream(server.url, readerTokens[0]!, 0, () => undefined)).close();
      await new Promise((r) => setTimeout(r, 1000));
      const rssBefore = rssMb(server.pid);
      const before = await backendsOf(observer);

      let delivered = 0;
      let lastDelivery = 0;
      /** When each reader's notification committed, and how long after it each of its streams heard it. */
      const committedAt = new Map<number, number>();
      const latencies: number[] = [];
      const onNotification = (reader: number) => {
        delivered++;
        lastDelivery = performance.now();
        const committed = committedAt.get(reader);
        // NOTIFY goes out at commit, before this process hears the commit's answer: count that as 0.
        latencies.push(committed === undefined ? 0 : Math.max(0, lastDelivery - committed));
      };
      // The most pooled backends seen while the streams open (the pool closes idle ones after 10 s).
      let peakPooled = before.pooled;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peakPooled = Math.max(peakPooled, (await backendsOf(observer)).pooled);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const openStarted = performance.now();
      const batch = 100;
      for (let i = 0; i < options.streams; i += batch) {
        const opened = await Promise.all(
          Array.from({ length: Math.min(batch, options.streams - i) }, (_, j) => {
            const reader = (i + j) % readers.length;
            return openStream(server.url, readerTokens[reader]!, reader, onNotification);
          }),
        );
        streams.push(...opened);
      }
      const openSeconds = (performance.now() - openStarted) / 1000;
      sampling = false;
      await sampler;
      report.add({
        name: 'sse streams open',
        value: streams.length,
        unit: '',
        target: `= ${options.streams}`,
        met: streams.length === options.streams,
        note: `opened in ${openSeconds.toFixed(1)} s, ${options.readers} readers`,
      });

      await new Promise((r) => setTimeout(r, options.idleSeconds * 1000));
      const rssHeld = rssMb(server.pid);
      const held = await backendsOf(observer);
      report.add({ name: 'sse RSS before the streams', value: rssBefore, unit: 'MB', target: '', met: null });
      report.add({
        name: `sse RSS with ${streams.length} idle streams`,
        value: rssHeld,
        unit: 'MB',
        target: '',
        met: null,
        note: `after ${options.idleSeconds} s idle`,
      });
      report.add({
        name: 'sse RSS per stream',
        value: ((rssHeld - rssBefore) * 1024) / Math.max(1, streams.length),
        unit: 'KB',
        target: '',
        met: null,
      });
      report.add({
        name: 'sse PostgreSQL backends (pooled) with the streams',
        value: held.pooled,
        unit: '',
        target: `≤ ${options.poolSize}`,
        met: held.pooled <= options.poolSize,
        note: `${before.pooled} before; pool size ${options.poolSize}`,
      });
      report.add({
        name: 'sse PostgreSQL backends (pooled), peak while opening',
        value: peakPooled,
        unit: '',
        target: `≤ ${options.poolSize}`,
        met: peakPooled <= options.poolSize,
        note: `sampled every 100 ms while ${streams.length} streams opened, 100 at a time`,
      });
      report.add({
        name: 'sse PostgreSQL LISTEN backends',
        value: held.listen,
        unit: '',
        target: `= ${before.listen}`,
        met: held.listen === before.listen,
        note: held.listening.join(', '),
      });

      // Liveness under load: one notification per reader, written from outside the server (as another replica
      // would), each reaching its reader's streams. Time from the first commit to the last stream's event.
      const expected = streams.length;
      const started = performance.now();
      for (const [i, reader] of readers.entries()) {
        committedAt.delete(i);
        await database.db.transaction((tx) =>
          notify(tx, {
            userId: reader.id,
            category: 'complaints',
            kind: 'complaintStatus',
            values: { title: `Bench ${i}`, status: { key: 'status.handled' } },
            link: '/complaint',
            dedupeKey: `bench-sse:${name}:${i}`,
          }),
        );
        committedAt.set(i, performance.now());
      }
      const writeMs = performance.now() - started;
      const deadline = Date.now() + 30_000;
      while (delivered < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const fanOutMs = lastDelivery - started;
      report.add({
        name: 'sse notifications delivered',
        value: delivered,
        unit: '',
        target: `= ${expected}`,
        met: delivered === expected,
      });
      report.add({
        name: `sse fan-out: ${readers.length} notifications to ${expected} streams`,
        value: fanOutMs,
        unit: 'ms',
        target: '',
        met: null,
        note: `writing them took ${writeMs.toFixed(0)} ms`,
      });
      const sorted = [...latencies].sort((x, y) => x - y);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      report.add({
        name: 'sse delivery after commit, p50',
        value: at(0.5),
        unit: 'ms',
        target: '',
        met: null,
        note: 'from the notification’s commit to a stream’s event',
      });
      report.add({
        name: 'sse delivery after commit, max',
        value: at(1),
        unit: 'ms',
        target: '≤ 2000',
        met: at(1) <= 2000,
      });
      const after = await backendsOf(observer);
      report.add({
        name: 'sse PostgreSQL backends (pooled) after the fan-out',
        value: after.pooled,
        unit: '',
        target: `≤ ${options.poolSize}`,
        met: after.pooled <= options.poolSize,
      });
      report.add({ name: 'sse RSS after the fan-out', value: rssMb(server.pid), unit: 'MB', target: '', met: null });
    } finally {
      streams.forEach((s) => s.close());
      await server.stop();
    }
  } finally {
    await observer.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}
