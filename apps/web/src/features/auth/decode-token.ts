/**
 * Reads access tokens: the token of a login or refresh answer, and the UserInfo claims inside one. The signature is
 * the server's business; this is display only. Checked by hand against `accessTokenResponseSchema` and
 * `accessTokenClaimsSchema` (shared/auth.ts): every page loads this module, and zod is not on a public page (issue 12).
 */
import { USER_TYPES, type UserInfo } from '@sewamudah/shared';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUserType = (value: unknown): value is UserInfo['userType'] =>
  (USER_TYPES as readonly unknown[]).includes(value);

/** The `accessToken` of a login or refresh answer (`{ accessToken }`), or null when the body is not one. */
export function readAccessToken(body: unknown): string | null {
  return isRecord(body) && typeof body.accessToken === 'string' ? body.accessToken : null;
}

/** The token's UserInfo, or null when the token is malformed or its claims do not match the schema. */
export function decodeUserInfo(accessToken: string): UserInfo | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const info = isRecord(claims) ? claims.UserInfo : undefined;
    if (!isRecord(info)) return null;
    const { userId, userType, userName } = info;
    if (typeof userId !== 'string' || typeof userName !== 'string' || !isUserType(userType)) return null;
    return { userId, userType, userName };
  } catch {
    return null;
  }
}
