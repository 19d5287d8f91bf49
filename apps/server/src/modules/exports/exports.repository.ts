/** SQL of the admin's contracts export (ADR 0019): keyset batches in the Manage Contracts order (latest start first). */
import type { ContractStatus } from '@sewamudah/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications, contracts, properties, rooms, transactions, users } from '../../db/schema/index.js';
import { propertyKeyword, userKeyword } from '../../db/schema/keywords.js';
import { ilike, keywordPattern } from '../../lib/lists/paging.js';

export interface ContractExportFilters {
  userId?: string | undefined;
  propertyId?: string | undefined;
  status?: ContractStatus | undefined;
  /** Keyword: tenant name, e-mail or phone, or property name or address (as the table's search). */
  q?: string | undefined;
}

/** Keyset position; the timestamp as PostgreSQL's text keeps its microseconds. */
export interface ContractCursor {
  startDate: string;
  createdAt: string;
  id: string;
}

function whereOf(filters: ContractExportFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(contracts.userId, filters.userId));
  if (filters.propertyId) conditions.push(eq(contracts.propertyId, filters.propertyId));
  if (filters.status) conditions.push(eq(contracts.status, filters.status));
  const pattern = keywordPattern(filters.q);
  if (pattern) {
    conditions.push(sql`(${contracts.userId} in (select ${users.id} from ${users} where ${ilike(userKeyword, pattern)})
      or ${contracts.propertyId} in (select ${properties.id} from ${properties} where ${ilike(propertyKeyword, pattern)}))`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function contractsAfter(
  db: DbOrTx,
  filters: ContractExportFilters,
  after: ContractCursor | null,
  limit: number,
) {
  const keyset = after
    ? sql`(${contracts.startDate}, ${contracts.createdAt}, ${contracts.id}) < (${after.startDate}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: contracts.id,
      status: contracts.status,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      rentSen: contracts.rentSen,
      depositSen: contracts.depositSen,
      signedAt: contracts.signedAt,
      createdAt: contracts.createdAt,
      cursorCreatedAt: sql<string>`${contracts.createdAt}::text`,
      stayLength: applications.stayLength,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      propertyName: properties.name,
      propertyAddress: properties.address,
      roomName: rooms.name,
      depositStatus: transactions.status,
    })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .leftJoin(transactions, and(eq(transactions.contractId, contracts.id), eq(transactions.type, 'Deposit')))
    .where(and(whereOf(filters), keyset))
    .orderBy(desc(contracts.startDate), desc(contracts.createdAt), desc(contracts.id))
    .limit(limit);
}

export type ContractExportRow = Awaited<ReturnType<typeof contractsAfter>>[number];
