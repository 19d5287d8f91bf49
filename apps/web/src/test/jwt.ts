/** Unsigned test tokens: the web app only reads the payload. */
import type { UserInfo } from '@sewamudah/shared';

const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export function makeAccessToken(userInfo: UserInfo | Record<string, unknown>, extraClaims: object = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ UserInfo: userInfo, exp: 4_102_444_800, ...extraClaims }));
  return `${header}.${payload}.signature`;
}
