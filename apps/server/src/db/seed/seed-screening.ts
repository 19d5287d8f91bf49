/**
 * Demo screening (issue 27, ADR 40): Arjun has a complete tenant profile (MyKad front and back, three payslips),
 * his waiting application for the Bangsar unit was sent with consent and the admin has already opened his latest
 * payslip (so his access log shows it). Nurul's waiting applications came without a profile: "Profile incomplete",
 * and on her Cyberjaya room the admin has asked for more ("Changes requested": MyKad and an offer letter, with a
 * message); her Bangsar application asks her, in her notifications and on her dashboard, to complete her profile and
 * update it. Aisyah's ended Medini tenancy shows what retention leaves (ADR 40): its snapshot and documents were
 * deleted 90 days after the tenancy ended, and the screening panel lists their tombstones.
 */
import { addDays, SCREENING_CONSENT_VERSION, todayInMalaysia } from '@sewamudah/shared';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { notify } from '../../modules/notifications/notify.js';
import { profileIncompleteDedupeKey } from '../../modules/screening/screening-nudge.js';
import { toStored } from '../../modules/screening/screening.service.js';
import {
  applications,
  applicationScreenings,
  contracts,
  documentAccessLog,
  properties,
  screeningChangeRequests,
  screeningDocuments,
  screeningTombstones,
  tenantProfiles,
  users,
} from '../schema/index.js';

const DAY_MS = 86_400_000;

async function payslipPdf(month: string, name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'Matrix Engineering Sdn Bhd — Payslip',
    `Employee: ${name}`,
    `Month: ${month}`,
    'Basic salary: RM6,500.00',
    'EPF (11%): RM715.00   SOCSO: RM29.75   EIS: RM12.90',
    'Net pay: RM5,742.35',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 760 - i * 26, size: 13, font }));
  return Buffer.from(await doc.save());
}

async function cardPhoto(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" rx="32" fill="#dbe9f6"/><rect x="40" y="120" width="220" height="280" fill="#9fb8d0"/><text x="300" y="200" font-size="40" font-family="sans-serif" fill="#1a3a5a">${label}</text><text x="300" y="260" font-size="30" font-family="sans-serif" fill="#1a3a5a">ARJUN MENON</text><text x="300" y="310" font-size="30" font-family="sans-serif" fill="#1a3a5a">920314-10-5521</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function seedScreeningDemo(deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>, adminId: string) {
  await seedChangesRequested(deps, adminId);
  await seedProfileNudge(deps);
  await seedRetentionTombstones(deps);
  const { db } = deps.database;
  const now = deps.clock();
  const today = todayInMalaysia(now);
  const [arjun] = await db.select().from(users).where(eq(users.email, 'arjun.menon@example.my'));
  const [admin] = await db.select().from(users).where(eq(users.id, adminId));
  if (!arjun || !admin) return;
  const profile = toStored({
    idType: 'mykad',
    idNumber: '920314-10-5521',
    nationality: 'Malaysian',
    passExpiry: null,
    employmentType: 'permanent',
    employer: 'Matrix Engineering Sdn Bhd',
    jobTitle: 'Senior mechanical engineer',
    employmentStart: '2021-08-02',
    monthlyIncome: 6500,
    adults: 2,
    children: 0,
    pets: false,
    smoker: false,
    emergencyName: 'Lakshmi Menon',
    emergencyPhone: '012-778 2231',
    referenceName: 'Mr Tan Boon Huat (Gurney, 2023–2025)',
    referencePhone: '016-442 9087',
    guarantorName: null,
    guarantorRelation: null,
    guarantorPhone: null,
    guarantorIncome: null,
  });
  await db.insert(tenantProfiles).values({ userId: arjun.id, profile, updatedAt: now });

  const files: {
    category: 'mykad_front' | 'mykad_back' | 'payslip';
    bytes: Buffer;
    mime: string;
    periodOn?: string;
    name: string;
  }[] = [
    { category: 'mykad_front', bytes: await cardPhoto('MyKad (front)'), mime: 'image/jpeg', name: 'mykad-front.jpg' },
    { category: 'mykad_back', bytes: await cardPhoto('MyKad (back)'), mime: 'image/jpeg', name: 'mykad-back.jpg' },
  ];
  for (const monthsAgo of [3, 2, 1]) {
    const first = `${addDays(today, -30 * monthsAgo).slice(0, 7)}-01`;
    files.push({
      category: 'payslip',
      bytes: await payslipPdf(first.slice(0, 7), 'Arjun Menon'),
      mime: 'application/pdf',
      periodOn: first,
      name: `payslip-${first.slice(0, 7)}.pdf`,
    });
  }
  const documentIds: string[] = [];
  for (const file of files) {
    const key = `private/screening/${arjun.id}/${file.name.replace(/[^a-z0-9.-]/g, '')}`;
    await deps.storage.put(key, file.bytes, file.mime);
    const [row] = await db
      .insert(screeningDocuments)
      .values({
        userId: arjun.id,
        category: file.category,
        fileName: file.name,
        mime: file.mime,
        bytes: file.bytes.byteLength,
        storageKey: key,
        periodOn: file.periodOn ?? null,
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
      })
      .returning({ id: screeningDocuments.id });
    documentIds.push(row!.id);
  }
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, arjun.id), eq(applications.status, 'Waiting for Response')));
  if (!application) return;
  await db.insert(applicationScreenings).values({
    applicationId: application.id,
    snapshot: profile,
    documentIds,
    consentVersion: SCREENING_CONSENT_VERSION,
    consentAt: new Date(now.getTime() - 3 * 86_400_000),
    consentIp: '203.106.0.10',
    complete: true,
  });
  await db.insert(documentAccessLog).values({
    ownerId: arjun.id,
    documentId: documentIds.at(-1)!,
    category: 'payslip',
    applicationId: application.id,
    viewerId: admin.id,
    viewerName: `${admin.firstname} ${admin.lastname}`.trim(),
    ip: '10.0.0.5',
    viewedAt: new Date(now.getTime() - 86_400_000),
  });
}

/** The application of a demo customer (by e-mail) for a property (by name prefix), with its status. */
async function applicationOf(deps: Pick<AppDeps, 'database'>, email: string, propertyName: string) {
  const [row] = await deps.database.db
    .select({ id: applications.id, userId: applications.userId, createdAt: applications.createdAt })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .where(and(eq(users.email, email), eq(properties.name, propertyName)));
  return row ?? null;
}

/**
 * Nurul's waiting application for a Cyberjaya room (sent without a profile): the admin asked yesterday for both
 * sides of her MyKad and her offer letter. She sees it on My Applications; the admin's list shows the badge.
 */
async function seedChangesRequested(deps: Pick<AppDeps, 'database' | 'clock'>, adminId: string) {
  const application = await applicationOf(deps, 'nurul.izzah@example.my', 'Cyberjaya Student Suites');
  if (!application) return;
  await deps.database.db.insert(screeningChangeRequests).values({
    applicationId: application.id,
    requestedBy: adminId,
    categories: ['mykad_front', 'mykad_back', 'offer_letter'],
    message:
      'Thank you for applying for Room A. Please add both sides of your MyKad and your university offer letter, so we can confirm your place before we decide.',
    requestedAt: new Date(deps.clock().getTime() - DAY_MS),
  });
}

/**
 * Nurul's waiting Bangsar application came without a profile: the notice asking her to complete it (the real path,
 * screening-nudge.ts, also queues an e-mail in her language under the same key; the demo sends none).
 */
async function seedProfileNudge(deps: Pick<AppDeps, 'database'>) {
  const application = await applicationOf(deps, 'nurul.izzah@example.my', 'Residensi Sri Bangsar 3-Bedroom Condo');
  if (!application) return;
  await notify(deps.database.db, {
    userId: application.userId,
    category: 'applications',
    kind: 'screeningProfileIncomplete',
    values: { place: 'Residensi Sri Bangsar 3-Bedroom Condo' },
    link: '/dashboard',
    dedupeKey: profileIncompleteDedupeKey(application.id),
  });
}

/**
 * Aisyah's Medini tenancy ended months ago: 90 days after its end the retention job deleted the snapshot and the
 * documents it was assessed on. What remains is what the job leaves: the document ids and tombstones, no content.
 */
async function seedRetentionTombstones(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  const application = await applicationOf(deps, 'aisyah@sewamudah.my', 'Medini Signature Condo, Iskandar Puteri');
  if (!application) return;
  const [contract] = await db
    .select({ endDate: contracts.endDate })
    .from(contracts)
    .where(and(eq(contracts.applicationId, application.id), eq(contracts.status, 'Ended')));
  if (!contract) return;
  const endedAt = new Date(`${contract.endDate}T23:59:59+08:00`);
  const deletedAt = new Date(endedAt.getTime() + 90 * DAY_MS + 3_600_000);
  if (deletedAt.getTime() > deps.clock().getTime()) return;
  const documents = (['mykad_front', 'mykad_back', 'payslip', 'payslip', 'payslip'] as const).map((category) => ({
    id: randomUUID(),
    category,
  }));
  await db.insert(applicationScreenings).values({
    applicationId: application.id,
    snapshot: null,
    documentIds: documents.map((d) => d.id),
    consentVersion: SCREENING_CONSENT_VERSION,
    consentAt: application.createdAt,
    consentIp: '175.139.20.7',
    complete: true,
    endedAt,
    snapshotDeletedAt: deletedAt,
  });
  await db.insert(screeningTombstones).values([
    {
      ownerId: application.userId,
      applicationId: application.id,
      kind: 'snapshot' as const,
      reason: 'tenancy_ended' as const,
      deletedAt,
    },
    ...documents.map((d) => ({
      ownerId: application.userId,
      applicationId: application.id,
      documentId: d.id,
      kind: 'document' as const,
      category: d.category,
      reason: 'tenancy_ended' as const,
      deletedAt,
    })),
  ]);
}
