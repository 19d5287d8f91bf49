/** What the application is built from: config plus the adapters behind small interfaces. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.js';
import { createDatabase, type Database } from './db/client.js';
import { type Clock, OffsetClock, systemClock } from './lib/clock.js';
import { createMailer, type Mailer } from './lib/mailer/index.js';
import { createPaymentProvider, type PaymentProvider } from './lib/payments/index.js';
import { createStorage, type Storage } from './lib/storage/index.js';
import { createWhatsAppMessenger, type WhatsAppMessenger } from './lib/whatsapp/index.js';

export interface AppDeps {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  payments: PaymentProvider;
  /** The WhatsApp channel's adapter (lib/whatsapp); null when the server has none (production without WHATSAPP_*). */
  whatsapp?: WhatsAppMessenger | null;
  /** DEV_CLOCK=true (never production): `clock` is this one's `now`, moved forward by PUT /api/dev/clock. */
  devClock?: OffsetClock;
}

/** Builds every adapter from config; tests pass their own (a fresh database, a capturing mailer...). */
export function createDeps(config: AppConfig, overrides: Partial<AppDeps> = {}, log?: FastifyBaseLogger): AppDeps {
  const database =
    overrides.database ??
    createDatabase(
      config.database.url
        ? {
            url: config.database.url,
            poolSize: config.database.poolSize,
            timeouts: config.database.timeouts,
            onIdleError: (error) => log?.warn({ err: error }, 'idle database connection lost'),
          }
        : // The embedded default runs PGlite in its own process (ADR 22).
          { embeddedDir: config.database.pgliteDir, timeouts: config.database.timeouts, ...(log ? { log } : {}) },
    );
  const devClock = config.devClock
    ? (overrides.devClock ?? new OffsetClock(overrides.clock ?? systemClock))
    : undefined;
  const clock = devClock?.now ?? overrides.clock ?? systemClock;
  return {
    database,
    storage: overrides.storage ?? createStorage(config.storage),
    mailer: overrides.mailer ?? createMailer(config.mail, log),
    clock,
    payments: overrides.payments ?? createPaymentProvider(config.payments, database.db, clock),
    whatsapp:
      overrides.whatsapp !== undefined
        ? overrides.whatsapp
        : createWhatsAppMessenger(config.whatsapp, config.publicUrl, log),
    ...(devClock ? { devClock } : {}),
  };
}
