/**
 * Demo tenancy lifecycle (issue 25): every property names its registered owner; one tenancy is under notice, one
 * has a renewal offer waiting for the tenant, and Aisyah's ended Medini tenancy has a settled deposit (an itemised
 * statement with a disputed deduction the admin reduced and a repair share deducted with its ticket as evidence, and
 * the balance refunded by bank transfer with its receipt, ADR 0038). Mei Ling's ended Gurney tenancy waits for her
 * bank account: its deposit was paid by FPX. Every seeded contract gets its timeline, derived from its rows like
 * migration 0026 did for the contracts that existed then.
 */
import { addDays, depositDueDate, formatRM, senToRm, todayInMalaysia, type Landlord } from '@sewamudah/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  complaintCosts,
  complaintEvents,
  complaints,
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
import { defaultMaintenanceSla } from '../../config/maintenance-settings.js';
import { slaPromises } from '../../modules/maintenance/sla.js';
import { issueReceipt } from '../../modules/receipts/receipts.repository.js';
import { notify } from '../../modules/notifications/notify.js';
import { accountNeededKey } from '../../modules/tenancy/settlement-notices.js';
import { tenancyLink } from '../../modules/tenancy/tenancy-notices.js';
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
  // Paid by FPX (a bank debit): the balance goes back by bank transfer to the account Aisyah entered.
  await db
    .update(transactions)
    .set({ paymentMethod: 'fpx', fpxBank: 'maybank2u', cardBrand: null, cardLast4: null })
    .where(eq(transactions.id, deposit.id));
  const repair = await settledRepairShare(db, endedContract, adminId, endedAt, day(9));
  const balanceSen = endedContract.depositSen - reducedSen - cleaningSen - repair.amountSen;
  const transferReference = `MBB-IBG-${endedContract.id.slice(0, 6).toUpperCase()}`;
  const [refund] = await db
    .insert(refunds)
    .values({
      transactionId: deposit.id,
      paymentIntentId: deposit.intent,
      provider: 'bank_transfer',
      kind: 'admin',
      providerRefundId: transferReference,
      amountSen: balanceSen,
      reason: 'Deposit balance after the settlement statement, by bank transfer',
      status: 'succeeded',
      attempts: 1,
      createdBy: adminId,
      createdAt: day(10),
      nextAttemptAt: day(10),
    })
    .returning();
  const receipt = await issueReceipt(db, {
    kind: 'refund',
    transactionId: deposit.id,
    refundId: refund!.id,
    amountSen: balanceSen,
    providerReference: transferReference,
    issuedAt: day(10),
  });
  const [statement] = await db
    .insert(depositSettlements)
    .values({
      contractId: endedContract.id,
      status: 'refunded',
      version: 8,
      depositSen: endedContract.depositSen,
      dueDate: depositDueDate(endedContract.endDate, endedContract.depositReturnDays),
      issuedAt: day(2),
      respondBy: day(9),
      finalAt: day(6),
      refundId: refund!.id,
      refundedAt: day(10),
      refundMethod: 'bank_transfer',
      refundAccount: { bank: 'maybank', holder: 'Nur Aisyah binti Rahman', accountNumber: '164012345678' },
      refundAccountAt: day(3),
      transferReference,
      transferDate: todayInMalaysia(day(10)),
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
    {
      settlementId: statement!.id,
      position: 2,
      kind: 'repair',
      description: repair.title,
      amountSen: repair.amountSen,
      evidence: [{ kind: 'maintenance', id: repair.complaintId, note: repair.title }],
      transactionId: repair.transactionId,
      settledAt: day(9),
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
    [
      'settlement_issued',
      2,
      'admin',
      { depositSen: endedContract.depositSen, deductionsSen: damageSen + cleaningSen + repair.amountSen },
    ],
    ['refund_account_saved', 3, 'tenant', { bank: 'maybank', last4: '5678' }],
    ['settlement_disputed', 4, 'tenant', { comments: ['The door was already stiff when I moved in.'] }],
    ['settlement_answered', 6, 'admin', { answer: 'reduce', amountSen: reducedSen, final: true }],
    ['settlement_finalised', 6, 'admin', {}],
    [
      'paid',
      9,
      'admin',
      {
        transactionId: repair.transactionId,
        chargeType: 'Repair',
        amountSen: repair.amountSen,
        settledByDeposit: true,
      },
    ],
    ['deposit_transfer_due', 9, 'admin', { amountSen: balanceSen, reason: 'payment_method' }],
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
  const statementLink = {
    kind: 'settlement_statement',
    id: endedContract.id,
    href: `/api/contracts/${endedContract.id}/deposit-settlement/statement.pdf`,
  };
  await recordTenancyEvent(db, {
    contractId: endedContract.id,
    type: 'deposit_refunded',
    at: day(10),
    actor: { role: 'admin', userId: adminId },
    data: {
      refundId: refund!.id,
      amountSen: balanceSen,
      method: 'bank_transfer',
      bank: 'maybank',
      reference: transferReference,
      transferDate: todayInMalaysia(day(10)),
    },
    links: [statementLink, { kind: 'receipt', id: receipt.id }],
  });
  await recordTenancyEvent(db, {
    contractId: endedContract.id,
    type: 'refunded',
    at: day(10),
    actor: { role: 'system', userId: null },
    data: { transactionId: deposit.id, refundId: refund!.id, amountSen: balanceSen, number: receipt.number },
    links: [{ kind: 'receipt', id: receipt.id }],
  });

  await seedRefundAwaitingAccount(db, adminId, now);
}

type ContractRow = typeof contracts.$inferSelect;

/**
 * A maintenance ticket of the ended tenancy whose tenant share (a 'Repair' charge) was deducted from the deposit
 * instead of paid: the charge is Paid by the settlement (issue 26 §4, ADR 0038), the ticket's log says so.
 */
async function settledRepairShare(db: Db, contract: ContractRow, adminId: string, endedAt: Date, settledAt: Date) {
  const at = (daysBeforeEnd: number, hour = 10) =>
    new Date(endedAt.getTime() - daysBeforeEnd * 86_400_000 + (hour - 18) * 3_600_000);
  const title = 'Washing machine door seal torn';
  const amountSen = 9_000;
  // The ticket's promises, as the SLA settings give them (a maintenance ticket always has them).
  const promises = slaPromises(defaultMaintenanceSla(), 'urgent', at(40));
  const [ticket] = await db
    .insert(complaints)
    .values({
      userId: contract.userId,
      propertyId: contract.propertyId,
      contractId: contract.id,
      title,
      description: 'The washing machine leaks from the door: the rubber seal is torn and the door hinge is bent.',
      status: 'Handled',
      adminId,
      kind: 'maintenance',
      category: 'appliance',
      place: 'Kitchen',
      urgency: 'urgent',
      entryPermitted: true,
      responseDueAt: promises.responseDueAt,
      fixDueAt: promises.fixDueAt,
      respondedAt: at(40, 14),
      handledAt: at(38, 16),
      resolutionDetails: 'Seal and hinge replaced by the service centre; the bent hinge was the tenant’s share.',
      createdAt: at(40),
    })
    .returning({ id: complaints.id });
  const [charge] = await db
    .insert(transactions)
    .values({
      userId: contract.userId,
      contractId: contract.id,
      propertyId: contract.propertyId,
      roomId: contract.roomId,
      type: 'Repair',
      amountSen,
      dueDate: addDays(todayInMalaysia(at(38)), 14),
      status: 'Paid',
      paymentDate: settledAt,
      description: title,
      createdAt: at(38, 15),
    })
    .returning({ id: transactions.id });
  await db.insert(complaintCosts).values({
    complaintId: ticket!.id,
    totalSen: 18_000,
    bearer: 'shared',
    landlordSen: 9_000,
    tenantSen: amountSen,
    note: 'A worn seal is the landlord’s; the hinge bent by force is the tenant’s.',
    transactionId: charge!.id,
    recordedBy: adminId,
  });
  const log: [string, Date, string | null, Record<string, string | number | boolean | null>][] = [
    ['opened', at(40), contract.userId, { kind: 'maintenance', urgency: 'urgent', category: 'appliance' }],
    ['statusChanged', at(40, 14), adminId, { from: 'Waiting for Response', to: 'In Handling' }],
    [
      'costRecorded',
      at(38, 15),
      adminId,
      { totalRm: 180, bearer: 'shared', landlordRm: 90, tenantRm: 90, transactionId: charge!.id },
    ],
    ['statusChanged', at(38, 16), adminId, { from: 'In Handling', to: 'Handled' }],
    ['chargePaid', settledAt, adminId, { transactionId: charge!.id, amountRm: 90, settledByDeposit: true }],
  ];
  for (const [type, when, actorId, data] of log) {
    await db.insert(complaintEvents).values({
      complaintId: ticket!.id,
      type: type as typeof complaintEvents.$inferInsert.type,
      actorId,
      at: when,
      data,
    });
  }
  return { complaintId: ticket!.id, transactionId: charge!.id, title, amountSen };
}

/**
 * Mei Ling's Gurney tenancy ended 12 days ago: the statement (cleaning deducted) was issued, deemed accepted after 7
 * days, and settled; her deposit was paid by FPX, so the balance goes by bank transfer and waits for her account
 * (she was told once, in the notification centre and by e-mail).
 */
async function seedRefundAwaitingAccount(db: Db, adminId: string, now: Date) {
  const [row] = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(and(eq(contracts.status, 'Ended'), eq(users.email, 'meiling.wong@example.my')))
    .limit(1);
  const contract = row?.contract;
  if (!contract) return;
  const [deposit] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.contractId, contract.id), eq(transactions.type, 'Deposit')))
    .limit(1);
  if (!deposit) return;
  await db
    .update(transactions)
    .set({ paymentMethod: 'fpx', fpxBank: 'public_bank', cardBrand: null, cardLast4: null })
    .where(eq(transactions.id, deposit.id));
  const endedAt = new Date(`${contract.endDate}T18:00:00+08:00`);
  const day = (n: number) => new Date(Math.min(endedAt.getTime() + n * 86_400_000, now.getTime() - 3_600_000));
  const cleaningSen = 25_000;
  const balanceSen = contract.depositSen - cleaningSen;
  const keys = [
    { name: 'Main door key', count: 2 },
    { name: 'Car park access card', count: 1 },
  ];
  const [statement] = await db
    .insert(depositSettlements)
    .values({
      contractId: contract.id,
      status: 'awaiting_transfer',
      version: 4,
      depositSen: contract.depositSen,
      dueDate: depositDueDate(contract.endDate, contract.depositReturnDays),
      issuedAt: day(1),
      respondBy: new Date(day(1).getTime() + 7 * 86_400_000),
      finalAt: day(8),
      refundMethod: 'bank_transfer',
      keysReturned: keys,
      keysReturnedAt: day(0),
      createdBy: adminId,
    })
    .returning();
  await db.insert(settlementDeductions).values({
    settlementId: statement!.id,
    position: 0,
    kind: 'cleaning',
    description: 'Curtains and sofa cover dry-cleaned',
    amountSen: cleaningSen,
    evidence: [{ kind: 'receipt', note: 'Dobi Gurney invoice DG-0931' }],
  });
  const events: [string, number, 'admin' | 'system', Record<string, unknown>][] = [
    ['keys_returned', 0, 'admin', { keys }],
    ['settlement_issued', 1, 'admin', { depositSen: contract.depositSen, deductionsSen: cleaningSen, balanceSen }],
    ['settlement_finalised', 8, 'system', { deemedAccepted: true }],
    ['deposit_transfer_due', 9, 'admin', { amountSen: balanceSen, reason: 'payment_method' }],
  ];
  for (const [type, offset, role, data] of events) {
    await recordTenancyEvent(db, {
      contractId: contract.id,
      type: type as Parameters<typeof recordTenancyEvent>[1]['type'],
      at: day(offset),
      actor: { role, userId: role === 'admin' ? adminId : null },
      data,
    });
  }
  // Her notification (the demo sends no e-mail; the real step queues one in her language with the same key).
  await notify(db, {
    userId: contract.userId,
    category: 'tenancy',
    kind: 'depositAccountNeeded',
    values: { amount: formatRM(senToRm(balanceSen)) },
    link: tenancyLink(contract.id),
    dedupeKey: accountNeededKey(contract.id),
  });
}
