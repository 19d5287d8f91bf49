/**
 * Tenant screening (issue 27, ADR 40): the reusable profile and its documents, the consent and snapshot taken when
 * applying, and what an admin (or the applicant) sees of an application. Rules are enforced here: a customer reads
 * only their own (another's application is 404), a document in an open application cannot be deleted, an
 * application sent with consent must be complete.
 */
import {
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  SCREENING_CONSENT_VERSION,
  SCREENING_DOCUMENT_MAX_COUNT,
  type ScreeningDocument,
  type ScreeningFlag,
  type TenantProfileInput,
  type TenantProfileResponse,
  todayInMalaysia,
  type UserInfo,
} from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { StoredTenantProfile } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { assertAdminMayReadScreening } from '../data-rights/consent.js';
import { checkScreeningDocument, screeningStorageKey } from './screening-documents.js';
import * as repo from './screening.repository.js';
import { screeningText } from './screening.texts.js';

type DocumentRow = Awaited<ReturnType<typeof repo.listDocuments>>[number];

const toSen = (rm: number | null | undefined) => (rm == null ? null : Math.round(rm * 100));
const toRm = (sen: number | null) => (sen == null ? null : sen / 100);

export function toStored(input: TenantProfileInput): StoredTenantProfile {
  const { monthlyIncome, guarantorIncome, ...rest } = input;
  return { ...rest, monthlyIncomeSen: toSen(monthlyIncome), guarantorIncomeSen: toSen(guarantorIncome) };
}

export function toInput(stored: StoredTenantProfile): TenantProfileInput {
  const { monthlyIncomeSen, guarantorIncomeSen, ...rest } = stored;
  return { ...rest, monthlyIncome: toRm(monthlyIncomeSen), guarantorIncome: toRm(guarantorIncomeSen) };
}

export function documentDto(row: DocumentRow): ScreeningDocument {
  return {
    id: row.id,
    category: row.category,
    fileName: row.fileName,
    mime: row.mime,
    bytes: row.bytes,
    expiresOn: row.expiresOn,
    periodOn: row.periodOn,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** What a complete application still lacks: the profile, an identity document, income evidence (or a guarantor with income). */
export function missingFor(
  profile: StoredTenantProfile | null,
  documents: { category: DocumentCategory }[],
): ('profile' | 'identity' | 'income')[] {
  const has = (category: DocumentCategory) => documents.some((d) => d.category === category);
  const missing: ('profile' | 'identity' | 'income')[] = [];
  if (!profile) missing.push('profile');
  const identity =
    profile?.idType === 'passport' ? has('passport') && has('visa') : has('mykad_front') && has('mykad_back');
  if (!identity) missing.push('identity');
  const income = documents.some((d) => DOCUMENT_CATEGORIES[d.category] === 'income');
  const guarantor = Boolean(profile?.guarantorName && (profile.guarantorIncomeSen ?? 0) > 0);
  if (!income && !guarantor) missing.push('income');
  return missing;
}

export async function getProfile(db: DbOrTx, userId: string): Promise<TenantProfileResponse> {
  const [profile, documents] = await Promise.all([repo.findProfile(db, userId), repo.listDocuments(db, userId)]);
  const missing = missingFor(profile?.profile ?? null, documents);
  return {
    profile: profile
      ? { ...toInput(profile.profile), complete: missing.length === 0, updatedAt: profile.updatedAt.toISOString() }
      : null,
    documents: documents.map(documentDto),
    missing,
  };
}

export async function putProfile(deps: AppDeps, userId: string, input: TenantProfileInput) {
  const db = deps.database.db;
  await repo.upsertProfile(db, userId, toStored(input), deps.clock());
  return getProfile(db, userId);
}

export async function uploadDocument(
  deps: AppDeps,
  userId: string,
  file: Buffer,
  fields: { category: DocumentCategory; expiresOn?: string | null; periodOn?: string | null; fileName: string },
): Promise<ScreeningDocument> {
  const db = deps.database.db;
  if ((await repo.countDocuments(db, userId)) >= SCREENING_DOCUMENT_MAX_COUNT) {
    throw conflict(screeningText('tooMany'));
  }
  const checked = await checkScreeningDocument(file);
  const storageKey = screeningStorageKey(userId, checked.extension);
  await deps.storage.put(storageKey, checked.bytes, checked.mime);
  try {
    const row = await repo.insertDocument(db, {
      userId,
      category: fields.category,
      fileName: fields.fileName.slice(0, 200),
      mime: checked.mime,
      bytes: checked.bytes.byteLength,
      storageKey,
      expiresOn: fields.expiresOn ?? null,
      periodOn: fields.periodOn ?? null,
      createdAt: deps.clock(),
    });
    return documentDto(row);
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function deleteDocument(deps: AppDeps, userId: string, id: string): Promise<void> {
  const db = deps.database.db;
  const row = await repo.findOwnDocument(db, userId, id);
  if (!row) throw notFound(screeningText('notFound'));
  if (await repo.documentInOpenApplication(db, userId, id)) throw conflict(screeningText('inUse'));
  await repo.deleteDocument(db, id);
  await deps.storage.delete(row.storageKey);
}

/**
 * In the application's transaction: with consent, the profile and its documents as they are now (an incomplete
 * profile refuses the application, 400); without it (an original EasyRent client), a row marked incomplete.
 */
export async function recordApplicationScreening(
  tx: DbOrTx,
  input: { applicationId: string; userId: string; consent: boolean; ip: string | null; now: Date },
): Promise<void> {
  if (!input.consent) {
    await repo.insertScreening(tx, { applicationId: input.applicationId, complete: false });
    return;
  }
  const [profile, documents] = await Promise.all([
    repo.findProfile(tx, input.userId),
    repo.listDocuments(tx, input.userId),
  ]);
  const missing = missingFor(profile?.profile ?? null, documents);
  if (missing.length > 0) throw badRequest(screeningText('profileIncomplete'));
  await repo.insertScreening(tx, {
    applicationId: input.applicationId,
    snapshot: profile!.profile,
    documentIds: documents.map((d) => d.id),
    consentVersion: SCREENING_CONSENT_VERSION,
    consentAt: input.now,
    consentIp: input.ip,
    complete: true,
  });
  await repo.markDocumentsUsed(
    tx,
    documents.map((d) => d.id),
    input.now,
  );
}

/** Admins, and the applicant for their own application; anyone else gets 404. */
export async function screeningContext(db: DbOrTx, user: UserInfo, applicationId: string) {
  const row = await repo.findApplicationWithScreening(db, applicationId);
  if (!row || (user.userType !== 'admin' && row.application.userId !== user.userId)) {
    throw notFound(screeningText('notFound'));
  }
  // A withdrawn consent closes the admins' access at once (ADR 41), read from the database on every request.
  await assertAdminMayReadScreening(db, user.userType, applicationId);
  return row;
}

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

export function screeningFlags(
  snapshot: StoredTenantProfile | null,
  documents: DocumentRow[],
  today: string,
): ScreeningFlag[] {
  const flags = new Set<ScreeningFlag>();
  if (documents.some((d) => d.expiresOn !== null && d.expiresOn < today)) flags.add('expired_document');
  if (snapshot?.idType === 'passport' && snapshot.passExpiry && snapshot.passExpiry < today) flags.add('pass_expired');
  const payslips = documents.filter((d) => d.category === 'payslip' && d.periodOn);
  if (payslips.length > 0) {
    const newest = payslips
      .map((d) => d.periodOn!)
      .sort()
      .at(-1)!;
    if (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${newest}T00:00:00Z`) > 3 * MONTH_MS) flags.add('old_payslip');
  }
  return [...flags];
}

export { todayInMalaysia };
