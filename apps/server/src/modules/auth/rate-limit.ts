/**
 * Rate limits that count every request (registration, resend, verification, payments): each rule is a counter in
 * PostgreSQL (lib/rate-limit/counters.ts), so the limit holds across every replica. A request is counted against
 * all its rules at once (e.g. per IP *and* per e-mail address) and refused with 429 + Retry-After when any is
 * used up. Login counts failed attempts only (login-throttle.ts). ADR 10.
 */
import { authMessages } from '@sewamudah/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { type CounterRef, type CounterState, incrementCounters } from '../../lib/rate-limit/counters.js';

/** A 429 that tells the client when to come back (the error handler sets `Retry-After`). */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { code: 'RETRY_LATER' });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RateLimitRule {
  /** Counter name, e.g. `register-ip`. */
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
  return typeof body.email === 'string' && body.email ? body.email.trim().toLowerCase() : undefined;
};
/** The logged-in user (preHandlers after requireUser/requireCustomer). */
export const byUser = (request: FastifyRequest): string | undefined => request.user?.userId;

/** Throws a RetryLaterError when any counter went past its maximum; Retry-After is the latest window end. */
export function assertWithinLimits(states: (CounterState & { max: number })[], now: Date): void {
  let retryAfterSeconds = 0;
  for (const state of states) {
    if (state.count > state.max) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
    }
  }
  if (retryAfterSeconds > 0) {
    throw new RetryLaterError(authMessages.tooManyAttempts(retryAfterSeconds), retryAfterSeconds);
  }
}

/** The counters of `rules` that apply to this request. */
export function countersFor(rules: RateLimitRule[], request: FastifyRequest): (CounterRef & { max: number })[] {
  return rules.flatMap((rule) => {
    const key = rule.key(request);
    return key === undefined ? [] : [{ bucket: rule.name, key, windowMs: rule.timeWindowMs, max: rule.max }];
  });
}

/** A preHandler that counts the request against every rule and answers 429 when any is exceeded. */
export function rateLimited(app: FastifyInstance, rules: RateLimitRule[]): preHandlerAsyncHookHandler {
  if (!app.config.rateLimitEnabled) return async () => undefined;
  return async (request) => {
    const counters = countersFor(rules, request);
    if (counters.length === 0) return;
    const now = app.deps.clock();
    const states = await incrementCounters(app.deps.database.db, counters, now);
    assertWithinLimits(
      states.map((state, i) => ({ ...state, max: counters[i]?.max ?? Infinity })),
      now,
    );
  };
}
