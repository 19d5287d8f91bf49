/**
 * "Changes requested" (issue 27 §2, ADR 40): an admin asks the applicant for more (documents from the fixed list and
 * a message); the applicant is told (notification centre and e-mail, in their language) and the application shows
 * "Changes requested" (`screeningState`, beside the SPEC status) until they update it. Updating takes the profile
 * and documents as they are now into the application's snapshot, explicitly; it answers an open request.
 * Rules: only admins request, only the applicant updates, never on a decided application (409).
 */
import {
  type ChangesRequest,
  type DocumentCategory,
  SCREENING_CONSENT_VERSION,
  type UserInfo,
} from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import {
  applications,
  applicationScreenings,
  properties,
  rooms,
  screeningChangeRequests,
  screeningDocuments,
  users,
} from '../../db/schema/index.js';
import { badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import type { TenantIdentity } from '../../lib/pdf/contract-terms.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { notify } from '../notifications/notify.js';
import * as repo from './screening.repository.js';
import { missingFor } from './screening.service.js';
import { screeningText } from './screening.texts.js';

type ChangesKey = 'decided' | 'alreadyRequested' | 'documentsMissing' | 'categoriesRequired' | 'messageRequired';
export const changesText = (key: ChangesKey): string => translator('en')(`screeningChangesServer.${key}`);

type RequestRow = typeof screeningChangeRequests.$inferSelect;

export const changesRequestDto = (row: RequestRow): ChangesRequest => ({
  id: row.id,
  categories: row.categories,
  message: row.message,
  requestedAt: row.requestedAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** The application, locked, with what a notice to its applicant needs; null when it does not exist. */
async function lockApplication(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      firstname: users.firstname,
      email: users.email,
      language: users.language,
      propertyName: properties.name,
      roomName: rooms.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  return row ?? null;
}

/** The newest request of an application (open or answered), for the screening resource. */
export async function latestChangesRequest(db: DbOrTx, applicationId: string): Promise<ChangesRequest | null> {
  const [row] = await db
    .select()
    .from(screeningChangeRequests)
    .where(eq(screeningChangeRequests.applicationId, applicationId))
    .orderBy(desc(screeningChangeRequests.requestedAt), desc(screeningChangeRequests.id))
    .limit(1);
  return row ? changesRequestDto(row) : null;
}

function changesEmail(
  to: NonNullable<Awaited<ReturnType<typeof lockApplication>>>,
  request: RequestRow,
  publicUrl: string,
): OutboxEmail {
  const language = to.language;
  const t = translator(language);
  const place = to.roomName ? t('email.unit', { room: to.roomName, property: to.propertyName }) : to.propertyName;
  const documents = request.categories.map((c) => t(`screeningUi.categories.${c}`)).join(', ');
  return {
    kind: 'screening-changes-requested',
    dedupeKey: `screening-changes-requested:${request.id}`,
    to: to.email,
    ...renderEmail({
      language,
      subject: t('screeningMail.changesSubject', { place: to.propertyName }),
      greeting: t('email.greeting', { name: to.firstname }),
      paragraphs: [
        t('screeningMail.changesIntro', { place }),
        t('screeningMail.changesDocuments', { documents }),
        t('screeningMail.changesMessage', { message: request.message }),
        t('screeningMail.changesSteps'),
      ],
      action: { label: t('screeningMail.changesAction'), url: `${publicUrl}/application` },
    }),
  };
}

/** An admin asks for more: one open request per application, only while it waits for a decision. */
export async function requestChanges(
  deps: AppDeps,
  publicUrl: string,
  admin: UserInfo,
  applicationId: string,
  body: { categories: DocumentCategory[]; message: string },
): Promise<ChangesRequest> {
  const now = deps.clock();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const application = await lockApplication(tx, applicationId);
      if (!application) throw notFound(screeningText('notFound'));
      if (application.status !== 'Waiting for Response') throw conflict(changesText('decided'));
      const [open] = await tx
        .select({ id: screeningChangeRequests.id })
        .from(screeningChangeRequests)
        .where(
          and(eq(screeningChangeRequests.applicationId, applicationId), isNull(screeningChangeRequests.answeredAt)),
        );
      if (open) throw conflict(changesText('alreadyRequested'));
      const [request] = await tx
        .insert(screeningChangeRequests)
        .values({
          applicationId,
          requestedBy: admin.userId,
          categories: [...new Set(body.categories)],
          message: body.message,
          requestedAt: now,
        })
        .returning();
      await notify(tx, {
        userId: application.userId,
        category: 'applications',
        kind: 'screeningChangesRequested',
        values: {
          place: application.roomName
            ? `${application.roomName}, ${application.propertyName}`
            : application.propertyName,
        },
        link: '/application',
        dedupeKey: `screening-changes-requested:${request!.id}`,
        email: changesEmail(application, request!, publicUrl),
      });
      return changesRequestDto(request!);
    });
  } catch (error) {
    // Two admins asking at once: the partial unique index keeps one open request.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(changesText('alreadyRequested'));
    throw error;
  }
}

/**
 * The applicant updates their waiting application: the profile and documents as they are now become its snapshot
 * (consent given now if the application had none), and an open request is answered. Every requested category must
 * be among the documents, and the profile must be complete (400).
 */
export async function updateApplicationScreening(
  deps: AppDeps,
  user: UserInfo,
  applicationId: string,
  input: { consent: boolean; ip: string | null },
): Promise<{ applicationId: string; snapshotUpdatedAt: string; changesRequest: ChangesRequest | null }> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application || application.userId !== user.userId) throw notFound(screeningText('notFound'));
    if (application.status !== 'Waiting for Response') throw conflict(changesText('decided'));
    const [screening] = await tx
      .select()
      .from(applicationScreenings)
      .where(eq(applicationScreenings.applicationId, applicationId));
    if (!screening?.consentAt && !input.consent) throw badRequest(screeningText('consentRequired'));
    const [profile, documents] = await Promise.all([
      repo.findProfile(tx, user.userId),
      repo.listDocuments(tx, user.userId),
    ]);
    const [open] = await tx
      .select()
      .from(screeningChangeRequests)
      .where(and(eq(screeningChangeRequests.applicationId, applicationId), isNull(screeningChangeRequests.answeredAt)));
    if (open && open.categories.some((category) => !documents.some((d) => d.category === category))) {
      throw badRequest(changesText('documentsMissing'));
    }
    if (missingFor(profile?.profile ?? null, documents).length > 0)
      throw badRequest(screeningText('profileIncomplete'));
    const documentIds = documents.map((d) => d.id);
    const consent = screening?.consentAt
      ? {}
      : { consentVersion: SCREENING_CONSENT_VERSION, consentAt: now, consentIp: input.ip };
    await tx
      .insert(applicationScreenings)
      .values({
        applicationId,
        snapshot: profile!.profile,
        documentIds,
        complete: true,
        snapshotUpdatedAt: now,
        ...consent,
      })
      .onConflictDoUpdate({
        target: applicationScreenings.applicationId,
        set: { snapshot: profile!.profile, documentIds, complete: true, snapshotUpdatedAt: now, ...consent },
      });
    if (documentIds.length > 0) {
      await tx.update(screeningDocuments).set({ lastUsedAt: now }).where(inArray(screeningDocuments.id, documentIds));
    }
    let answered: RequestRow | undefined;
    if (open) {
      [answered] = await tx
        .update(screeningChangeRequests)
        .set({ answeredAt: now })
        .where(eq(screeningChangeRequests.id, open.id))
        .returning();
    }
    return {
      applicationId,
      snapshotUpdatedAt: now.toISOString(),
      changesRequest: answered ? changesRequestDto(answered) : null,
    };
  });
}

/**
 * The tenant's IC or passport for a new agreement (issue 27 §4), from the application's submitted snapshot; null
 * without one (an original client's application, or a snapshot already deleted).
 */
export async function tenantIdentityOf(db: DbOrTx, applicationId: string): Promise<TenantIdentity | null> {
  const [row] = await db
    .select({ snapshot: applicationScreenings.snapshot })
    .from(applicationScreenings)
    .where(eq(applicationScreenings.applicationId, applicationId));
  const snapshot = row?.snapshot;
  if (!snapshot?.idNumber) return null;
  return {
    kind: snapshot.idType === 'passport' ? 'passport' : 'mykad',
    number: snapshot.idNumber,
    nationality: snapshot.nationality ?? null,
  };
}
