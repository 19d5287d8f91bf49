/** Configuration: parsed once at boot from environment variables, with embedded defaults for a laptop. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_ACCESS_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SewaMudah <no-reply@sewamudah.my>'),
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
  SEED_DEMO_DATA: bool.default(true),
  JOBS_ENABLED: bool.default(true),
  RATE_LIMIT_ENABLED: bool.default(true),
  TRUST_PROXY: bool.default(false),
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
  database: { url: string | null; poolSize: number; pgliteDir: string };
  jwtAccessSecret: string;
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
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
    | { kind: 'sandbox' }
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
  trustProxy: boolean;
}

export class ConfigError extends Error {}

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
    if (missing.length > 0) {
      throw new ConfigError(`Refusing to start in production without: ${missing.join(', ')}`);
    }
  }
  if (
    env.PAYMENTS === 'stripe' &&
    (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  }

  const jwtAccessSecret = env.JWT_ACCESS_SECRET ?? loadOrCreateLocalSecrets(dataDir).jwtAccessSecret;

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    logLevel: env.LOG_LEVEL,
    database: { url: env.DATABASE_URL ?? null, poolSize: env.DATABASE_POOL_SIZE, pgliteDir: path.join(dataDir, 'db') },
    jwtAccessSecret,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
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
        : { kind: 'sandbox' },
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    seedDemoData: env.SEED_DEMO_DATA,
    jobsEnabled: env.JOBS_ENABLED,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    trustProxy: env.TRUST_PROXY,
  };
}
