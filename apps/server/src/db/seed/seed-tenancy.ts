/**
 * Demo tenancy lifecycle (issue 25): every property names its registered owner; one tenancy is under notice, one
 * has a renewal offer waiting for the tenant, and Aisyah's ended Medini tenancy has a settled deposit (an itemised
 * statement with a disputed deduction the admin reduced, and the balance refunded). Every seeded contract gets its
 * timeline, derived from its rows like migration 0026 did for the contracts that existed then.
 */
import { addDays, depositDueDate, todayInMalaysia, type Landlord } from '@sewamudah/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  contracts,
  depositSettlements,
  payments,
  properties,
  refunds,
  renewalOffers,
  settlementDeductions,
  tenancyNotices,
  transactions,
  users,
} from '../schema/index.js';
import { recordTenancyEvent } from '../../modules/tenancy/tenancy-events.js';
import { deriveMissingTenancyEvents } from '../../modules/tenancy/tenancy-backfill.js';

const OWNERS: Landlord[] = [
  { name: 'Lim Properties Sdn. Bhd.', idKind: 'company', idNumber: '201801023456 (1283456-K)' },
  { name: 'Nurul Huda binti Ismail', idKind: 'ic', idNumber: '780512-10-5566' },
  { name: 'Rajendran a/l Muthu', idKind: 'ic', idNumber: '690303-08-1234' },
];

export async function seedTenancyDemo(db: Db, adminId: string, now: Date): Promise<void> {
  const today = todayInMalaysia(now);
  const all = await db.select({ id: properties.id }).from(properties).orderBy(asc(properties.createdAt));
  for (const [index, p] of all.entries()) {
    await db
      .update(properties)
      .set({ owner: OWNERS[index % OWNERS.length] })
      .where(eq(properties.id, p.id));
  }
  await deriveMissingTenancyEvents(db);

  // Two running tenancies (not the autopay or late-charge demos): one under notice, one offered a renewal.
  const active = await db
    .select({ contract: contracts, email: users.email })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(and(eq(contracts.status, 'Active'), ne(users.email, 'kumar.s@example.my')))
    .orderBy(asc(contracts.endDate));
  const [noticeOne, renewalOne] = active.filter((r) => r.email !== 'aisyah@sewamudah.my').map((r) => r.contract);
  if (noticeOne) {
    const endDate = addDays(today, 45) < noticeOne.endDate ? addDays(today, 45) : noticeOne.endDate;
    const givenAt = new Date(now.getTime() - 15 * 86_400_000);
    await db.insert(tenancyNotices).values({
      contractId: noticeOne.id,
      givenByRole: 'tenant',
      givenBy: noticeOne.userId,
      givenAt,
      endDate,
      early: endDate < noticeOne.endDate,
      feeSen: 0,
      reason: 'Moving closer to my new office in Cyberjaya.',
    });
    await db.update(contracts).set({ endDate }).where(eq(contracts.id, noticeOne.id));
    await recordTenancyEvent(db, {
      contractId: noticeOne.id,
      type: 'notice_given',
      at: givenAt,
      actor: { role: 'tenant', userId: noticeOne.userId },
      data: { endDate, previousEndDate: noticeOne.endDate, early: endDate < noticeOne.endDate, feeSen: 0 },
    });
    await recordTenancyEvent(db, {
      contractId: noticeOne.id,
      type: 'move_out_scheduled',
      at: givenAt,
      actor: { role: 'tenant', userId: noticeOne.userId },
      data: { endDate, reason: 'notice' },
    });
  }
  if (renewalOne) {
    const offeredAt = new Date(now.getTime() - 2 * 86_400_000);
    const deadline = addDays(today, 14) < renewalOne.endDate ? addDays(today, 14) : renewalOne.endDate;
    const [offer] = await db
      .insert(renewalOffers)
      .values({
        contractId: renewalOne.id,
        termMonths: 12,
        rentSen: Math.round((renewalOne.rentSen * 1.05) / 100) * 100,
        deadline,
        adminNote: 'Same unit, 5% increase in line with the area.',
        offeredBy: adminId,
        offeredAt,
      })
      .returning();
    await recordTenancyEvent(db, {
      contractId: renewalOne.id,
      type: 'renewal_offered',
      at: offeredAt,
      actor: { role: 'admin', userId: adminId },
      data: { offerId: offer!.id, termMonths: 12, rentSen: offer!.rentSen, deadline },
    });
  }

  // Aisyah's ended Medini tenancy: a settled deposit.
  const [ended] = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(and(eq(contracts.status, 'Ended'), eq(users.email, 'aisyah@sewamudah.my')))
    .limit(1);
  const endedContract =
    ended?.contract ?? (await db.select().from(contracts).where(eq(contracts.status, 'Ended')).limit(1))[0];
  if (!endedContract) return;
  const [deposit] = await db
    .select({ id: transactions.id, intent: payments.paymentIntentId })
    .from(transactions)
    .innerJoin(payments, eq(payments.transactionId, transactions.id))
    .where(and(eq(transactions.contractId, endedContract.id), eq(transactions.type, 'Deposit')))
    .limit(1);
  if (!deposit) return;
  const endedAt = new Date(`${endedContract.endDate}T18:00:00+08:00`);
  const day = (n: number) => new Date(endedAt.getTime() + n * 86_400_000);
  const damageSen = 35_000;
  const reducedSen = 20_000;
  const cleaningSen = 15_000;
  const balanceSen = endedContract.depositSen - reducedSen - cleaningSen;
  const [refund] = await db
    .insert(refunds)
    .values({
      transactionId: deposit.id,
      paymentIntentId: deposit.intent,
      provider: 'sandbox',
      kind: 'admin',
      providerRefundId: `re_seed_${endedContract.id.slice(0, 8)}`,
      amountSen: balanceSen,
      reason: 'Deposit balance after the settlement statement',
      status: 'succeeded',
      createdBy: adminId,
      createdAt: day(9),
    })
    .returning();
  const [statement] = await db
    .insert(depositSettlements)
    .values({
      contractId: endedContract.id,
      status: 'refunded',
      version: 6,
      depositSen: endedContract.depositSen,
      dueDate: depositDueDate(endedContract.endDate, endedContract.depositReturnDays),
      issuedAt: day(2),
      respondBy: day(9),
      finalAt: day(6),
      refundId: refund!.id,
      refundedAt: day(9),
      keysReturned: [
        { name: 'Main door key', count: 2 },
        { name: 'Access card', count: 1 },
      ],
      keysReturnedAt: day(1),
      createdBy: adminId,
    })
    .returning();
  await db.insert(settlementDeductions).values([
    {
      settlementId: statement!.id,
      position: 0,
      kind: 'damage',
      description: 'Wardrobe sliding door cracked',
      amountSen: damageSen,
      evidence: [{ kind: 'note', note: 'move-in: good; move-out: damaged (move-out report, bedroom 1)' }],
      disputeComment: 'The door was already stiff when I moved in.',
      disputedAt: day(4),
      answer: 'reduce',
      answerNote: 'Stiffness is wear and tear; only the cracked panel is charged.',
      answeredAmountSen: reducedSen,
      answeredAt: day(6),
    },
    {
      settlementId: statement!.id,
      position: 1,
      kind: 'cleaning',
      description: 'Oven and hob deep clean',
      amountSen: cleaningSen,
      evidence: [{ kind: 'receipt', note: 'Cleaner’s invoice CL-2207' }],
    },
  ]);
  const events: [string, number, 'admin' | 'tenant' | 'system', Record<string, unknown>][] = [
    [
      'keys_returned',
      1,
      'admin',
      {
        keys: [
          { name: 'Main door key', count: 2 },
          { name: 'Access card', count: 1 },
        ],
      },
    ],
    ['settlement_issued', 2, 'admin', { depositSen: endedContract.depositSen, deductionsSen: damageSen + cleaningSen }],
    ['settlement_disputed', 4, 'tenant', { comments: ['The door was already stiff when I moved in.'] }],
    ['settlement_answered', 6, 'admin', { answer: 'reduce', amountSen: reducedSen, final: true }],
    ['settlement_finalised', 6, 'admin', {}],
    ['deposit_refunded', 9, 'admin', { refundId: refund!.id, amountSen: balanceSen }],
  ];
  for (const [type, offset, role, data] of events) {
    await recordTenancyEvent(db, {
      contractId: endedContract.id,
      type: type as Parameters<typeof recordTenancyEvent>[1]['type'],
      at: day(offset),
      actor: { role, userId: role === 'tenant' ? endedContract.userId : role === 'admin' ? adminId : null },
      data,
    });
  }
}
