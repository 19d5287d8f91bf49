/**
 * The admin dashboard's deposit returns (issue 25 §4, ADR 0038): ended tenancies with a paid deposit whose
 * settlement is not done, soonest due first, with the days left (negative: overdue). Bounded to one page.
 */
import { daysBetween, depositDueDate, senToRm, todayInMalaysia, type DepositReturnDue } from '@sewamudah/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contracts, depositSettlements, properties, rooms, transactions, users } from '../../db/schema/index.js';

export const MAX_DEPOSIT_RETURNS = 100;

export async function listDepositReturnsDue(
  db: DbOrTx,
  now: Date,
  limit = MAX_DEPOSIT_RETURNS,
): Promise<DepositReturnDue[]> {
  const today = todayInMalaysia(now);
  const rows = await db
    .select({
      contractId: contracts.id,
      firstname: users.firstname,
      lastname: users.lastname,
      propertyName: properties.name,
      roomName: rooms.name,
      endDate: contracts.endDate,
      depositReturnDays: contracts.depositReturnDays,
      depositSen: contracts.depositSen,
      status: depositSettlements.status,
      dueDate: depositSettlements.dueDate,
      hasAccount: sql<boolean>`${depositSettlements.refundAccount} is not null`,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .leftJoin(depositSettlements, eq(depositSettlements.contractId, contracts.id))
    .where(
      and(
        eq(contracts.status, 'Ended'),
        sql`(${depositSettlements.status} is null or ${depositSettlements.status} <> 'refunded')`,
        sql`exists (select 1 from ${transactions} where ${transactions.contractId} = ${contracts.id}
              and ${transactions.type} = 'Deposit' and ${transactions.status} = 'Paid')`,
      ),
    )
    .orderBy(
      asc(sql`coalesce(${depositSettlements.dueDate}, ${contracts.endDate} + ${contracts.depositReturnDays})`),
      asc(contracts.id),
    )
    .limit(limit);
  return rows.map((r) => {
    const dueDate = r.dueDate ?? depositDueDate(r.endDate, r.depositReturnDays);
    const daysLeft = daysBetween(today, dueDate);
    return {
      contractId: r.contractId,
      tenantName: `${r.firstname} ${r.lastname}`.trim(),
      propertyName: r.propertyName,
      roomName: r.roomName,
      endDate: r.endDate,
      dueDate,
      daysLeft,
      overdue: daysLeft < 0,
      status: r.status ?? 'not_started',
      deposit: senToRm(r.depositSen),
      refundStep: r.status === 'awaiting_transfer' ? (r.hasAccount ? 'transfer_due' : 'awaiting_account') : null,
    };
  });
}
