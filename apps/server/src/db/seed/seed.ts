/**
 * Seeds the demo world on an empty database (idempotent); `reset` wipes data and files first. Each scene lives in its
 * own seed-*.ts; this file runs them in order (later scenes find what earlier ones made, receipts are numbered as
 * they come).
 */
import { todayInMalaysia } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../client.js';
import { contracts, propertyImages, users } from '../schema/index.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { seedPeopleDemo } from './seed-people.js';
import { seedHomesDemo } from './seed-homes.js';
import { seedRentalsDemo, seedUtilitiesChargeDemo } from './seed-rentals.js';
import { seedComplaintsDemo } from './seed-complaints.js';
import { seedMaintenanceDemo } from './seed-maintenance.js';
import { seedAutopayDemo } from './seed-autopay.js';
import { seedLateChargesDemo } from './seed-late-charges.js';
import { seedOwnersDemo } from './seed-owners.js';
import { seedNoticeAndRenewalOfferDemo } from './seed-notice-renewal-offer.js';
import { seedSettledDepositDemo } from './seed-settlement.js';
import { seedRefundAwaitingAccountDemo } from './seed-refund-awaiting-account.js';
import { seedInspectionsDemo } from './seed-inspections.js';
import { seedRenewalDemo, type RenewalSeedOptions } from './seed-renewal.js';
import { seedWhatsappDemo } from './seed-whatsapp.js';
import { seedScreeningDemo } from './seed-screening.js';
import { seedDataRightsDemo } from './seed-data-rights.js';
import { seedListingFacts } from './seed-facts.js';
import { seedViewingsDemo } from './seed-viewings.js';
import { seedSavedSearchesDemo } from './seed-saved-searches.js';
import { seedListingReportsDemo } from './seed-listing-reports.js';

export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@sewamudah.my' },
  { role: 'customer', email: 'aisyah@sewamudah.my', note: 'active room rental, payments and complaints' },
  { role: 'customer', email: 'wei.jie@sewamudah.my', note: 'accepted application waiting for Sign & Pay' },
  { role: 'customer', email: 'priya@sewamudah.my', note: 'no rental yet: walk apply, sign and pay' },
].map((login) => ({ ...login, password: DEMO_PASSWORD }));

type SeedDeps = Pick<AppDeps, 'database' | 'storage' | 'clock'>;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.n ?? 0) === 0;
}

export async function resetDatabase(deps: SeedDeps): Promise<void> {
  const { db } = deps.database;
  const images = await db.select({ a: propertyImages.detailKey, b: propertyImages.cardKey }).from(propertyImages);
  const files = await db.select({ a: contracts.contractFileKey, b: contracts.signedFileKey }).from(contracts);
  for (const row of [...images, ...files]) {
    for (const key of [row.a, row.b]) if (key) await deps.storage.delete(key);
  }
  await db.execute(
    sql`TRUNCATE payments, payment_intents, transactions, complaints, contracts, applications, property_images, rooms, properties,
        email_verifications, refresh_tokens, users, sandbox_payment_intents, job_runs RESTART IDENTITY CASCADE`,
  );
}

export async function seedDemoData(deps: SeedDeps, options: RenewalSeedOptions = {}): Promise<{ seeded: boolean }> {
  const { db } = deps.database;
  if (!(await isDatabaseEmpty(db))) return { seeded: false };

  const now = deps.clock();
  const today = todayInMalaysia(now);

  // People
  const people = await seedPeopleDemo(db, today);
  const { userIds } = people;
  // Homes, rooms and photos
  const homes = await seedHomesDemo(deps, today);
  const { propertyIds, roomIds } = homes;

  // Issue 28: facts, coordinates and nearest stations of every demo home, and the verified badge's states.
  await seedListingFacts(db, propertyIds, roomIds, today, now);

  const adminId = userIds.get('admin')!;

  // Rentals: each story is an application and, where it got that far, a contract with its transactions.
  const contractIdsByUser = await seedRentalsDemo(deps, { ...people, ...homes, today });
  // An overdue utilities charge for Aisyah, added by the admin.
  await seedUtilitiesChargeDemo(db, { userIds, roomIds, today }, contractIdsByUser);
  const aisyahRental = contractIdsByUser.get('aisyah')!;
  // Complaints in every status.
  await seedComplaintsDemo(db, { userIds, today }, contractIdsByUser, adminId);
  // Maintenance tickets in every state, with photos, a visit, a repair charge and a rating (issue 26).
  await seedMaintenanceDemo(deps, { userId: userIds.get('aisyah')!, ...aisyahRental }, adminId);
  // Aisyah gets her reminders and receipts on WhatsApp too (issue 24 §5).
  await seedWhatsappDemo(db, userIds.get('aisyah')!, now);
  // Autopay (issue 24 §4): Aisyah's tenancy pays itself from her saved card; another tenancy's mandate is paused.
  await seedAutopayDemo(db, userIds.get('aisyah')!, now);
  // Late charges (issue 24 §3, ADR 0031): Kumar's tenancy has a late-payment clause, one late charge to pay, one waived.
  await seedLateChargesDemo(db, 'kumar.s@example.my', adminId, now);
  // The tenancy lifecycle (issue 25): owners named, timelines, a notice, a renewal offer and a settled deposit.
  await seedOwnersDemo(db);
  await seedNoticeAndRenewalOfferDemo(db, adminId, now);
  // Mei Ling's refund waiting for her bank account follows Aisyah's settled deposit, and only when that one was seeded.
  if (await seedSettledDepositDemo(db, adminId)) await seedRefundAwaitingAccountDemo(db, adminId, now);
  // Move-in and condition reports (issue 25 §1, §2): a tenancy moving in, one with a signed move-in report, and the
  // tenancy under notice with its move-out report being prepared.
  await seedInspectionsDemo(deps, adminId);
  // A renewal (issue 25 §3, ADR 0036): that signed-report tenancy renewed, its agreement signed by both and sealed.
  await seedRenewalDemo(deps, adminId, options);
  // Screening (issue 27): Arjun's complete profile and consented application, already viewed once by the admin;
  // Nurul's applications came without a profile.
  await seedScreeningDemo(deps, adminId);
  // Data rights (issue 27 §4): an export, a withdrawn consent and a deleted account in the admins' log.
  await seedDataRightsDemo(deps);
  // Saved searches (issue 28 §5): Priya's two searches (instant and daily digest) and an alert already sent.
  await seedSavedSearchesDemo(db, { userId: userIds.get('priya')!, now });
  // Viewings (issue 28 §4): times over the coming week, a viewing today, one later, one cancelled, one past.
  await seedViewingsDemo(db, {
    propertyIds: [...propertyIds.values()],
    customers: { priya: userIds.get('priya')!, arjun: userIds.get('arjun')!, nurul: userIds.get('nurul')! },
    adminId,
    now,
  });
  // Listing reports (issue 28 §6): two open, one resolved, one dismissed.
  await seedListingReportsDemo(db, {
    propertyIds: [...propertyIds.values()],
    customers: { priya: userIds.get('priya')!, arjun: userIds.get('arjun')!, nurul: userIds.get('nurul')! },
    adminId,
    now,
  });
  return { seeded: true };
}
