/**
 * Demo rentals: each story of demo-stories.ts is an application and, where it got that far, a contract with its
 * agreement PDF, its deposit and its rent schedule (paid ones with their payments and receipts); and an overdue
 * utilities charge for Aisyah, added by the admin.
 */
import { addDays, addMonths, calculateStampDuty, tenancyEndDate } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { renderContractPdf } from '../../lib/pdf/contract-pdf.js';
import type { Db } from '../client.js';
import { applications, contracts, transactions } from '../schema/index.js';
import { demoProperties } from './demo-data.js';
import { demoRentalStories } from './demo-stories.js';
import type { DemoHomes } from './seed-homes.js';
import type { DemoPeople } from './seed-people.js';
import { recordSeedPayment } from './seed-payments.js';
import { at } from './seed-time.js';
import { insertStampDutyCharge } from '../../modules/stamping/stamping.repository.js';

/** Each customer's running (or awaiting payment) contract, by user key. */
export type RentalsByUser = Map<string, { contractId: string; propertyId: string }>;

export async function seedRentalsDemo(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  world: DemoPeople & DemoHomes & { today: string },
): Promise<RentalsByUser> {
  const { db } = deps.database;
  const { userIds, userRecords, propertyIds, roomIds, today } = world;
  const admin = userRecords.get('admin')!;

  const stories = demoRentalStories(today);
  const contractIdsByUser: RentalsByUser = new Map();
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
  return contractIdsByUser;
}

export async function seedUtilitiesChargeDemo(
  db: Db,
  world: Pick<DemoPeople, 'userIds'> & Pick<DemoHomes, 'roomIds'> & { today: string },
  contractIdsByUser: RentalsByUser,
): Promise<void> {
  const { userIds, roomIds, today } = world;
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
}
