/** The transactions lists (ADR 21): filters, keyword, sorts served by indexes, bounded totals and keyset batches. */
import type { TransactionStatusFilter, TransactionType } from '@sewamudah/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { properties, rooms, transactions, users } from '../../db/schema/index.js';
import { propertyKeyword, userKeyword } from '../../db/schema/keywords.js';
import { boundedCount, ilike, inIds, keywordPattern, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';
import { detailColumns, detailQuery, overdueWhere, type TransactionDetail } from './transactions.repository.js';

export interface TransactionFilters {
  userId?: string | undefined;
  propertyId?: string | undefined;
  contractId?: string | undefined;
  status?: TransactionStatusFilter | undefined;
  type?: TransactionType | undefined;
  /** Keyword: customer name, e-mail or phone, or property name or address. */
  q?: string | undefined;
  /** Malaysian calendar date; needed by the 'Overdue' filter. */
  today: string;
}

export type TransactionSort = 'newest' | 'oldest' | 'due' | 'paid';

function whereOf(filters: TransactionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(transactions.userId, filters.userId));
  if (filters.propertyId) conditions.push(eq(transactions.propertyId, filters.propertyId));
  if (filters.contractId) conditions.push(eq(transactions.contractId, filters.contractId));
  if (filters.status === 'Overdue') conditions.push(overdueWhere(filters.today));
  else if (filters.status) conditions.push(eq(transactions.status, filters.status));
  if (filters.type) conditions.push(eq(transactions.type, filters.type));
  const pattern = keywordPattern(filters.q);
  if (pattern) {
    // Customer (name, e-mail, phone) or property (name, address), each through its trigram index.
    conditions.push(sql`(${inIds(transactions.userId, sql`select ${users.id} from ${users} where ${ilike(userKeyword, pattern)}`)}
      or ${inIds(transactions.propertyId, sql`select ${properties.id} from ${properties} where ${ilike(propertyKeyword, pattern)}`)})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Each sort's ORDER BY; every one is served by an index (migration 0011). */
const orderBys: Record<TransactionSort, SQL[]> = {
  newest: [desc(transactions.createdAt), desc(transactions.dueDate), desc(transactions.id)],
  oldest: [asc(transactions.createdAt), asc(transactions.dueDate), asc(transactions.id)],
  due: [asc(transactions.dueDate), asc(transactions.id)],
  paid: [sql`${transactions.paymentDate} desc nulls last`, desc(transactions.id)],
};

/** One page in the chosen order, plus the bounded total for X-Total-Count (ADR 21). */
export async function listTransactions(
  db: DbOrTx,
  filters: TransactionFilters,
  page: PageWindow,
  sort: TransactionSort = 'newest',
): Promise<{ rows: TransactionDetail[]; total: ListTotal }> {
  const where = whereOf(filters);
  const [rows, total] = await Promise.all([
    // The page's ids first (index order, transactions alone), then the joins for those rows only.
    detailQuery(db)
      .where(
        // An InitPlan (`= any(array(…))`), not `in (…)`: the page's ids are planned apart from the joins, which
        // halves the planning time of the statement (a semi-join adds a relation to the join search).
        inIds(
          transactions.id,
          sql`${db
            .select({ id: transactions.id })
            .from(transactions)
            .where(where)
            .orderBy(...orderBys[sort])
            .limit(page.limit)
            .offset(page.offset)}`,
        ),
      )
      .orderBy(...orderBys[sort]),
    countTransactions(db, filters),
  ]);
  return { rows, total };
}

/** The bounded total of a filter (X-Total-Count). */
export function countTransactions(db: DbOrTx, filters: TransactionFilters): Promise<ListTotal> {
  return boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(transactions)
      .where(whereOf(filters)),
  );
}

/** Keyset position in the default (newest) order; the timestamp as PostgreSQL's text keeps its microseconds. */
export interface TransactionCursor {
  createdAt: string;
  dueDate: string;
  id: string;
}

/** The next batch of the newest-first list after `after` (the streamed unpaged call). */
export function transactionsAfter(
  db: DbOrTx,
  filters: TransactionFilters,
  after: TransactionCursor | null,
  limit: number,
): Promise<(TransactionDetail & { cursorCreatedAt: string })[]> {
  const keyset = after
    ? sql`(${transactions.createdAt}, ${transactions.dueDate}, ${transactions.id}) < (${after.createdAt}::timestamptz, ${after.dueDate}::date, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ ...detailColumns, cursorCreatedAt: sql<string>`${transactions.createdAt}::text` })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(properties, eq(properties.id, transactions.propertyId))
    .leftJoin(rooms, eq(rooms.id, transactions.roomId))
    .where(and(whereOf(filters), keyset))
    .orderBy(...orderBys.newest)
    .limit(limit);
}
