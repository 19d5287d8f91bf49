/**
 * The login throttle: counts *failed* logins (wrong e-mail or password) per IP and per e-mail address and
 * answers 429 once a count is used up. Successful logins never count, and one clears its address's count,
 * so people who simply log in and out often (several devices, a demo walk-through) are never locked out,
 * while password guessing and spraying are. Other account endpoints count every request (rate-limit.ts).
 * Counts live in process memory, like the other limits: one replica's view.
 */
import { authMessages } from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import { RetryLaterError } from './rate-limit.js';

export interface LoginThrottleRule {
  name: string;
  /** Failed attempts allowed per window; the next attempt is refused until the window ends. */
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | undefined;
  /** Whether a successful login clears this rule's count for its key (per address: yes; per IP: no). */
  clearOnSuccess: boolean;
}

interface Count {
  failures: number;
  resetAt: number;
}

/** Above this many tracked keys, expired entries are swept before a new one is added. */
const SWEEP_THRESHOLD = 10_000;

export class LoginThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(
    private readonly rules: LoginThrottleRule[],
    private readonly now: () => number,
  ) {}

  /** Refuses (429 with Retry-After) a caller who used up a rule's failures in the current window. */
  assertAllowed(request: FastifyRequest): void {
    let retryAfterSeconds = 0;
    const now = this.now();
    for (const rule of this.rules) {
      const count = this.current(rule, request, now);
      if (count && count.failures >= rule.max) {
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((count.resetAt - now) / 1000));
      }
    }
    if (retryAfterSeconds > 0) {
      throw new RetryLaterError(authMessages.tooManyAttempts(retryAfterSeconds), retryAfterSeconds);
    }
  }

  recordFailure(request: FastifyRequest): void {
    const now = this.now();
    for (const rule of this.rules) {
      const key = rule.key(request);
      if (key === undefined) continue;
      const count = this.current(rule, request, now);
      if (count) {
        count.failures += 1;
        continue;
      }
      if (this.counts.size >= SWEEP_THRESHOLD) this.sweep(now);
      this.counts.set(`${rule.name}:${key}`, { failures: 1, resetAt: now + rule.windowMs });
    }
  }

  recordSuccess(request: FastifyRequest): void {
    for (const rule of this.rules) {
      const key = rule.key(request);
      if (rule.clearOnSuccess && key !== undefined) this.counts.delete(`${rule.name}:${key}`);
    }
  }

  private current(rule: LoginThrottleRule, request: FastifyRequest, now: number): Count | undefined {
    const key = rule.key(request);
    if (key === undefined) return undefined;
    const count = this.counts.get(`${rule.name}:${key}`);
    return count && count.resetAt > now ? count : undefined;
  }

  private sweep(now: number): void {
    for (const [key, count] of this.counts) if (count.resetAt <= now) this.counts.delete(key);
  }
}
