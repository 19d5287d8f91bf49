/**
 * Sessions (ARCHITECTURE §6): a 15-minute access JWT plus an opaque refresh token that is stored hashed,
 * rotated on every refresh and revoked on logout. Presenting an already rotated token means it was copied:
 * the whole family (every token descended from that login) is revoked, unless it comes back within the reuse
 * interval (ADR 7): two refreshes racing with one cookie both get a successor in the same family.
 */
import { randomUUID } from 'node:crypto';
import { fullName, messages, REFRESH_TOKEN_TTL_DAYS, type UserInfo } from '@sewamudah/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import type { AccessTokens } from '../../lib/jwt.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import * as repo from './auth.repository.js';
import { createSecretToken, hashSecret } from './secret-token.js';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  /** How long a rotated-out refresh token may still be exchanged (REFRESH_REUSE_INTERVAL_SECONDS); 0 = never. */
  reuseIntervalMs?: number;
}

export interface IssuedSession {
  accessToken: string;
  /** Goes into the httpOnly cookie only, never into a body. */
  refreshToken: string;
}

/** `AppError.code` of a right password on an unverified account: not a failed attempt for the throttle. */
export const PENDING_ACCOUNT = 'PENDING_ACCOUNT';

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
  // 401, not 403: clients of the original API take any 403 for an expired session (ADR 0008).
  if (user.status !== 'active') throw new AppError(401, messages.session.pendingAccount, { code: PENDING_ACCOUNT });

  const now = deps.clock();
  const sessionId = randomUUID();
  const refreshToken = await deps.db.transaction(async (tx) => {
    await repo.deleteStaleRefreshTokens(tx, user.id, now);
    return storeRefreshToken(tx, user.id, sessionId, now);
  });
  return { accessToken: await deps.tokens.sign(toUserInfo(user), sessionId, user.tokenVersion), refreshToken };
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
    // A rotated-out token within the reuse interval is a concurrent refresh (two requests, one cookie): it gets
    // another successor in the same family. Later, it was copied. Committed before answering: the revocation
    // must survive the 403.
    const sinceRotation = row.replacedAt ? now.getTime() - row.replacedAt.getTime() : null;
    if (sinceRotation !== null && sinceRotation >= (deps.reuseIntervalMs ?? 0)) {
      await repo.revokeRefreshTokenFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    const user = await repo.findSessionUserById(tx, row.userId);
    if (!user || user.status !== 'active') {
      await repo.revokeRefreshTokenFamily(tx, row.familyId, now);
      return { ok: false, reason: 'inactive' };
    }
    // The window runs from the first rotation: a grace successor does not extend it.
    if (!row.replacedAt) await repo.markRefreshTokenReplaced(tx, row.id, now);
    const refreshToken = await storeRefreshToken(tx, user.id, row.familyId, now);
    return { ok: true, user, refreshToken, sessionId: row.familyId };
  });
  if (!outcome.ok) throw forbidden(messages.session.tokenInvalid);
  return {
    accessToken: await deps.tokens.sign(toUserInfo(outcome.user), outcome.sessionId, outcome.user.tokenVersion),
    refreshToken: outcome.refreshToken,
  };
}

/**
 * POST /auth/logout: revokes the device's token family, named by the refresh cookie and/or by the access token's
 * session, which ends that access token too (ADR 9). Unknown or missing tokens are fine (idempotent).
 * Answers the users whose sessions ended.
 */
export async function logout(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  presentedToken: string | undefined,
  accessSession: { userId: string; sessionId: string } | null = null,
): Promise<string[]> {
  const ended = new Set<string>();
  const now = deps.clock();
  if (presentedToken) {
    const row = await repo.findRefreshTokenByHash(deps.db, hashSecret(presentedToken));
    if (row) {
      await repo.revokeRefreshTokenFamily(deps.db, row.familyId, now);
      ended.add(row.userId);
    }
  }
  if (accessSession) {
    await repo.revokeRefreshTokenFamily(deps.db, accessSession.sessionId, now);
    ended.add(accessSession.userId);
  }
  return [...ended];
}

/**
 * Ends a user's sessions: all of them (an admin reset their password or suspended the account), or all
 * but the one in use (the user changed their own password).
 */
export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await repo.revokeUserRefreshTokens(db, userId, now, keepSessionId);
}

/**
 * Ends every session and every access token of a user at once (deleted users need nothing: their row is gone):
 * the refresh families are revoked and the token version moves on, so even tokens naming no session stop working.
 */
export async function endAllSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await repo.revokeUserRefreshTokens(db, userId, now);
  await repo.bumpTokenVersion(db, userId);
}
