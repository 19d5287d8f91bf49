/**
 * The alert e-mails' one-click unsubscribe link (ADR 43): `<search id>.<key>`, the key a random 32-byte secret kept
 * on the search. It opens no session and does one thing: switch that search's alerts off. The jobs that write the
 * e-mails need no server secret, and deleting the search ends the link.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const newUnsubscribeKey = (): string => randomBytes(32).toString('base64url');

export const unsubscribeToken = (searchId: string, key: string): string => `${searchId}.${key}`;

/** The search id of a well-formed token (the key is compared with `keyMatches` once the row is read). */
export function readUnsubscribeToken(token: string): { searchId: string; key: string } | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { searchId: match[1]!, key: match[2]! } : null;
}

export function keyMatches(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The web's landing page of the link (it shows the search's name and asks for the one click). */
export const unsubscribePagePath = (token: string) => `/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
