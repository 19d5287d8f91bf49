/**
 * Data rights (issue 27 §4, ADR 41): withdrawing the screening consent, deleting one's account, and the admins'
 * log of those requests and of every "download my data". Rules are enforced here.
 */
import { randomBytes } from 'node:crypto';
import type {
  ConsentStatusResponse,
  ConsentWithdrawalResponse,
  DataRightsRequest,
  DataRightsRequestKind,
  UserInfo,
} from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { boundedCount, pageOf } from '../../lib/lists/paging.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { endAllSessions } from '../auth/auth.service.js';
import * as repo from './data-rights.repository.js';
import { dataRightsText } from './data-rights.texts.js';

/** What the caller can still withdraw: applications whose screening data admins can open. */
export async function consentStatus(db: DbOrTx, userId: string): Promise<ConsentStatusResponse> {
  const rows = await repo.consentedApplications(db, userId);
  return {
    applications: rows
      .filter((row) => row.status !== 'Accepted' && row.status !== 'Completed')
      .map((row) => ({
        applicationId: row.applicationId,
        propertyName: row.propertyName,
        status: row.status,
        consentAt: row.consentAt.toISOString(),
      })),
  };
}

/**
 * Withdraws the consent of one application, or of every application that still shares the profile. Admins lose
 * access at once (the screening resource and its documents answer 404 to them); waiting applications become
 * Cancelled, with the reason in the application's trail. An application that led to a tenancy (Accepted,
 * Completed) keeps what it was assessed on for the tenancy: it is not covered (409 when asked by id).
 */
export async function withdrawConsent(
  deps: AppDeps,
  user: UserInfo,
  applicationId: string | undefined,
  ip: string | null,
): Promise<ConsentWithdrawalResponse> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    if (applicationId) {
      const own = await repo.findOwnApplication(tx, user.userId, applicationId);
      if (!own) throw notFound(dataRightsText('applicationNotFound'));
      if (!own.consent_at) throw conflict(dataRightsText('noConsent'));
      if (own.withdrawn) throw conflict(dataRightsText('alreadyWithdrawn'));
      if (own.status === 'Accepted' || own.status === 'Completed') throw conflict(dataRightsText('tenancyKept'));
    }
    const covered = (await repo.consentedApplications(tx, user.userId, { forUpdate: true })).filter(
      (row) =>
        row.status !== 'Accepted' &&
        row.status !== 'Completed' &&
        (applicationId === undefined || row.applicationId === applicationId),
    );
    // Between the check above and the lock the application may have been accepted: the same answer then.
    if (covered.length === 0) {
      throw conflict(dataRightsText(applicationId ? 'tenancyKept' : 'nothingToWithdraw'));
    }
    const withdrawn: string[] = [];
    for (const row of covered) {
      if (await repo.withdrawWaitingApplication(tx, row.applicationId, now)) withdrawn.push(row.applicationId);
      await repo.insertApplicationEvent(tx, {
        applicationId: row.applicationId,
        kind: repo.CONSENT_WITHDRAWN,
        actorId: user.userId,
        reason: dataRightsText('withdrawalReason'),
        at: now,
      });
    }
    const applicationIds = covered.map((row) => row.applicationId);
    await repo.logRequest(tx, {
      userId: user.userId,
      kind: 'consent_withdrawal',
      userLabel: user.userName,
      ip,
      detail: { applicationIds, withdrawnApplicationIds: withdrawn },
      createdAt: now,
    });
    return { applicationIds, withdrawnApplicationIds: withdrawn };
  });
}

/** Every export is logged for the admins before its first byte is sent. */
export async function logExport(deps: AppDeps, user: UserInfo, ip: string | null): Promise<void> {
  await repo.logRequest(deps.database.db, {
    userId: user.userId,
    kind: 'export',
    userLabel: user.userName,
    ip,
    createdAt: deps.clock(),
  });
}

/**
 * Deletes the caller's account (ADR 41): the current password is required; refused while a tenancy is live (or an
 * accepted application waits for its deposit), while a charge is unpaid, or for the last admin. Personal data are
 * erased or anonymised in one transaction, every session ends with it, and the screening files are removed from
 * storage after the commit. Financial records stay, under "Deleted user #n".
 */
export async function deleteAccount(
  deps: AppDeps,
  user: UserInfo,
  password: string,
  ip: string | null,
): Promise<{ storageKeys: string[] }> {
  const db = deps.database.db;
  const current = await repo.lockUser(db, user.userId);
  if (!current) throw notFound(dataRightsText('alreadyDeleted'));
  if (!(await verifyPassword(current.passwordHash, password))) {
    throw badRequest(dataRightsText('passwordWrong'), { password: dataRightsText('passwordWrong') });
  }
  // Hashed before the transaction: argon2 is slow, and nobody knows this password.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = deps.clock();
  const storageKeys = await db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, user.userId);
    if (!row || (await repo.isDeleted(tx, user.userId))) throw notFound(dataRightsText('alreadyDeleted'));
    if (row.userType === 'admin' && (await repo.otherActiveAdmins(tx, user.userId)) === 0) {
      throw conflict(dataRightsText('lastAdmin'));
    }
    const blockers = await repo.deletionBlockers(tx, user.userId);
    if (blockers.live) throw conflict(dataRightsText('liveTenancy'));
    if (blockers.unpaidSen > 0) throw conflict(dataRightsText('unpaid'));

    const n = await repo.nextDeletedNumber(tx);
    const label = `Deleted user #${n}`;
    const waiting = await repo.waitingApplicationIds(tx, user.userId);
    for (const applicationId of waiting) {
      await repo.insertApplicationEvent(tx, {
        applicationId,
        kind: repo.ACCOUNT_DELETED,
        actorId: user.userId,
        reason: dataRightsText('deletionReason'),
        at: now,
      });
    }
    const keys = await repo.screeningFileKeys(tx, user.userId);
    await repo.eraseUser(tx, {
      userId: user.userId,
      label,
      email: `deleted-user-${n}@deleted.invalid`,
      oldEmail: row.email,
      passwordHash: unusableHash,
      now,
    });
    await endAllSessions(tx, user.userId, now);
    await repo.logRequest(tx, {
      userId: user.userId,
      kind: 'deletion',
      userLabel: label,
      ip,
      detail: { withdrawnApplicationIds: waiting, wasAdmin: row.userType === 'admin' },
      createdAt: now,
    });
    return keys;
  });
  return { storageKeys };
}

/** After the erasure commits: the files leave storage (a failure is logged; the rows pointing at them are gone). */
export async function removeFiles(deps: AppDeps, keys: string[], log: { warn: (o: object, m: string) => void }) {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'data rights: file left'));
  }
}

export async function listRequests(db: DbOrTx, query: { page?: number | undefined; limit?: number | undefined }) {
  const page = pageOf(query);
  const [rows, total] = await Promise.all([repo.listRequests(db, page), boundedCount(db, repo.allRequests)]);
  const items: DataRightsRequest[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as DataRightsRequestKind,
    userId: row.userId,
    user: row.userLabel,
    ip: row.ip,
    at: row.createdAt.toISOString(),
  }));
  return { items, total };
}
