/** Reads the UserInfo claims of an access token. The signature is the server's business; this is display only. */
import { accessTokenClaimsSchema, type UserInfo } from '@sewamudah/shared';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's UserInfo, or null when the token is malformed or its claims do not match the schema. */
export function decodeUserInfo(accessToken: string): UserInfo | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const parsed = accessTokenClaimsSchema.safeParse(claims);
    return parsed.success ? parsed.data.UserInfo : null;
  } catch {
    return null;
  }
}
