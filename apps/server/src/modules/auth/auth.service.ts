/**
 * Sessions (ARCHITECTURE §6): a 15-minute access JWT plus an opaque refresh token that is stored hashed,
 * rotated on every refresh and revoked on logout. Presenting an already rotated token means it was copied:
 * the whole family (every token descended from that login) is revoked.
 */
import { randomUUID } from 'node:crypto';
import { fullName, messages, REFRESH_TOKEN_TTL_DAYS, type UserInfo } from '@sewamudah/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { AccessTokens } from '../../lib/jwt.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import * as repo from './auth.repository.js';
import { createSecretToken, hashSecret } from './secret-token.js';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
}

export interface IssuedSession {
  accessToken: string;
  /** Goes into the httpOnly cookie only, never into a body. */
  refreshToken: string;
}

const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Verifying against a throwaway hash keeps "no such user" as slow as "wrong password". */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0000'));

const toUserInfo = (user: repo.SessionUser): UserInfo => ({
  userId: user.id,
  userType: user.userType,
  userName: fullName(user),
});

async function storeRefreshToken(db: DbOrTx, userId: string, familyId: string, now: Date): Promise<string> {
  const token = createSecretToken();
  await repo.insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
  });
  return token;
}

export async function login(deps: SessionDeps, email: string, password: string): Promise<IssuedSession> {
  const user = await repo.findSessionUserByEmail(deps.db, email);
  if (!user) {
    await verifyPassword(await getDummyHash(), password);
    throw unauthorized(messages.session.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(messages.session.invalidCredentials);
  if (user.status !== 'active') throw forbidden(messages.session.pendingAccount);

  const now = deps.clock();
  const sessionId = randomUUID();
  const refreshToken = await deps.db.transaction(async (tx) => {
    await repo.deleteStaleRefreshTokens(tx, user.id, now);
    return storeRefreshToken(tx, user.id, sessionId, now);
  });
  return { accessToken: await deps.tokens.sign(toUserInfo(user), sessionId), refreshToken };
}

type RotationOutcome =
  | { ok: true; user: repo.SessionUser; refreshToken: string; sessionId: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'inactive' };

/** GET /auth/refresh: trades a refresh token for a new pair. Any failure is a 403 and ends the session. */
export async function refresh(deps: SessionDeps, presentedToken: string | undefined): Promise<IssuedSession> {
  if (!presentedToken) throw unauthorized(messages.session.notLoggedIn);
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<RotationOutcome> => {
    const row = await repo.lockRefreshTokenByHash(tx, hashSecret(presentedToken));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.replacedAt) {
      // Committed before answering: the revocation must survive the 403.
      await repo.revokeRefreshTokenFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    const user = await repo.findSessionUserById(tx, row.userId);
    if (!user || user.status !== 'active') {
      await repo.revokeRefreshTokenFamily(tx, row.familyId, now);
      return { ok: false, reason: 'inactive' };
    }
    await repo.markRefreshTokenReplaced(tx, row.id, now);
    const refreshToken = await storeRefreshToken(tx, user.id, row.familyId, now);
    return { ok: true, user, refreshToken, sessionId: row.familyId };
  });
  if (!outcome.ok) throw forbidden(messages.session.tokenInvalid);
  return {
    accessToken: await deps.tokens.sign(toUserInfo(outcome.user), outcome.sessionId),
    refreshToken: outcome.refreshToken,
  };
}

/** POST /auth/logout: revokes the device's token family. Unknown or missing tokens are fine (idempotent). */
export async function logout(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  presentedToken: string | undefined,
): Promise<void> {
  if (!presentedToken) return;
  const row = await repo.findRefreshTokenByHash(deps.db, hashSecret(presentedToken));
  if (row) await repo.revokeRefreshTokenFamily(deps.db, row.familyId, deps.clock());
}

/**
 * Ends a user's sessions: all of them (an admin reset their password or suspended the account), or all
 * but the one in use (the user changed their own password).
 */
export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await repo.revokeUserRefreshTokens(db, userId, now, keepSessionId);
}
