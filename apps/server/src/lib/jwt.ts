/**
 * Access tokens: HS256 JWTs carrying `UserInfo` (SPEC §3 Session), valid 15 minutes, plus `sid`: the
 * login session (refresh-token family) they were issued for, so "end my other sessions" can spare it, and `ver`:
 * the user's token version when it was signed. The auth plugin checks both against the database (ADR 9).
 *
 * Verifying is the costliest step of an authenticated request (WebCrypto HMAC: a key import and a thread-pool job,
 * about an eighth of the server's CPU under load, issue 12), and a client sends the same token for up to 15 minutes.
 * So a successful verification is remembered by the token's exact text: a token seen again is only checked against
 * its own `exp`/`nbf` with the current clock, as `jwtVerify` would. The answer depends on nothing else (one fixed
 * key), so no revocation is delayed: the session check of ADR 9 still runs for every request. Failures are never
 * remembered.
 */
import { accessTokenClaimsSchema, type UserInfo } from '@sewamudah/shared';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Verified tokens remembered per process (the oldest go first); about 1 KB each. */
export const VERIFIED_TOKENS_MAX = 10_000;

export interface VerifiedAccess {
  user: UserInfo;
  /** The login session the token belongs to; null for tokens minted without one (tests, tools). */
  sessionId: string | null;
  /** The user's token version at signing (`ver`); tokens signed before versions existed count as 0. */
  tokenVersion: number;
}

export interface AccessTokens {
  sign(user: UserInfo, sessionId?: string, tokenVersion?: number): Promise<string>;
  /** Returns the identity, or null when the token is invalid or expired. */
  verify(token: string): Promise<VerifiedAccess | null>;
  /**
   * Without waiting: the identity of a token verified before and still within its validity, null for a remembered
   * token that has expired, undefined when the token must go through `verify`.
   */
  verifyKnown(token: string): VerifiedAccess | null | undefined;
}

interface Remembered {
  access: VerifiedAccess;
  /** The token's `exp` and `nbf` (NumericDate seconds), when it has them. */
  exp: number | undefined;
  nbf: number | undefined;
}

const numericDate = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export function createAccessTokens(
  secret: string,
  clock: () => Date = () => new Date(),
  options: { remember?: number } = {},
): AccessTokens {
  const remember = options.remember ?? VERIFIED_TOKENS_MAX;
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Remembered>();

  function known(token: string): VerifiedAccess | null | undefined {
    const hit = verified.get(token);
    if (!hit) return undefined;
    // jwtVerify's own rules: expired when exp <= now, not yet valid when nbf > now (seconds, no tolerance).
    const now = Math.floor(clock().getTime() / 1000);
    if ((hit.exp !== undefined && hit.exp <= now) || (hit.nbf !== undefined && hit.nbf > now)) {
      // Forgotten: should the clock go back (tests), the next call verifies again, as before.
      verified.delete(token);
      return null;
    }
    return hit.access;
  }

  return {
    async sign(user, sessionId, tokenVersion = 0) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ UserInfo: user, ver: tokenVersion, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verifyKnown: known,
    async verify(token) {
      const hit = known(token);
      if (hit !== undefined) return hit;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        const parsed = accessTokenClaimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        const access: VerifiedAccess = Object.freeze({
          user: Object.freeze(parsed.data.UserInfo),
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
          tokenVersion: typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0,
        });
        if (verified.size >= remember) verified.delete(verified.keys().next().value as string);
        verified.set(token, { access, exp: numericDate(payload.exp), nbf: numericDate(payload.nbf) });
        return access;
      } catch {
        return null;
      }
    },
  };
}
