/**
 * E-mail verification (SPEC §4 User status, Resend verification, Registration confirmation outcomes):
 * single-use codes stored hashed, valid 24 hours; a resend waits RESEND_VERIFICATION_COOLDOWN_S.
 */
import {
  authMessages,
  messages,
  RESEND_VERIFICATION_COOLDOWN_S,
  VERIFICATION_CODE_TTL_HOURS,
  type CheckEmailVerificationResponse,
  type Language,
  type VerifyUserResponse,
} from '@sewamudah/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import * as repo from './auth.repository.js';
import { RetryLaterError } from './rate-limit.js';
import { createSecretToken, hashSecret } from './secret-token.js';
import { buildVerificationEmail } from './verification-email.js';

export interface VerificationDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const CODE_TTL_MS = VERIFICATION_CODE_TTL_HOURS * 60 * 60 * 1000;

/** Stores a new code for the user (inside the caller's transaction) and returns it in clear for the e-mail. */
export async function issueVerificationCode(tx: DbOrTx, userId: string, now: Date): Promise<string> {
  const code = createSecretToken();
  await repo.insertEmailVerification(tx, {
    userId,
    codeHash: hashSecret(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/** A new address: the codes sent to the old one stop working, and a new code is issued for the new one. */
export async function reissueVerificationCode(tx: DbOrTx, userId: string, now: Date): Promise<string> {
  await repo.retireVerificationCodes(tx, userId, now);
  return issueVerificationCode(tx, userId, now);
}

/** Queues the e-mail with the code's link in the caller's transaction (the one that stored the code). */
export async function enqueueVerificationEmail(
  tx: DbOrTx,
  publicUrl: string,
  user: { id: string; email: string; firstname: string; language?: Language },
  code: string,
): Promise<void> {
  await enqueueEmail(tx, {
    ...buildVerificationEmail(publicUrl, user, code),
    kind: 'verification',
    dedupeKey: `verification:${user.id}:${hashSecret(code)}`,
  });
}

/** GET /auth/verify-user/:code — activates the account the code was sent for. */
export async function verifyUser(db: Db, clock: Clock, code: string): Promise<VerifyUserResponse> {
  const now = clock();
  const found = await repo.findVerificationByCodeHash(db, hashSecret(code));
  if (!found) throw notFound(messages.verification.userNotFound);
  if (found.user.status === 'active' || found.usedAt) throw conflict(messages.verification.noChanges);
  if (found.expiresAt.getTime() <= now.getTime()) throw new AppError(410, messages.verification.codeExpired);

  const activated = await db.transaction(async (tx) => {
    if (!(await repo.markVerificationUsed(tx, found.id, now))) return undefined;
    return repo.activatePendingUser(tx, found.user.id);
  });
  if (!activated) throw conflict(messages.verification.noChanges);
  return { message: messages.verification.verified, user: activated };
}

/** POST /auth/resend-verification-email — by address, or by a (possibly expired) code from an old link. */
export async function resendVerificationEmail(
  deps: VerificationDeps,
  body: { email?: string | undefined; confirmationCode?: string | undefined },
): Promise<void> {
  const user = body.email
    ? await repo.findVerificationUserByEmail(deps.db, body.email)
    : body.confirmationCode
      ? (await repo.findVerificationByCodeHash(deps.db, hashSecret(body.confirmationCode)))?.user
      : undefined;
  // By address, an unknown or already verified account gets the same answer as a sent mail (no e-mail goes
  // out): the answer must not tell which addresses have accounts (ADR 10). A code is a secret: no such concern.
  if (!user && body.email) return;
  if (!user) throw notFound(messages.verification.userNotFound);
  if (user.status === 'active' && body.email) return;
  if (user.status === 'active') throw conflict(messages.verification.alreadyActive);

  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await repo.lockUserRow(tx, user.id);
    const lastSentAt = await repo.latestVerificationSentAt(tx, user.id);
    const waitMs = lastSentAt ? lastSentAt.getTime() + RESEND_VERIFICATION_COOLDOWN_S * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RetryLaterError(authMessages.resendCooldown(seconds), seconds);
    }
    const code = await issueVerificationCode(tx, user.id, now);
    await enqueueVerificationEmail(tx, deps.publicUrl, user, code);
  });
}

/** GET /auth/check-email-verification/:email — only the address and its status. */
export async function checkEmailVerification(db: Db, email: string): Promise<CheckEmailVerificationResponse> {
  const user = await repo.findVerificationUserByEmail(db, email);
  // An unknown address reads like one waiting for verification; only "verified" is told apart (ADR 10).
  if (!user) return { user: { email: email.trim().toLowerCase(), status: 'pending' } };
  return { user: { email: user.email, status: user.status } };
}
