/**
 * Short-lived signed URLs for private files, so a plain link (`<a href>`, new tab) opens them without a Bearer
 * header. The signature is an HMAC-SHA256 over the record id, the file kind and the expiry, with a key derived
 * from a server secret; a URL therefore opens only that one file of that one record, and only until it expires.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Seconds a minted URL stays valid. Lists refetch every 60 s, so the web app always holds a fresh one. */
export const SIGNED_FILE_URL_TTL_SECONDS = 5 * 60;

export type SignedFileCheck = 'valid' | 'expired' | 'invalid';

export interface SignedFileUrls {
  /** Absolute URL of `path` with `expires` (unix seconds) and `signature` bound to `recordId` and `kind`. */
  url(path: string, recordId: string, kind: string, now: Date): string;
  check(
    recordId: string,
    kind: string,
    expires: string | undefined,
    signature: string | undefined,
    now: Date,
  ): SignedFileCheck;
}

export function createSignedFileUrls(secret: string, publicUrl: string): SignedFileUrls {
  const key = Buffer.from(hkdfSync('sha256', secret, 'sewamudah', 'signed-file-urls/v1', 32));
  const mac = (recordId: string, kind: string, expires: number) =>
    createHmac('sha256', key).update(`${recordId}\n${kind}\n${expires}`).digest('base64url');

  return {
    url(path, recordId, kind, now) {
      const expires = Math.floor(now.getTime() / 1000) + SIGNED_FILE_URL_TTL_SECONDS;
      const query = new URLSearchParams({ expires: String(expires), signature: mac(recordId, kind, expires) });
      return `${publicUrl}${path}?${query.toString()}`;
    },
    check(recordId, kind, expires, signature, now) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(mac(recordId, kind, Number(expires)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
    },
  };
}
