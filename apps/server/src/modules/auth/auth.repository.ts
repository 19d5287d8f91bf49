/** The only SQL of the auth module: refresh tokens, e-mail verification codes and the user fields they need. */
import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailVerifications, passwordTokens, refreshTokens, users } from '../../db/schema/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'firstname' | 'lastname' | 'email' | 'userType' | 'status' | 'passwordHash' | 'tokenVersion'
>;

const sessionUserColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  userType: users.userType,
  status: users.status,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
};

export async function findSessionUserByEmail(db: DbOrTx, email: string): Promise<SessionUser | undefined> {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Serialises concurrent requests about one account (e.g. two resends racing the cooldown). */
export async function lockUserRow(db: DbOrTx, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function findSessionUserById(db: DbOrTx, id: string): Promise<SessionUser | undefined> {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

// ---- refresh tokens ----

export async function insertRefreshToken(db: DbOrTx, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The token row, locked so two refreshes with the same token are serialised. */
export async function lockRefreshTokenByHash(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function findRefreshTokenByHash(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function markRefreshTokenReplaced(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ replacedAt: at }).where(eq(refreshTokens.id, id));
}

export async function revokeRefreshTokenFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserRefreshTokens(
  db: DbOrTx,
  userId: string,
  at: Date,
  exceptFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

/** Ends every access token of the user at once: they carry the old version (ADR 9). */
export async function bumpTokenVersion(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Housekeeping at login: a user's expired or long-revoked tokens are of no use any more. */
export async function deleteStaleRefreshTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      and(eq(refreshTokens.userId, userId), or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, now))),
    );
}

// ---- e-mail verification codes ----

export async function insertEmailVerification(
  db: DbOrTx,
  values: typeof emailVerifications.$inferInsert,
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** A code (used or not, expired or not) with the account it belongs to. */
export async function findVerificationByCodeHash(db: DbOrTx, codeHash: string) {
  const [row] = await db
    .select({
      id: emailVerifications.id,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.usedAt,
      user: {
        id: users.id,
        firstname: users.firstname,
        email: users.email,
        status: users.status,
        language: users.language,
      },
    })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(eq(emailVerifications.codeHash, codeHash))
    .limit(1);
  return row;
}

export async function latestVerificationSentAt(db: DbOrTx, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Marks every unused code of the user as used (its address changed). */
export async function retireVerificationCodes(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: at })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/** Uses the code once: false when another request used it first. */
export async function markVerificationUsed(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ usedAt: at })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  return rows.length > 0;
}

export async function activatePendingUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .update(users)
    .set({ status: 'active' })
    .where(and(eq(users.id, userId), eq(users.status, 'pending')))
    .returning({ email: users.email, status: users.status });
  return row;
}

export async function findVerificationUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      email: users.email,
      status: users.status,
      language: users.language,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

// ---- password links (reset and invitation; ADR 27) ----

export type PasswordTokenPurpose = (typeof passwordTokens.$inferInsert)['purpose'];

export async function insertPasswordToken(db: DbOrTx, values: typeof passwordTokens.$inferInsert): Promise<void> {
  await db.insert(passwordTokens).values(values);
}

/** Marks every unused link of the user as used (a newer one was sent, or the password was set). */
export async function retirePasswordTokens(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

/** A link's row with its account, locked so two uses of one link are serialised. */
export async function lockPasswordTokenByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      purpose: passwordTokens.purpose,
      expiresAt: passwordTokens.expiresAt,
      usedAt: passwordTokens.usedAt,
      user: { id: users.id, email: users.email, userType: users.userType, status: users.status },
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(eq(passwordTokens.tokenHash, tokenHash))
    .for('update', { of: passwordTokens })
    .limit(1);
  return row;
}

/** Sets the password. The status stays: pending is also how an admin suspends an account (ADR 9). */
export async function setUserPassword(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
