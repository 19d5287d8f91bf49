/** Opaque secrets (refresh tokens, verification codes): random, url-safe, stored only as SHA-256 hashes. */
import { createHash, randomBytes } from 'node:crypto';

export const createSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (token: string): string => createHash('sha256').update(token).digest('hex');
