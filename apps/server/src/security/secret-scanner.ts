/**
 * The secret scanner of the API test suites: createTestApp wraps `app.inject` with it, so every response any
 * API test receives is scanned. A body or header (other than Set-Cookie) holding a password hash, a refresh
 * token, a verification code, a provider or signing secret or a stack trace throws, failing the test that
 * made the call.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { MailMessage } from '../lib/mailer/index.js';

/** Secrets recognised by their form, whatever their value. */
export const SECRET_PATTERNS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'password hash', pattern: /\$argon2(?:id|i|d)\$|\$2[aby]\$\d\d\$|\$scrypt\$/ },
  { kind: 'provider secret key', pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{8,}/ },
  { kind: 'webhook signing secret', pattern: /\bwhsec_[A-Za-z0-9+/=]{8,}/ },
  {
    kind: 'stack trace',
    pattern: /\bat (?:async )?(?:[\w$.<>[\]]+ )?\(?(?:file:\/\/|node:internal\/|\/)[^\s()"']*:\d+:\d+\)?/,
  },
  { kind: 'server source path', pattern: /\/(?:apps\/server\/(?:src|dist)|node_modules)\/[^\s"']+\.[cm]?[jt]s\b/ },
];

/** Binary bodies (PDF, images) are not text; everything else is scanned. */
const isBinary = (res: LightMyRequestResponse) =>
  /^(?:application\/pdf|image\/|application\/octet-stream)/.test(String(res.headers['content-type'] ?? '')) ||
  res.headers['content-encoding'] !== undefined;

/** The leaks in one response: `kind` of each secret found (never the secret itself). */
export function findSecrets(res: LightMyRequestResponse, knownSecrets: Iterable<[kind: string, value: string]>) {
  const headers = Object.entries(res.headers)
    .filter(([name]) => name !== 'set-cookie')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n');
  const texts = isBinary(res) ? [headers] : [res.body, headers];
  const found = new Set<string>();
  for (const text of texts) {
    for (const { kind, pattern } of SECRET_PATTERNS) if (pattern.test(text)) found.add(kind);
    // Values shorter than 8 characters would match ordinary text by chance (a test's 'x' webhook secret).
    for (const [kind, value] of knownSecrets) if (value.length >= 8 && text.includes(value)) found.add(kind);
  }
  return [...found];
}

const MAIL_CODE = /\/(?:register-confirmation|reset-password|verify-user)\/([^\s"'<>)/?#]{16,})/g;

/** Secret values a test app knows of: its signing keys, refresh tokens it issued and codes it mailed. */
export class SecretRegistry {
  private readonly refreshTokens = new Set<string>();
  constructor(
    private readonly config: AppConfig,
    private readonly sentMail: () => readonly MailMessage[],
    private readonly plain: readonly string[] = [],
  ) {}

  noteResponse(res: LightMyRequestResponse): void {
    for (const cookie of res.cookies) if (cookie.name === 'jwt' && cookie.value) this.refreshTokens.add(cookie.value);
  }

  *known(): Generator<[string, string]> {
    yield ['signing secret', this.config.jwtAccessSecret];
    if (this.config.fileUrlSecret) yield ['signing secret', this.config.fileUrlSecret];
    const signing = this.config.signing;
    if (signing.kind === 'configured') {
      if (signing.p12Base64) yield ['sealing certificate (PKCS#12)', signing.p12Base64];
      if (signing.passphrase.length >= 8) yield ['sealing certificate passphrase', signing.passphrase];
    }
    const payments = this.config.payments;
    if (payments.kind === 'stripe') {
      if (payments.secretKey) yield ['provider secret key', payments.secretKey];
      if (payments.webhookSecret) yield ['webhook signing secret', payments.webhookSecret];
    }
    const whatsapp = this.config.whatsapp;
    if (whatsapp.kind === 'cloud') {
      yield ['provider secret key', whatsapp.accessToken];
      yield ['webhook signing secret', whatsapp.appSecret];
      yield ['webhook signing secret', whatsapp.verifyToken];
    }
    for (const token of this.refreshTokens) yield ['refresh token', token];
    for (const mail of this.sentMail()) {
      for (const match of `${mail.text}\n${mail.html ?? ''}`.matchAll(MAIL_CODE)) {
        yield ['verification code', decodeURIComponent(match[1]!)];
      }
    }
    for (const value of this.plain) yield ['password', value];
  }
}

export class SecretLeakError extends Error {}

/** Wraps `app.inject` (promise form) so that every response is scanned; a leak throws SecretLeakError. */
export function installSecretScanner(app: FastifyInstance, registry: SecretRegistry): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const scanned = async (options: InjectOptions | string) => {
    const res = await inject(options);
    registry.noteResponse(res);
    const leaks = findSecrets(res, registry.known());
    if (leaks.length > 0) {
      const target = typeof options === 'string' ? options : `${options.method ?? 'GET'} ${String(options.url)}`;
      throw new SecretLeakError(`${target} answered ${res.statusCode} with a secret: ${leaks.join(', ')}`);
    }
    return res;
  };
  const original = app.inject;
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (original as (...args: unknown[]) => unknown).call(app, options, callback)
      : scanned(options)) as typeof app.inject;
}
