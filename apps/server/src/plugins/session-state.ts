/**
 * The current state of an access token's user and session (ADR 9), read with one indexed query: the user's
 * role, status, name and token version, and whether the token's login session (refresh-token family) is still
 * open. A process may reuse an answer for at most `ttlMs` (AUTH_STATE_CACHE_MS, ≤ 5 s); the truth is in
 * PostgreSQL, so every replica sees a revocation within that bound. Changes made through this process are
 * forgotten at once (`forgetUser`).
 */
import { fullName, type Language, type UserInfo } from '@sewamudah/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import type { VerifiedAccess } from '../lib/jwt.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Bounds the memory of the cache; past it the cache starts over (it only saves queries). */
const MAX_CACHED_USERS = 10_000;

export type SessionCheck = { ok: true; user: UserInfo; language: Language } | { ok: false };

interface UserSessionState {
  userType: UserInfo['userType'];
  status: string;
  userName: string;
  tokenVersion: number;
  sessionOpen: boolean;
  language: Language;
}

async function loadState(db: Db, userId: string, sessionId: string | null): Promise<UserSessionState | null> {
  const sessionOpen = sessionId
    ? sql<boolean>`exists (select 1 from refresh_tokens r where r.family_id = ${sessionId}::uuid
        and r.user_id = ${userId}::uuid and r.revoked_at is null)`
    : sql<boolean>`true`;
  const [row] = await db
    .select({
      userType: users.userType,
      status: users.status,
      firstname: users.firstname,
      lastname: users.lastname,
      tokenVersion: users.tokenVersion,
      language: users.language,
      sessionOpen,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    userType: row.userType,
    status: row.status,
    userName: fullName(row),
    tokenVersion: row.tokenVersion,
    sessionOpen: row.sessionOpen === true,
    language: row.language,
  };
}

export interface SessionStates {
  /** Whether a verified token may still act, and as whom (the role and name come from the database). */
  check(access: VerifiedAccess): Promise<SessionCheck>;
  /** Without waiting: `check`'s answer when this process may still reuse one, else undefined (call `check`). */
  checkKnown(access: VerifiedAccess): SessionCheck | undefined;
  /**
   * Drops what this process cached about a user (called after it changed their role, status or sessions), and tells
   * the `onForget` listeners (the notification streams of every replica, which then check their session again).
   */
  forgetUser(userId: string): void;
  /** Drops this process's cache of a user and tells nobody (a replica acting on another replica's news). */
  forgetLocally(userId: string): void;
  /** Called with the user's id on every `forgetUser`. */
  onForget(listener: (userId: string) => void): void;
}

const REFUSED: SessionCheck = Object.freeze({ ok: false });

function judge(access: VerifiedAccess, state: UserSessionState | null): SessionCheck {
  if (!state || state.status !== 'active' || !state.sessionOpen || state.tokenVersion !== access.tokenVersion) {
    return REFUSED;
  }
  return {
    ok: true,
    user: { userId: access.user.userId, userType: state.userType, userName: state.userName },
    language: state.language,
  };
}

const wellFormed = ({ user, sessionId }: VerifiedAccess): boolean =>
  UUID.test(user.userId) && (sessionId === null || UUID.test(sessionId));

export function createSessionStates(options: { db: () => Db; clock: Clock; ttlMs: number }): SessionStates {
  const cache = new Map<string, Map<string, { state: UserSessionState | null; expiresAt: number }>>();
  const listeners: Array<(userId: string) => void> = [];

  /** The reusable state, or undefined when there is none (or it is too old). */
  function cached(userId: string, key: string, now: number): UserSessionState | null | undefined {
    const hit = cache.get(userId)?.get(key);
    // (A clock set back cannot stretch the bound.)
    if (hit && hit.expiresAt > now && hit.expiresAt - now <= options.ttlMs) return hit.state;
    return undefined;
  }

  async function stateOf(userId: string, sessionId: string | null): Promise<UserSessionState | null> {
    const now = options.clock().getTime();
    const key = sessionId ?? '';
    const hit = cached(userId, key, now);
    if (hit !== undefined) return hit;
    const state = await loadState(options.db(), userId, sessionId);
    if (options.ttlMs > 0) {
      if (!cache.has(userId) && cache.size >= MAX_CACHED_USERS) cache.clear();
      const sessions = cache.get(userId) ?? new Map();
      sessions.set(key, { state, expiresAt: now + options.ttlMs });
      cache.set(userId, sessions);
    }
    return state;
  }

  return {
    async check(access) {
      if (!wellFormed(access)) return REFUSED;
      return judge(access, await stateOf(access.user.userId, access.sessionId));
    },
    checkKnown(access) {
      if (!wellFormed(access)) return REFUSED;
      const state = cached(access.user.userId, access.sessionId ?? '', options.clock().getTime());
      return state === undefined ? undefined : judge(access, state);
    },
    forgetUser(userId) {
      cache.delete(userId);
      for (const listener of listeners) listener(userId);
    },
    forgetLocally(userId) {
      cache.delete(userId);
    },
    onForget(listener) {
      listeners.push(listener);
    },
  };
}
