/**
 * Demo data rights (issue 27 §4, ADR 41): Arjun downloaded his data yesterday; Irfan withdrew the consent of his
 * application (Cancelled, with the reason in its trail; admins no longer open its screening); a former customer
 * deleted her account ("Deleted user #n"). The admins' log lists all three.
 */
import { randomBytes } from 'node:crypto';
import { SCREENING_CONSENT_VERSION, tenancyEndDate } from '@sewamudah/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { queryRows } from '../client.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  applicationEvents,
  applications,
  applicationScreenings,
  dataRightsRequests,
  properties,
  users,
} from '../schema/index.js';

const DAY_MS = 86_400_000;

export async function seedDataRightsDemo(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  const now = deps.clock();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [arjun] = await db.select().from(users).where(eq(users.email, 'arjun.menon@example.my'));
  const [property] = await db.select().from(properties).where(eq(properties.type, 'Unit Rental')).limit(1);
  if (!arjun || !property) return;
  await db.insert(dataRightsRequests).values({
    userId: arjun.id,
    kind: 'export',
    userLabel: `${arjun.firstname} ${arjun.lastname}`.trim(),
    ip: '203.106.0.10',
    createdAt: ago(1),
  });

  // Irfan applied with consent, then withdrew it: the application is Cancelled and its screening closed to admins.
  const unusable = await hashPassword(randomBytes(24).toString('base64url'));
  const [irfan] = await db
    .insert(users)
    .values({
      firstname: 'Irfan',
      lastname: 'Zulkifli',
      email: 'irfan.zulkifli@example.my',
      phone: '0193344556',
      passwordHash: unusable,
      status: 'active',
      createdAt: ago(30),
    })
    .returning();
  const startDate = '2027-02-01';
  const [application] = await db
    .insert(applications)
    .values({
      userId: irfan!.id,
      propertyId: property.id,
      status: 'Cancelled',
      startDate,
      endDate: tenancyEndDate(startDate, 12),
      stayLength: 12,
      decidedAt: ago(2),
      createdAt: ago(6),
    })
    .returning({ id: applications.id });
  await db.insert(applicationScreenings).values({
    applicationId: application!.id,
    documentIds: [],
    consentVersion: SCREENING_CONSENT_VERSION,
    consentAt: ago(6),
    consentIp: '175.139.0.21',
    complete: true,
  });
  await db.insert(applicationEvents).values({
    applicationId: application!.id,
    kind: 'consent_withdrawn',
    actorId: irfan!.id,
    reason: 'Consent to share the tenant profile withdrawn by the applicant',
    at: ago(2),
  });
  await db.insert(dataRightsRequests).values({
    userId: irfan!.id,
    kind: 'consent_withdrawal',
    userLabel: 'Irfan Zulkifli',
    ip: '175.139.0.21',
    detail: { applicationIds: [application!.id], withdrawnApplicationIds: [application!.id] },
    createdAt: ago(2),
  });

  // A former customer who deleted her account: what is left of her is the anonymised row the records point at.
  const [{ n } = { n: 1 }] = await queryRows<{ n: number }>(
    db,
    sql`select nextval('deleted_user_number_seq')::int as n`,
  );
  const label = `Deleted user #${n}`;
  const [deleted] = await db
    .insert(users)
    .values({
      firstname: label,
      lastname: '',
      email: `deleted-user-${n}@deleted.invalid`,
      phone: '000000',
      passwordHash: unusable,
      status: 'pending',
      createdAt: ago(700),
    })
    .returning();
  await db.insert(dataRightsRequests).values({
    userId: deleted!.id,
    kind: 'deletion',
    userLabel: label,
    ip: '60.50.0.7',
    detail: { withdrawnApplicationIds: [], wasAdmin: false },
    createdAt: ago(5),
  });
}
