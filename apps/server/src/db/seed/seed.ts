/** Seeds the demo world on an empty database (idempotent); `reset` wipes data and files first. */
import { addDays, addMonths, calculateStampDuty, tenancyEndDate, todayInMalaysia } from '@sewamudah/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { storePropertyImage } from '../../lib/images.js';
import { hashPassword } from '../../lib/passwords.js';
import { renderContractPdf } from '../../lib/pdf/contract-pdf.js';
import type { Db } from '../client.js';
import {
  applications,
  complaints,
  contracts,
  paymentIntents,
  payments,
  properties,
  propertyImages,
  rooms,
  transactions,
  users,
} from '../schema/index.js';
import { DEMO_PASSWORD, demoProperties, demoUsers } from './demo-data.js';
import { demoComplaints, demoRentalStories } from './demo-stories.js';
import { seedMaintenanceDemo } from './seed-maintenance.js';
import { renderDemoImage } from './images.js';
import { seedAutopayDemo } from './seed-autopay.js';
import { seedLateChargesDemo } from './seed-late-charges.js';
import { seedTenancyDemo } from './seed-tenancy.js';
import { seedInspectionsDemo } from './seed-inspections.js';
import { seedRenewalDemo, type RenewalSeedOptions } from './seed-renewal.js';
import { seedWhatsappDemo } from './seed-whatsapp.js';
import { seedScreeningDemo } from './seed-screening.js';
import { seedDataRightsDemo } from './seed-data-rights.js';
import { seedListingFacts } from './seed-facts.js';
import { seedViewingsDemo } from './seed-viewings.js';
import { seedSavedSearchesDemo } from './seed-saved-searches.js';
import { seedListingReportsDemo } from './seed-listing-reports.js';
import { issueReceipt } from '../../modules/receipts/receipts.repository.js';
import { insertStampDutyCharge } from '../../modules/stamping/stamping.repository.js';

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
  const at = (isoDate: string, hour = 10) => new Date(`${isoDate}T${String(hour).padStart(2, '0')}:15:00+08:00`);

  // People
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, string>();
  const userRecords = new Map<string, (typeof demoUsers)[number]>();
  for (const [index, u] of demoUsers.entries()) {
    const [row] = await db
      .insert(users)
      .values({ ...u, passwordHash, createdAt: at(addDays(today, -400 + index * 7)) })
      .returning({ id: users.id });
    userIds.set(u.key, row!.id);
    userRecords.set(u.key, u);
  }

  // Homes, rooms and photos
  const propertyIds = new Map<string, string>();
  const roomIds = new Map<string, { id: string; price: number; deposit: number; name: string }>();
  for (const [index, p] of demoProperties.entries()) {
    const [row] = await db
      .insert(properties)
      .values({
        name: p.name,
        type: p.type,
        address: p.address,
        description: p.description,
        priceSen: p.price != null ? p.price * 100 : null,
        depositSen: p.deposit != null ? p.deposit * 100 : null,
        createdAt: at(addDays(today, -380 + index * 12)),
      })
      .returning({ id: properties.id });
    const propertyId = row!.id;
    propertyIds.set(p.key, propertyId);
    for (const [position, r] of (p.rooms ?? []).entries()) {
      const [roomRow] = await db
        .insert(rooms)
        .values({
          propertyId,
          name: r.name,
          priceSen: r.price * 100,
          depositSen: r.deposit * 100,
          description: r.description ?? null,
          position,
        })
        .returning({ id: rooms.id });
      roomIds.set(r.key, { id: roomRow!.id, price: r.price, deposit: r.deposit, name: r.name });
    }
    for (const [position, scene] of p.scenes.entries()) {
      const image = await renderDemoImage(scene, index * 3 + position);
      const stored = await storePropertyImage(deps.storage, propertyId, image);
      await db.insert(propertyImages).values({ propertyId, position, ...stored });
    }
  }

  // Issue 28: facts, coordinates and nearest stations of every demo home, and the verified badge's states.
  await seedListingFacts(db, propertyIds, roomIds, today, now);

  const admin = userRecords.get('admin')!;
  const adminId = userIds.get('admin')!;

  // Rentals: each story is an application and, where it got that far, a contract with its transactions.
  const stories = demoRentalStories(today);

  const contractIdsByUser = new Map<string, { contractId: string; propertyId: string }>();
  for (const story of stories) {
    const user = userRecords.get(story.user)!;
    const userId = userIds.get(story.user)!;
    const property = demoProperties.find((p) => p.key === story.property)!;
    const propertyId = propertyIds.get(story.property)!;
    const room = story.room ? roomIds.get(story.room)! : null;
    const rentRm = room ? room.price : property.price!;
    const depositRm = room ? room.deposit : property.deposit!;
    const endDate = tenancyEndDate(story.start, story.stayLength);
    const appliedAt = at(addDays(story.start, -story.appliedDaysBeforeStart), 9);
    const decided = story.applicationStatus !== 'Waiting for Response';
    const decidedAt = at(addDays(story.start, -story.appliedDaysBeforeStart + 2), 11);
    const [application] = await db
      .insert(applications)
      .values({
        userId,
        propertyId,
        roomId: room?.id ?? null,
        status: story.applicationStatus,
        startDate: story.start,
        endDate,
        stayLength: story.stayLength,
        decidedAt: decided ? decidedAt : null,
        paymentDueAt: story.contractStatus
          ? new Date(Math.min(decidedAt.getTime() + 7 * 86_400_000, at(story.start, 0).getTime()))
          : null,
        createdAt: appliedAt,
      })
      .returning({ id: applications.id });
    if (!story.contractStatus) continue;

    const [contract] = await db
      .insert(contracts)
      .values({
        applicationId: application!.id,
        userId,
        propertyId,
        roomId: room?.id ?? null,
        status: story.contractStatus,
        startDate: story.start,
        endDate,
        rentSen: rentRm * 100,
        depositSen: depositRm * 100,
        createdAt: decidedAt,
      })
      .returning({ id: contracts.id });
    const contractId = contract!.id;
    const pdf = await renderContractPdf({
      contractId,
      generatedOn: addDays(story.start, -story.appliedDaysBeforeStart + 2),
      landlord: {
        name: 'SewaMudah Sdn. Bhd. (managing agent)',
        email: admin.email,
        phone: admin.phone,
        address: 'Level 12, Menara Bangsar, Jalan Maarof, 59000 Kuala Lumpur',
      },
      tenant: { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email, phone: user.phone },
      property: { name: property.name, address: property.address, type: property.type },
      roomName: room?.name ?? null,
      startDate: story.start,
      endDate,
      stayLengthMonths: story.stayLength,
      monthlyRentRm: rentRm,
      depositRm,
    });
    const contractFileKey = `contracts/${contractId}/agreement.pdf`;
    await deps.storage.put(contractFileKey, pdf, 'application/pdf');
    const hasPaid = story.contractStatus === 'Active' || story.contractStatus === 'Ended';
    const signedFileKey = hasPaid ? `contracts/${contractId}/signed.pdf` : null;
    if (signedFileKey) await deps.storage.put(signedFileKey, pdf, 'application/pdf');
    const paidAt = at(addDays(story.start, -story.appliedDaysBeforeStart + 3), 15);
    await db
      .update(contracts)
      .set({
        contractFileKey,
        signedFileKey,
        signedAt: hasPaid ? paidAt : null,
        activatedAt: hasPaid ? paidAt : null,
        endedAt:
          story.contractStatus === 'Ended'
            ? at(endDate, 0)
            : story.contractStatus === 'Cancelled'
              ? at(story.start, 0)
              : null,
      })
      .where(sql`${contracts.id} = ${contractId}`);
    if (story.contractStatus === 'Active' || story.contractStatus === 'Awaiting Payment') {
      contractIdsByUser.set(story.user, { contractId, propertyId });
    }

    const base = { userId, contractId, propertyId, roomId: room?.id ?? null };
    const depositStatus = hasPaid ? 'Paid' : story.contractStatus === 'Cancelled' ? 'Cancelled' : 'Pending';
    const depositDue =
      addDays(story.start, -story.appliedDaysBeforeStart + 9) < story.start
        ? addDays(story.start, -story.appliedDaysBeforeStart + 9)
        : story.start;
    const [deposit] = await db
      .insert(transactions)
      .values({
        ...base,
        type: 'Deposit',
        amountSen: (depositRm + rentRm) * 100,
        dueDate: depositDue,
        status: depositStatus,
        description: 'Security deposit and first month\u2019s rent',
        paymentDate: hasPaid ? paidAt : null,
        createdAt: decidedAt,
      })
      .returning({ id: transactions.id });
    if (hasPaid) await recordSeedPayment(db, deposit!.id, (depositRm + rentRm) * 100, paidAt);
    // Awaiting Sign & Pay: the tenant's stamp duty, paid with the deposit in one payment (ADR 0014, 0034).
    if (story.contractStatus === 'Awaiting Payment') {
      const duty = calculateStampDuty({ monthlyRentSen: rentRm * 100, termMonths: story.stayLength });
      await insertStampDutyCharge(
        db,
        { id: contractId, userId, propertyId, roomId: room?.id ?? null },
        { amountSen: duty.totalSen, dueDate: depositDue },
      );
    }

    if (!story.scheduleUntil) continue;
    for (let month = 2; month <= story.stayLength; month++) {
      const dueDate = addMonths(story.start, month - 1);
      if (dueDate > story.scheduleUntil) break;
      const paid = story.paidUntil != null && dueDate <= story.paidUntil;
      const paymentDate = at(addDays(dueDate, -2), 20);
      const [rent] = await db
        .insert(transactions)
        .values({
          ...base,
          type: 'Monthly Rental',
          amountSen: rentRm * 100,
          dueDate,
          periodMonth: month,
          // Late unpaid rent stays 'Pending' (its DTO says isOverdue).
          status: paid ? 'Paid' : 'Pending',
          description: `Rent for month ${month} of ${story.stayLength}`,
          paymentDate: paid ? paymentDate : null,
          createdAt: at(addDays(dueDate, -14), 0),
        })
        .returning({ id: transactions.id });
      if (paid) await recordSeedPayment(db, rent!.id, rentRm * 100, paymentDate);
    }
  }

  // An overdue utilities charge for Aisyah, added by the admin.
  const aisyahRental = contractIdsByUser.get('aisyah')!;
  await db.insert(transactions).values({
    userId: userIds.get('aisyah')!,
    contractId: aisyahRental.contractId,
    propertyId: aisyahRental.propertyId,
    roomId: roomIds.get('ss2-middle')!.id,
    type: 'Other Fees',
    amountSen: 8640,
    dueDate: addDays(today, -10),
    status: 'Pending',
    description: 'Shared electricity and water bill (TNB and Air Selangor)',
    createdAt: at(addDays(today, -24)),
  });

  // Complaints in every status.
  const complaintRows = demoComplaints;
  for (const c of complaintRows) {
    const rental = contractIdsByUser.get(c.user)!;
    const createdAt = at(addDays(today, -c.daysAgo), 14);
    await db.insert(complaints).values({
      userId: userIds.get(c.user)!,
      propertyId: rental.propertyId,
      title: c.title,
      description: c.description,
      status: c.status,
      adminId: c.status === 'Waiting for Response' ? null : adminId,
      resolutionDetails: c.resolutionDetails ?? null,
      handledAt: c.status === 'Handled' ? at(addDays(today, -c.daysAgo + 3), 16) : null,
      createdAt,
    });
  }
  // Maintenance tickets in every state, with photos, a visit, a repair charge and a rating (issue 26).
  await seedMaintenanceDemo(deps, { userId: userIds.get('aisyah')!, ...aisyahRental }, adminId);
  // Aisyah gets her reminders and receipts on WhatsApp too (issue 24 §5).
  await seedWhatsappDemo(db, userIds.get('aisyah')!, now);
  // Autopay (issue 24 §4): Aisyah's tenancy pays itself from her saved card; another tenancy's mandate is paused.
  await seedAutopayDemo(db, userIds.get('aisyah')!, now);
  // Late charges (issue 24 §3, ADR 0031): Kumar's tenancy has a late-payment clause, one late charge to pay, one waived.
  await seedLateChargesDemo(db, 'kumar.s@example.my', adminId, now);
  // The tenancy lifecycle (issue 25): owners named, timelines, a notice, a renewal offer and a settled deposit.
  await seedTenancyDemo(db, adminId, now);
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

async function recordSeedPayment(db: Db, transactionId: string, amountSen: number, createdAt: Date): Promise<void> {
  const [charge] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  await db.insert(paymentIntents).values({
    providerId: `pi_seed_${transactionId.replace(/-/g, '')}`,
    transactionId,
    chargeId: transactionId,
    payerId: charge!.userId,
    contractId: charge!.contractId,
    chargeType: charge!.type,
    propertyId: charge!.propertyId,
    amountSen,
    currency: 'myr',
    createdAt,
  });
  await db.insert(payments).values({
    transactionId,
    provider: 'sandbox',
    paymentIntentId: `pi_seed_${transactionId.replace(/-/g, '')}`,
    amountSen,
    currency: 'myr',
    source: 'seed',
    createdAt,
  });
  // Demo payments by FPX and by card, as Malaysian tenants pay (ADR 0018); deterministic per transaction.
  const pick = parseInt(transactionId.slice(-2), 16) % 4;
  const bank = (['maybank2u', 'cimb', 'public_bank'] as const)[pick % 3]!;
  await db
    .update(transactions)
    .set({
      paymentIntentId: `pi_seed_${transactionId.replace(/-/g, '')}`,
      ...(pick === 3
        ? { paymentMethod: 'card', cardBrand: 'visa', cardLast4: '4242' }
        : { paymentMethod: 'fpx', fpxBank: bank }),
    })
    .where(sql`${transactions.id} = ${transactionId}`);
  // Its official receipt (ADR 0019), numbered in the year it was paid.
  await issueReceipt(db, {
    kind: 'payment',
    transactionId,
    amountSen,
    providerReference: `pi_seed_${transactionId.replace(/-/g, '')}`,
    issuedAt: createdAt,
  });
}
