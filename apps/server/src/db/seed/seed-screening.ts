/**
 * Demo screening (issue 27, ADR 40): Arjun has a complete tenant profile (MyKad front and back, three payslips),
 * his waiting application for the Bangsar unit was sent with consent and the admin has already opened his latest
 * payslip (so his access log shows it). Nurul's waiting applications came without a profile: "Profile incomplete".
 */
import { addDays, SCREENING_CONSENT_VERSION, todayInMalaysia } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { toStored } from '../../modules/screening/screening.service.js';
import {
  applications,
  applicationScreenings,
  documentAccessLog,
  screeningDocuments,
  tenantProfiles,
  users,
} from '../schema/index.js';

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
