/** Helpers of the response cache tests (ADR 20): a query counter, raw HTTP requests and a second app instance. */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppConfig } from '../../config/env.js';
import { createDatabase, type Database } from '../../db/client.js';
import { createLocalStorage } from '../../lib/storage/local-storage.js';
import type { TestContext } from '../../test/test-app.js';

/**
 * Counts every statement sent to the database: spies on the driver under Drizzle (PGlite's query/exec/transaction,
 * or the pg pool's query/connect), so nothing reaches the database uncounted.
 */
export function countQueries(database: Database): { count: () => number; restore: () => void } {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ['query', 'exec', 'transaction', 'connect'].filter((name) => typeof client[name] === 'function');
  if (names.length === 0) throw new Error('no driver methods to count');
  let calls = 0;
  const spies = names.map((name) => {
    const original = client[name] as (...args: unknown[]) => unknown;
    return vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, name).mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      calls++;
      return original.apply(this, args);
    });
  });
  return { count: () => calls, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire. */
  raw: Buffer;
  /** The body decoded per Content-Encoding. */
  text: string;
}

/** A GET over a real socket (the server's fast path sees it; `inject` would not). */
export function httpGet(base: string, url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Another replica over the test's database: its own pool on PostgreSQL; on PGlite the same in-process instance
 * (whose NOTIFY reaches both). Closing it leaves the test's database open.
 */
export async function secondApp(ctx: TestContext, responseCache: AppConfig['responseCache']): Promise<FastifyInstance> {
  const shared = ctx.database;
  const database: Database = shared.url
    ? createDatabase({ url: shared.url, poolSize: 4 })
    : { ...shared, listen: shared.listen?.bind(shared), close: async () => undefined };
  const app = await buildApp(
    { ...ctx.config, responseCache },
    {
      logger: false,
      deps: {
        database,
        mailer: ctx.mailer,
        storage: createLocalStorage(path.join(ctx.dataDir, 'uploads')),
        clock: ctx.clock.now,
      },
    },
  );
  await app.ready();
  return app;
}

/** Polls until `probe` answers true or `ms` pass; answers how long it took (ms), or null on timeout. */
export async function within(ms: number, probe: () => Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started <= ms) {
    if (await probe()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}
