/** The contracts lists (ADR 21): filters, keyword, sorts served by indexes, bounded totals and keyset batches. */
import type { ContractStatus } from '@sewamudah/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications, contracts, properties, rooms, transactions, users } from '../../db/schema/index.js';
import { propertyKeyword, userKeyword } from '../../db/schema/keywords.js';
import { boundedCount, ilike, inIds, keywordPattern, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';
import { contractColumns } from './contracts.repository.js';

export interface ContractFilters {
  userId?: string | undefined;
  propertyId?: string | undefined;
  status?: ContractStatus | undefined;
  /** Tenant (name, e-mail, phone) or property (name, address). */
  q?: string | undefined;
}

export type ContractSort = 'start' | 'newest' | 'oldest';

function listWhere(filters: ContractFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(contracts.userId, filters.userId));
  if (filters.propertyId) conditions.push(eq(contracts.propertyId, filters.propertyId));
  if (filters.status) conditions.push(eq(contracts.status, filters.status));
  const pattern = keywordPattern(filters.q);
  if (pattern) {
    conditions.push(sql`(${inIds(contracts.userId, sql`select ${users.id} from ${users} where ${ilike(userKeyword, pattern)}`)}
      or ${inIds(contracts.propertyId, sql`select ${properties.id} from ${properties} where ${ilike(propertyKeyword, pattern)}`)})`);
  }
  return and(...conditions);
}

/** Each sort's ORDER BY, served by an index of migration 0011; `start` is the dashboard's "Most Recent Rentals". */
const orderBys: Record<ContractSort, SQL[]> = {
  start: [desc(contracts.startDate), desc(contracts.createdAt), desc(contracts.id)],
  newest: [desc(contracts.createdAt), desc(contracts.id)],
  oldest: [asc(contracts.createdAt), asc(contracts.id)],
};

const selectList = (db: DbOrTx, where: SQL | undefined, sort: ContractSort) =>
  db
    .select({ ...contractColumns, cursorCreatedAt: sql<string>`${contracts.createdAt}::text` })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .leftJoin(transactions, and(eq(transactions.contractId, contracts.id), eq(transactions.type, 'Deposit')))
    .where(where)
    .orderBy(...orderBys[sort]);

const pageIds = (db: DbOrTx, where: SQL | undefined, sort: ContractSort, page: PageWindow) =>
  db
    .select({ id: contracts.id })
    .from(contracts)
    .where(where)
    .orderBy(...orderBys[sort])
    .limit(page.limit)
    .offset(page.offset);

export type ContractListRow = Awaited<ReturnType<typeof selectList>>[number];

/** One page of a sort and the bounded total (X-Total-Count, ADR 21). */
export async function listContracts(
  db: DbOrTx,
  filters: ContractFilters,
  page: PageWindow,
  sort: ContractSort = 'start',
): Promise<{ rows: ContractListRow[]; total: ListTotal }> {
  const [rows, total] = await Promise.all([
    // The page's ids first (index order, contracts alone), then the joins for those rows only. An InitPlan
    // (`= any(array(…))`), not `in (…)`: planned apart from the six-table join, it halves the planning time.
    selectList(db, inIds(contracts.id, sql`${pageIds(db, listWhere(filters), sort, page)}`), sort),
    countContracts(db, filters),
  ]);
  return { rows, total };
}

export function countContracts(db: DbOrTx, filters: ContractFilters): Promise<ListTotal> {
  return boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(contracts)
      .where(listWhere(filters)),
  );
}

/** Keyset position in the `start` order (the timestamp as PostgreSQL's text keeps its microseconds). */
export interface ContractCursor {
  startDate: string;
  createdAt: string;
  id: string;
}

/** The next batch in the `start` order after `after` (the streamed unpaged GET /contracts). */
export function contractsAfter(db: DbOrTx, filters: ContractFilters, after: ContractCursor | null, limit: number) {
  const keyset = after
    ? sql`(${contracts.startDate}, ${contracts.createdAt}, ${contracts.id}) < (${after.startDate}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return selectList(db, and(listWhere(filters), keyset), 'start').limit(limit);
}
