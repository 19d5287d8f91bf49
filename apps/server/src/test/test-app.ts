/** Builds the real app for `app.inject` tests: fresh database, temp data dir, captured e-mails, optional fixed clock. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config/env.js';
import type { Clock } from '../lib/clock.js';
import type { MailMessage, Mailer } from '../lib/mailer/index.js';
import type { OutboxWorker } from '../lib/mailer/outbox-worker.js';
import { createLocalStorage } from '../lib/storage/local-storage.js';
import { installSecretScanner, SecretRegistry } from '../security/secret-scanner.js';
import { TEST_PASSWORD } from './factories/index.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  lastTo(email: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === email).at(-1);
  }
}

/** A clock tests can move. */
export class TestClock {
  constructor(private current: Date = new Date()) {}
  readonly now: Clock = () => new Date(this.current);
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  mailer: CapturingMailer;
  /** The app's e-mail outbox worker: `await ctx.outbox.drain()` delivers everything committed so far. */
  outbox: OutboxWorker;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: TestClock;
    mailer?: Mailer;
    /** Deliver the outbox before each response is sent (default), so a test reads its mails right away. */
    drainOutbox?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sewamudah-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_ACCESS_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    JOBS_ENABLED: 'false',
    // Off for speed, except in production, which refuses to run without them (config/env.ts).
    RATE_LIMIT_ENABLED: options.env?.NODE_ENV === 'production' ? 'true' : 'false',
    SEED_DEMO_DATA: 'false',
    ...options.env,
  });
  const database = await createTestDatabase();
  const mailer = new CapturingMailer();
  const clock = options.clock ?? new TestClock();
  const app = await buildApp(config, {
    logger: false,
    deps: {
      database,
      mailer: options.mailer ?? mailer,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      clock: clock.now,
    },
  });
  if (options.drainOutbox !== false) {
    app.addHook('onSend', async () => {
      await app.outbox.drain();
    });
  }
  // Every response of every API test is scanned for secrets (security/secret-scanner.ts).
  installSecretScanner(app, new SecretRegistry(config, () => mailer.sent, [TEST_PASSWORD]));
  await app.ready();
  return {
    app,
    config,
    database,
    mailer,
    outbox: app.outbox,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
