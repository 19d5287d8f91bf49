import { depositDueDate, formatRM, senToRm } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contracts, depositSettlements, settlementDeductions, transactions, users } from '../schema/index.js';
import { notify } from '../../modules/notifications/notify.js';
import { accountNeededKey } from '../../modules/tenancy/settlement-notices.js';
import { tenancyLink } from '../../modules/tenancy/tenancy-notices.js';
import { recordTenancyEvent } from '../../modules/tenancy/tenancy-events.js';

/**
 * Mei Ling's Gurney tenancy ended 12 days ago: the statement (cleaning deducted) was issued, deemed accepted after 7
 * days, and settled; her deposit was paid by FPX, so the balance goes by bank transfer and waits for her account
 * (she was told once, in the notification centre and by e-mail).
 */
export async function seedRefundAwaitingAccountDemo(db: Db, adminId: string, now: Date): Promise<void> {
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
