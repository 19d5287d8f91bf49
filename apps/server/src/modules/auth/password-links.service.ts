/**
 * Links that set a password (ADR 27): "forgot password" (30 minutes) and the invitation of a user added by an admin
 * (7 days). Single-use tokens stored as SHA-256 hashes; the e-mail goes through the outbox in the user's language.
 * Setting the password ends every session of the account (ADR 9).
 */
import {
  authMessages,
  INVITATION_TTL_DAYS,
  PASSWORD_RESET_TTL_MINUTES,
  PRODUCT_NAME,
  type Language,
} from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { assertPasswordPolicy, hashPassword } from '../../lib/passwords.js';
import * as repo from './auth.repository.js';
import { endAllSessions } from './auth.service.js';
import { createSecretToken, hashSecret } from './secret-token.js';

export interface PasswordLinkDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

const LIFETIME_MS: Record<repo.PasswordTokenPurpose, number> = {
  reset: PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
  invite: INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000,
};

export const passwordLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password/${encodeURIComponent(token)}`;

interface Recipient {
  id: string;
  email: string;
  firstname: string;
  language?: Language;
}

/**
 * Stores a new link for the user and queues its e-mail, in the caller's transaction. Earlier unused links of the
 * user stop working: only the newest one in the mailbox sets a password.
 */
export async function sendPasswordLink(
  tx: DbOrTx,
  publicUrl: string,
  user: Recipient,
  purpose: repo.PasswordTokenPurpose,
  now: Date,
): Promise<void> {
  await repo.retirePasswordTokens(tx, user.id, now);
  const token = createSecretToken();
  await repo.insertPasswordToken(tx, {
    userId: user.id,
    purpose,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
  });
  const language = user.language ?? 'en';
  const t = translator(language);
  const url = passwordLink(publicUrl, token);
  const email =
    purpose === 'reset'
      ? renderEmail({
          language,
          subject: t('email.passwordReset.subject', { product: PRODUCT_NAME }),
          greeting: t('email.greeting', { name: user.firstname }),
          paragraphs: [t('email.passwordReset.intro', { product: PRODUCT_NAME })],
          action: { label: t('email.passwordReset.action'), url },
          footnote: t('email.passwordReset.footnote', { minutes: PASSWORD_RESET_TTL_MINUTES }),
        })
      : renderEmail({
          language,
          subject: t('email.invitation.subject', { product: PRODUCT_NAME }),
          greeting: t('email.greeting', { name: user.firstname }),
          paragraphs: [t('email.invitation.intro', { product: PRODUCT_NAME }), t('email.invitation.setPassword')],
          action: { label: t('email.invitation.action'), url },
          footnote: t('email.invitation.footnote', { days: INVITATION_TTL_DAYS }),
        });
  await enqueueEmail(tx, {
    ...email,
    to: user.email,
    kind: purpose === 'reset' ? 'password-reset' : 'invitation',
    dedupeKey: `password-${purpose}:${user.id}:${hashSecret(token)}`,
  });
}

/**
 * POST /auth/forgot-password. A known address gets a link; an unknown one gets nothing. Both run one transaction of
 * the same shape (the retire statement, matching no row for an unknown address), so that the answer and its timing
 * do not tell which addresses have accounts (ADR 10, 27).
 */
export async function requestPasswordReset(deps: PasswordLinkDeps, email: string): Promise<void> {
  const user = await repo.findVerificationUserByEmail(deps.db, email);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (!user) {
      hashSecret(createSecretToken());
      await repo.retirePasswordTokens(tx, '00000000-0000-4000-8000-000000000000', now);
      return;
    }
    await repo.lockUserRow(tx, user.id);
    await sendPasswordLink(tx, deps.publicUrl, user, 'reset', now);
  });
}

const linkInvalid = () => badRequest(authMessages.resetLinkInvalid, { token: authMessages.resetLinkInvalid });

/**
 * POST /auth/reset-password: sets the password of the link's account (the password rule of its role), uses the
 * link up, retires the account's other links and ends all of its sessions. Answers the account, so that the
 * route forgets its cached session state and clears its login backstop.
 */
export async function resetPassword(
  deps: Pick<PasswordLinkDeps, 'db' | 'clock'>,
  token: string,
  password: string,
): Promise<{ userId: string; email: string }> {
  const now = deps.clock();
  const tokenHash = hashSecret(token);
  // Checked before hashing (argon2 is slow on purpose): a dead link answers at once.
  const found = await repo.lockPasswordTokenByHash(deps.db, tokenHash);
  if (!found || found.usedAt || found.expiresAt.getTime() <= now.getTime()) throw linkInvalid();
  assertPasswordPolicy(password, { userType: found.user.userType, email: found.user.email });
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockPasswordTokenByHash(tx, tokenHash);
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw linkInvalid();
    await repo.setUserPassword(tx, row.user.id, passwordHash);
    await repo.retirePasswordTokens(tx, row.user.id, now);
    await endAllSessions(tx, row.user.id, now);
    return { userId: row.user.id, email: row.user.email };
  });
}
