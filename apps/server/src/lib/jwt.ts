/** Access tokens: HS256 JWTs carrying `UserInfo` (SPEC §3 Session), valid 15 minutes. */
import { accessTokenClaimsSchema, type UserInfo } from '@sewamudah/shared';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokens {
  sign(user: UserInfo): Promise<string>;
  /** Returns the claims, or null when the token is invalid or expired. */
  verify(token: string): Promise<UserInfo | null>;
}

export function createAccessTokens(secret: string, clock: () => Date = () => new Date()): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ UserInfo: user })
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
        return parsed.success ? parsed.data.UserInfo : null;
      } catch {
        return null;
      }
    },
  };
}
