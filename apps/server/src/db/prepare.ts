/**
 * Start-up database work: wait for the database (bounded backoff), apply migrations, then seed the demo world into
 * an empty database when SEED_DEMO_DATA asks for it (default: outside production only). Production never prints a
 * password: the first admin comes from `npm run create-admin` (README).
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { AppConfig } from '../config/env.js';
import { isDatabaseUnavailable } from '../lib/db-unavailable.js';
import { users } from './schema/index.js';
import { DEMO_LOGINS, seedDemoData } from './seed/seed.js';

export interface PrepareTarget {
  config: Pick<AppConfig, 'isProduction' | 'seedDemoData'> & {
    database: Pick<AppConfig['database'], 'startupWaitMs'>;
  } & Partial<Pick<AppConfig, 'signing' | 'publicUrl'>>;
  deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds; retries only "database unavailable" errors, with backoff, for up to `waitMs`. */
export async function withDatabaseRetry<T>(
  attempt: () => Promise<T>,
  options: { waitMs: number; log: PrepareTarget['log']; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  const sleep = options.sleep ?? sleepFor;
  let waited = 0;
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = Math.min(250 * 2 ** (tries - 1), 5000);
      if (!isDatabaseUnavailable(error) || waited + delay > options.waitMs) throw error;
      options.log.warn({ err: error, attempt: tries, retryInMs: delay }, 'database not reachable yet; retrying');
      await sleep(delay);
      waited += delay;
    }
  }
}

export async function prepareDatabase(
  app: PrepareTarget,
  options: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<void> {
  const { config, deps, log } = app;
  const started = Date.now();
  await withDatabaseRetry(() => deps.database.migrate(), {
    waitMs: config.database.startupWaitMs,
    log,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  log.info({ ms: Date.now() - started, kind: deps.database.kind }, 'database migrated');

  if (config.seedDemoData) {
    // The signing certificate seals the demo renewal agreement (seed-renewal.ts).
    const { seeded } = await seedDemoData(deps, { signing: config.signing, publicUrl: config.publicUrl });
    if (seeded) log.info({ ms: Date.now() - started }, 'demo data seeded');
    // Outside production the demo log-ins are part of the start banner (server.ts, lib/start-banner.ts), printed last.
    if (config.isProduction)
      log.warn('SEED_DEMO_DATA is on in production: the demo accounts use the password published in the README');
  }
  if (!(await hasActiveAdmin(deps))) {
    log.warn('No admin account yet: create one with `npm run create-admin -- --email <address>` (README)');
  }
}

async function hasActiveAdmin(deps: PrepareTarget['deps']): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.userType, 'admin'), eq(users.status, 'active')));
  return (row?.n ?? 0) > 0;
}

/** The demo log-ins as printed outside production (start banner, `npm run seed`). */
export function demoLoginsText(): string {
  const lines = DEMO_LOGINS.map(
    (l) => `  ${l.role.padEnd(9)} ${l.email.padEnd(24)} ${l.password}${'note' in l && l.note ? `   (${l.note})` : ''}`,
  );
  return `Demo log-ins:\n${lines.join('\n')}`;
}

export function printDemoLogins(): void {
  console.log(`\n${demoLoginsText()}\n`);
}
