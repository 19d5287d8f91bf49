/**
 * Demo settled deposit (issue 25, ADR 0038): Aisyah's ended Medini tenancy has an itemised statement with a disputed
 * deduction the admin reduced and a repair share deducted with its ticket as evidence, and the balance refunded by
 * bank transfer with its receipt.
 */
import { depositDueDate, todayInMalaysia } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  contracts,
  depositSettlements,
  payments,
  refunds,
  settlementDeductions,
  transactions,
  users,
} from '../schema/index.js';
import { issueReceipt } from '../../modules/receipts/receipts.repository.js';
import { recordTenancyEvent } from '../../modules/tenancy/tenancy-events.js';
import { seedSettledRepairShare } from './seed-settled-repair.js';

/** Returns false when there is no ended tenancy with a paid deposit to settle (then nothing is seeded). */
export async function seedSettledDepositDemo(db: Db, adminId: string): Promise<boolean> {
  // Aisyah's ended Medini tenancy: a settled deposit.
  const [ended] = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(and(eq(contracts.status, 'Ended'), eq(users.email, 'aisyah@sewamudah.my')))
    .limit(1);
  const endedContract =
    ended?.contract ?? (await db.select().from(contracts).where(eq(contracts.status, 'Ended')).limit(1))[0];
  if (!endedContract) return false;
  const [deposit] = await db
    .select({ id: transactions.id, intent: payments.paymentIntentId })
    .from(transactions)
    .innerJoin(payments, eq(payments.transactionId, transactions.id))
    .where(and(eq(transactions.contractId, endedContract.id), eq(transactions.type, 'Deposit')))
    .limit(1);
  if (!deposit) return false;
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
  const repair = await seedSettledRepairShare(db, endedContract, adminId, endedAt, day(9));
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
  return true;
}
