/**
 * The login throttle (ADR 10, after OWASP's authentication guidance): failed logins are counted per
 * (address, IP) pair, with a much higher ceiling per IP, in PostgreSQL so every replica shares the counts.
 * Only the client that has been failing waits: the right password from another IP is never refused, however
 * hard someone hammers the account elsewhere (no account-wide lock-out an attacker could trigger). Many failures
 * for one address across IPs are logged for the operators instead.
 *
 * A browser presenting a device cookie for the address (login-device.ts) is counted on its own instead.
 *
 * A slow account-wide backstop (100 failures a day per address, from browsers without that device cookie) slows
 * distributed guessing: past it, a new browser waits for the day's window to end, while a browser that logged in to
 * the account before is exempt, and a password reset (proof of the mailbox) lifts it at once.
 *
 * Each attempt is counted *before* the password is checked, so parallel guesses cannot slip past the limit;
 * an attempt that turns out right (or is refused for another reason) is given back.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type CounterRef, clearCounter, decrementCounter, incrementCounters } from '../../lib/rate-limit/counters.js';
import { assertWithinLimits, byBodyEmail, MINUTE_MS } from './rate-limit.js';

export interface LoginLimits {
  windowMs: number;
  /** Failed attempts per (address, IP) pair and window; the pair then waits for the window to end. */
  perPair: number;
  /** Failed attempts per IP (any address) and window: stops spraying, high enough for a shared NAT. */
  perIp: number;
  /** Failures per address (any IP) after which a warning is logged once per window; nothing is refused. */
  accountAlert: number;
  /** Failed attempts per device cookie and window. */
  perDevice: number;
  /** The backstop: failures per address (any IP, no device cookie) and day-long window. */
  perAccountDay: number;
  accountDayWindowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * MINUTE_MS,
  perPair: 5,
  perIp: 100,
  accountAlert: 50,
  perDevice: 5,
  perAccountDay: 100,
  accountDayWindowMs: 24 * 60 * MINUTE_MS,
};

const ACCOUNT_DAY_BUCKET = 'login-account-day';

export interface LoginAttempt {
  /** The password was right: forget the pair's failures and give the attempt back. */
  succeeded(): Promise<void>;
  /** Refused for another reason than a wrong password: give the attempt back. */
  notCounted(): Promise<void>;
}

export class LoginThrottle {
  constructor(
    private readonly deps: { db: () => Db; now: () => Date; log: FastifyBaseLogger },
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  /**
   * Counts the attempt; throws 429 with Retry-After when this pair or this IP (or, with a device cookie for the
   * address, this device) has used up its failures.
   */
  async begin(request: FastifyRequest, device?: string): Promise<LoginAttempt> {
    const email = byBodyEmail(request) ?? '';
    const { windowMs } = this.limits;
    const ip: CounterRef = { bucket: 'login-ip', key: request.ip, windowMs };
    const pair: CounterRef = device
      ? { bucket: 'login-device', key: device, windowMs }
      : { bucket: 'login-pair', key: `${email}\n${request.ip}`, windowMs };
    const account: CounterRef = { bucket: 'login-account', key: email, windowMs };
    const accountDay: CounterRef = { bucket: ACCOUNT_DAY_BUCKET, key: email, windowMs: this.limits.accountDayWindowMs };
    const now = this.deps.now();
    const counted = device ? [pair, account] : [pair, account, ip, accountDay];
    const [pairState, accountState, ipState, accountDayState] = await incrementCounters(this.deps.db(), counted, now);
    if (accountState?.count === this.limits.accountAlert + 1) {
      this.deps.log.warn(
        { email, failures: accountState.count },
        'many failed logins for one address from several IPs',
      );
    }
    assertWithinLimits(
      [
        ...(pairState ? [{ ...pairState, max: device ? this.limits.perDevice : this.limits.perPair }] : []),
        ...(ipState ? [{ ...ipState, max: this.limits.perIp }] : []),
        ...(accountDayState ? [{ ...accountDayState, max: this.limits.perAccountDay }] : []),
      ],
      now,
    );
    const giveBack = async () => {
      const db = this.deps.db();
      if (!device) {
        await decrementCounter(db, ip, now);
        await decrementCounter(db, accountDay, now);
      }
      await decrementCounter(db, account, now);
    };
    return {
      succeeded: async () => {
        await clearCounter(this.deps.db(), pair);
        await giveBack();
      },
      notCounted: async () => {
        await decrementCounter(this.deps.db(), pair, now);
        await giveBack();
      },
    };
  }

  /** Lifts the account's daily backstop (its password was just set through a mailed link). */
  async forgetAccount(email: string): Promise<void> {
    await clearCounter(this.deps.db(), { bucket: ACCOUNT_DAY_BUCKET, key: email.trim().toLowerCase() });
  }
}
