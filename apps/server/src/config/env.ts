/** Configuration: parsed once at boot from environment variables, with embedded defaults for a laptop. */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { maintenanceSlaSchema, type MaintenanceSla } from './maintenance-settings.js';
import { reminderQuietHoursSchema, reminderStepsSchema, type ReminderSettings } from './reminder-settings.js';

/** Repository root (this file lives at apps/server/{src,dist}/config). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: human-readable lines (pino-pretty); `json`: one JSON object per line. Default: json in production. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DATABASE_STARTUP_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  JWT_ACCESS_SECRET: z.string().min(32).optional(),
  /** Key of the short-lived signed file URLs (contract PDFs); default: derived from JWT_ACCESS_SECRET. */
  FILE_URL_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SewaMudah <no-reply@sewamudah.my>'),
  /** E-mail outbox (docs/decisions/0011): how long a claimed mail is exclusive, and the first retry delay. */
  MAIL_OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).default(300_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-southeast-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Unset: on outside production, off in production; `true` is refused in production (a public demo admin). */
  SEED_DEMO_DATA: bool.optional(),
  JOBS_ENABLED: bool.default(true),
  RATE_LIMIT_ENABLED: bool.default(true),
  /** ADR 7: a rotated-out refresh token presented again within this many seconds gets a successor (0 = strict). */
  REFRESH_REUSE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** ADR 9: how long one process may reuse a user's session state (role, status, revocation); at most 5 s. */
  AUTH_STATE_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(2000),
  /** ADR 20: byte budget (MB) of the response cache of public reads; 0 turns it off. */
  RESPONSE_CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(64),
  /** ADR 20: staleness bound (ms) when a cache_versions notification is missed: the version is re-read this often. */
  RESPONSE_CACHE_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** ADR 21: old-space growth (%) allowed before the next full GC (lib/heap-tuning.ts); 0 keeps V8's own (up to 300 %). */
  GC_HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(400).default(30),
  /** Server processes on this machine (lib/cluster.ts): replicas sharing the port; > 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** ADR 20: LISTEN for cache_versions (off behind a transaction-pooling proxy; the re-read then bounds staleness). */
  RESPONSE_CACHE_LISTEN: bool.default(true),
  /** Who may set X-Forwarded-For: the trusted proxies' addresses/CIDRs (parseTrustProxy); never `true`. */
  TRUST_PROXY: z.string().optional(),
  /** ADR 13: the platform certificate that seals completed agreements (PKCS#12, base64 or a file path). */
  SIGNING_P12_BASE64: z.string().min(1).optional(),
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSPHRASE: z.string().default(''),
  /** Who pays the agreement's stamp duty (docs/decisions/0014): added to the tenant's charges, or borne by the landlord. */
  STAMP_DUTY_PAYER: z.enum(['tenant', 'landlord']).default('tenant'),
  /** ARCHITECTURE §9: an admin may move the server's clock forward (PUT /api/dev/clock); refused in production. */
  DEV_CLOCK: bool.default(false),
  /** Reminder ladder (issue 24 §2, config/reminder-settings.ts): days from the due date, and the quiet hours. */
  REMINDER_STEPS: reminderStepsSchema,
  REMINDER_QUIET_HOURS: reminderQuietHoursSchema,
  /** Maintenance SLA targets by urgency (issue 26 §3, config/maintenance-settings.ts). */
  MAINTENANCE_SLA: maintenanceSlaSchema,
  /**
   * WhatsApp Business Cloud API (issue 24 §5, docs/decisions/0029): all four or none. None: messages are written to
   * DATA_DIR/outbox/whatsapp (outside production; production without them has no WhatsApp channel).
   */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'digits (the phone number ID in WhatsApp Manager)')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(20).optional(),
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'like v23.0')
    .default('v23.0'),
  /** First retry delay of a failed WhatsApp send (doubles per attempt) and how long a claimed message is exclusive. */
  WHATSAPP_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  WHATSAPP_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  database: {
    url: string | null;
    poolSize: number;
    pgliteDir: string;
    timeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
    /** How long start-up waits (with backoff) for an unreachable database before giving up. */
    startupWaitMs: number;
  };
  jwtAccessSecret: string;
  /** HMAC key of signed file URLs (lib/signed-file-urls.ts). */
  fileUrlSecret: string;
  mail: { smtpUrl: string | null; from: string; outboxDir: string; outboxLeaseMs: number; retryBaseMs: number };
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  payments:
    | { kind: 'sandbox'; webhookSecret: string }
    | {
        kind: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        api?: { host: string; port: number | undefined; protocol: 'http' | 'https' | undefined };
      };
  webDistDir: string;
  seedDemoData: boolean;
  jobsEnabled: boolean;
  rateLimitEnabled: boolean;
  /** Seconds a rotated-out refresh token may still be exchanged (concurrent refreshes); 0 = strict reuse detection. */
  refreshReuseIntervalSeconds: number;
  /** Milliseconds a process caches a session's state (ADR 9). */
  authStateCacheMs: number;
  /** Response cache of public reads (ADR 20): byte budget (0: off) and the version re-read interval. */
  responseCache: { maxBytes: number; checkMs: number; listen: boolean };
  /** Old-space growth (%) before the next full GC (lib/heap-tuning.ts); 0: V8's default. */
  gcHeapGrowingPercent: number;
  /** Server processes sharing the port on this machine (lib/cluster.ts). */
  workers: number;
  /**
   * Fastify's `trustProxy`: false (the socket's address is the client) or the addresses/CIDRs of the trusted
   * proxies. Never `true`: that trusts every X-Forwarded-For hop (parseTrustProxy).
   */
  trustProxy: TrustProxy;
  /** Who pays the agreement's stamp duty (docs/decisions/0014). */
  stampDutyPayer: 'tenant' | 'landlord';
  /** DEV_CLOCK: admins may move the server's clock forward (modules/dev-clock); never in production. */
  devClock: boolean;
  /** The reminder ladder's steps and quiet hours (issue 24 §2). */
  reminders: ReminderSettings;
  /** Maintenance tickets' SLA targets by urgency (issue 26 §3). */
  maintenanceSla: MaintenanceSla;
  /** The WhatsApp channel (lib/whatsapp): the Cloud API, the embedded file outbox, or none (production unset). */
  whatsapp: WhatsAppConfig;
  /**
   * Certificate sealing completed agreements (lib/esign/certificate.ts): configured (base64 or path), or the
   * embedded default, a self-signed one generated once into DATA_DIR/signing.p12 (never in production).
   */
  signing:
    | { kind: 'configured'; p12Base64: string | undefined; p12Path: string | undefined; passphrase: string }
    | { kind: 'local'; file: string };
}

export type WhatsAppConfig = { retryBaseMs: number; leaseMs: number } & (
  | { kind: 'file'; outboxDir: string }
  | {
      kind: 'cloud';
      apiUrl: string;
      apiVersion: string;
      phoneNumberId: string;
      accessToken: string;
      appSecret: string;
      verifyToken: string;
    }
  | { kind: 'off' }
);

const WHATSAPP_SETTINGS = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** All four Cloud API settings, none (file outbox; off in production), or a ConfigError naming the missing ones. */
function whatsappConfig(env: Env, dataDir: string, isProduction: boolean): WhatsAppConfig {
  const timing = { retryBaseMs: env.WHATSAPP_RETRY_BASE_MS, leaseMs: env.WHATSAPP_LEASE_MS };
  const missing = WHATSAPP_SETTINGS.filter((name) => !env[name]);
  if (missing.length === WHATSAPP_SETTINGS.length) {
    return isProduction
      ? { ...timing, kind: 'off' }
      : { ...timing, kind: 'file', outboxDir: path.join(dataDir, 'outbox', 'whatsapp') };
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `WhatsApp is half configured: set all of ${WHATSAPP_SETTINGS.join(', ')} or none (missing: ${missing.join(', ')})`,
    );
  }
  return {
    ...timing,
    kind: 'cloud',
    apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
    apiVersion: env.WHATSAPP_API_VERSION,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
    accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
    appSecret: env.WHATSAPP_APP_SECRET ?? '',
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
  };
}

export class ConfigError extends Error {}

export type TrustProxy = false | string[];

/** proxy-addr's names for reserved ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_EXAMPLES =
  "127.0.0.1 for nginx on this host, the load balancer's subnet such as 10.0.0.0/16, or uniquelocal for any private address";

/**
 * TRUST_PROXY: unset/`false` → the socket's address is the client; otherwise a comma-separated list of the trusted
 * proxies' IPs or CIDRs (`127.0.0.1`, `10.0.0.0/16`, `loopback`, `uniquelocal`): X-Forwarded-For is read only when a
 * listed proxy delivered the request, and only back to the first address that is not a listed proxy. Refused:
 * `true` (or a /0 range), which trusts every hop, so any client picks its own IP and steps around every IP limit
 * (issue 22); and a hop count, which Fastify ≥ 5.12.1 no longer honours because it cannot tell a proxy from a client
 * that reaches the server directly and writes the header itself.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') {
    throw new ConfigError(
      'TRUST_PROXY=true is refused: it trusts every X-Forwarded-For hop, so any client could choose its own IP and ' +
        `reset the IP limits. List the addresses or CIDRs of your proxies instead (${TRUST_PROXY_EXAMPLES})`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${value}: a number of proxies is refused: it cannot tell a proxy from a client that reaches the ` +
        'server directly and writes its own X-Forwarded-For (Fastify no longer honours hop counts). List the ' +
        `addresses or CIDRs of your proxies instead (${TRUST_PROXY_EXAMPLES})`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(`TRUST_PROXY: "${entry}" is not an IP address or CIDR of a trusted proxy`);
    }
    if (prefix !== undefined && Number(prefix) === 0) {
      throw new ConfigError(`TRUST_PROXY: "${entry}" trusts every address, like TRUST_PROXY=true; name the proxies`);
    }
  }
  return entries;
}

/**
 * How guessable a secret looks: at least 8 different characters, about 80 bits by the characters' own frequencies
 * (32 random hex digits measure ≥ 90), and not one short block repeated. A heuristic, not a proof of randomness: it
 * refuses the typed placeholders (`aaaa…`, `changeme-changeme-…`) a generated secret never resembles.
 */
export function weakSecretReason(secret: string): string | undefined {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  if (counts.size < 8) return `only ${counts.size} different characters`;
  let bits = 0;
  for (const n of counts.values()) bits -= n * Math.log2(n / secret.length);
  if (bits < 80) return `about ${Math.floor(bits)} bits of variety (80 needed)`;
  for (let period = 1; period <= secret.length / 2; period++) {
    if (secret.slice(period) === secret.slice(0, secret.length - period)) return 'one short block repeated';
  }
  return undefined;
}

/** Settings production refuses even though they parse: each would undo a protection (issue 22 §3). */
function productionRefusals(env: Env): string[] {
  const refused: string[] = [];
  if (env.SEED_DEMO_DATA === true) {
    refused.push(
      "SEED_DEMO_DATA=true (the demo admin's password is published in the README; create the first admin with " +
        '`npm run create-admin`)',
    );
  }
  if (!env.RATE_LIMIT_ENABLED) {
    refused.push('RATE_LIMIT_ENABLED=false (it turns off the login throttle and every abuse limit)');
  }
  for (const name of ['JWT_ACCESS_SECRET', 'FILE_URL_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const) {
    const secret = env[name];
    const weakness = secret === undefined ? undefined : weakSecretReason(secret);
    if (weakness) {
      refused.push(`${name} is too easy to guess (${weakness}): use a random value, e.g. \`openssl rand -base64 48\``);
    }
  }
  return refused;
}

/** Secrets for the embedded default: generated once, kept in DATA_DIR/secrets.json. */
function loadOrCreateLocalSecrets(dataDir: string): { jwtAccessSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z.object({ jwtAccessSecret: z.string().min(32) }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const secrets = { jwtAccessSecret: randomBytes(48).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction) {
    const missing: string[] = [];
    if (!env.JWT_ACCESS_SECRET) missing.push('JWT_ACCESS_SECRET');
    if (!env.DATABASE_URL) missing.push('DATABASE_URL');
    if (!env.PUBLIC_URL) missing.push('PUBLIC_URL');
    if (!env.SMTP_URL) missing.push('SMTP_URL');
    if (env.PAYMENTS !== 'stripe') missing.push('PAYMENTS=stripe');
    if (!env.SIGNING_P12_BASE64 && !env.SIGNING_P12_PATH) missing.push('SIGNING_P12_BASE64 or SIGNING_P12_PATH');
    if (missing.length > 0) {
      throw new ConfigError(`Refusing to start in production without: ${missing.join(', ')}`);
    }
    const refused = productionRefusals(env);
    if (refused.length > 0) throw new ConfigError(`Refusing to start in production: ${refused.join('; ')}`);
  }
  if (isProduction && env.DEV_CLOCK) {
    throw new ConfigError('DEV_CLOCK is refused in production: a production server keeps real time');
  }
  if (
    env.PAYMENTS === 'stripe' &&
    (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  }

  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      'WEB_CONCURRENCY > 1 needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process',
    );
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const jwtAccessSecret = env.JWT_ACCESS_SECRET ?? loadOrCreateLocalSecrets(dataDir).jwtAccessSecret;

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    database: {
      url: env.DATABASE_URL ?? null,
      poolSize: env.DATABASE_POOL_SIZE,
      pgliteDir: path.join(dataDir, 'db'),
      timeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      startupWaitMs: env.DATABASE_STARTUP_WAIT_MS,
    },
    jwtAccessSecret,
    fileUrlSecret: env.FILE_URL_SECRET ?? `derived:file-urls:${jwtAccessSecret}`,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      outboxLeaseMs: env.MAIL_OUTBOX_LEASE_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
    },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    payments:
      env.PAYMENTS === 'stripe'
        ? {
            kind: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            ...(env.STRIPE_API_HOST
              ? { api: { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL } }
              : {}),
          }
        : {
            kind: 'sandbox',
            // Derived from the generated (or configured) secret: every replica signs and verifies alike.
            webhookSecret: `whsec_${createHmac('sha256', jwtAccessSecret).update('sandbox-webhooks').digest('hex')}`,
          },
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    seedDemoData: env.SEED_DEMO_DATA ?? !isProduction,
    jobsEnabled: env.JOBS_ENABLED,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    refreshReuseIntervalSeconds: env.REFRESH_REUSE_INTERVAL_SECONDS,
    authStateCacheMs: env.AUTH_STATE_CACHE_MS,
    gcHeapGrowingPercent: env.GC_HEAP_GROWING_PERCENT,
    workers: env.WEB_CONCURRENCY,
    responseCache: {
      maxBytes: Math.round(env.RESPONSE_CACHE_MAX_MB * 1024 * 1024),
      checkMs: env.RESPONSE_CACHE_CHECK_MS,
      listen: env.RESPONSE_CACHE_LISTEN,
    },
    trustProxy,
    stampDutyPayer: env.STAMP_DUTY_PAYER,
    devClock: env.DEV_CLOCK,
    reminders: { steps: env.REMINDER_STEPS, quietHours: env.REMINDER_QUIET_HOURS },
    maintenanceSla: env.MAINTENANCE_SLA,
    whatsapp: whatsappConfig(env, dataDir, isProduction),
    signing:
      env.SIGNING_P12_BASE64 || env.SIGNING_P12_PATH
        ? {
            kind: 'configured',
            p12Base64: env.SIGNING_P12_BASE64,
            p12Path: env.SIGNING_P12_PATH,
            passphrase: env.SIGNING_P12_PASSPHRASE,
          }
        : { kind: 'local', file: path.join(dataDir, 'signing.p12') },
  };
}
