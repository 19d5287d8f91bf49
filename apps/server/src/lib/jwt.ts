/**
 * Access tokens: HS256 JWTs carrying `UserInfo` (SPEC §3 Session), valid 15 minutes, plus `sid`: the
 * login session (refresh-token family) they were issued for, so "end my other sessions" can spare it, and `ver`:
 * the user's token version when it was signed. The auth plugin checks both against the database (ADR 9).
 */
import { accessTokenClaimsSchema, type UserInfo } from '@sewamudah/shared';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

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
}

export function createAccessTokens(secret: string, clock: () => Date = () => new Date()): AccessTokens {
  const key = new TextEncoder().encode(secret);
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        const parsed = accessTokenClaimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        return {
          user: parsed.data.UserInfo,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
          tokenVersion: typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0,
        };
      } catch {
        return null;
      }
    },
  };
}
