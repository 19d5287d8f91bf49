/**
 * Rate limits for the account endpoints that count every request (registration, resend, verify):
 * @fastify/rate-limit stores, one counter per rule, checked together so a request is counted per IP
 * *and* per e-mail address. Login counts only failed attempts instead (login-throttle.ts).
 * The counters live in process memory; behind several replicas give @fastify/rate-limit a shared store.
 */
import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@sewamudah/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** A 429 that tells the client when to come back (`Retry-After`). */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { code: 'RETRY_LATER' });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RateLimitRule {
  /** Counter name, e.g. `login-ip`. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** The key to count by; undefined skips the rule for this request (e.g. admins creating users). */
  key: (request: FastifyRequest) => string | undefined;
}

export const MINUTE_MS = 60_000;
export const byIp = (request: FastifyRequest): string => request.ip;
/** The normalised `email` of a validated body (preHandlers run after validation). */
export const byBodyEmail = (request: FastifyRequest): string | undefined => {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' && body.email ? body.email.toLowerCase() : undefined;
};

/** Registers the plugin in the calling (encapsulated) route plugin, only where rate limiting is enabled. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  if (app.config.rateLimitEnabled) await app.register(rateLimit, { global: false });
}

/** A preHandler that counts the request against every rule and answers 429 when any is exceeded. */
export function rateLimited(app: FastifyInstance, rules: RateLimitRule[]): preHandlerAsyncHookHandler {
  if (!app.config.rateLimitEnabled) return async () => undefined;
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
    }),
  }));
  return async (request) => {
    let retryAfterSeconds = 0;
    for (const { rule, check } of limiters) {
      if (rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
    }
    if (retryAfterSeconds > 0) {
      throw new RetryLaterError(authMessages.tooManyAttempts(retryAfterSeconds), retryAfterSeconds);
    }
  };
}

/** Adds `Retry-After` to a RetryLaterError on its way to the error handler (register once per route plugin). */
export function addRetryAfterHeader(app: FastifyInstance): void {
  app.addHook('onError', async (_request: FastifyRequest, reply: FastifyReply, error: Error) => {
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
  });
}
