/**
 * Bounded lists (ADR 21): which requests are paged, the page window, keyword patterns and totals that are exact
 * only where the planner expects at most TOTAL_EXACT_UP_TO rows (above that, its estimate).
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type DbOrTx, queryRows } from '../../db/client.js';

export const DEFAULT_PAGE_SIZE = 20;
/** Totals an index alone counts are exact up to this many matches; above it they are an estimate (X-Total-Count-Estimated: true). */
export const TOTAL_EXACT_UP_TO = 10_000;

export interface ListParams {
  page?: number | undefined;
  limit?: number | undefined;
  q?: string | undefined;
  sort?: string | undefined;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface ListTotal {
  total: number;
  estimated: boolean;
}

/** The page asked for: page 1 and DEFAULT_PAGE_SIZE rows when not given (lists that are always paged). */
export function pageOf(params: Pick<ListParams, 'page' | 'limit'>): PageWindow {
  const limit = params.limit ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((params.page ?? 1) - 1) * limit };
}

/** Paged when any of page, limit, q or sort is given; otherwise the SPEC's unpaged call (streamed). */
export function pageWindowOf(params: ListParams): PageWindow | null {
  const paged =
    params.page !== undefined || params.limit !== undefined || params.q !== undefined || params.sort !== undefined;
  return paged ? pageOf(params) : null;
}

/** `%q%` for ILIKE with the wildcards of the keyword escaped; undefined for an empty keyword. */
export function keywordPattern(q: string | undefined): string | undefined {
  const trimmed = q?.trim();
  if (!trimmed) return undefined;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `expression ILIKE pattern`: served by the expression's trigram index (migration 0011). */
export const ilike = (expression: SQL, pattern: string): SQL => sql`(${expression}) ilike ${pattern}`;

/**
 * `column = any(array(subquery))`: the subquery runs once (an InitPlan) and the column's own index answers the
 * array, so two such conditions OR-ed become a BitmapOr of index scans (an `IN (subquery)` OR-ed with another
 * becomes a filter over every row).
 */
export const inIds = (column: SQLWrapper, subquery: SQL): SQL => sql`${column} = any(array(${subquery}))`;

/** Below this many estimated rows a total is counted whatever the plan, reading at most this many rows. */
export const ALWAYS_EXACT_BELOW = 1000;

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

const hasSeqScan = (node: PlanNode): boolean => node['Node Type'] === 'Seq Scan' || (node.Plans ?? []).some(hasSeqScan);

/** Nodes that read table rows (heap pages); an `Index Only Scan` reads the index alone. */
const HEAP_READERS = new Set(['Seq Scan', 'Index Scan', 'Bitmap Heap Scan', 'Tid Scan', 'Tid Range Scan']);
const readsHeap = (node: PlanNode): boolean =>
  HEAP_READERS.has(node['Node Type']) || (node.Plans ?? []).some(readsHeap);

/**
 * The planner's row estimate of a query, whether it would read a whole table and whether it reads table rows at
 * all (planning only).
 */
export async function planOf(
  db: DbOrTx,
  query: SQLWrapper,
): Promise<{ rows: number; seqScan: boolean; heap: boolean }> {
  const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const parsed = plan?.['QUERY PLAN'];
  const json = (typeof parsed === 'string' ? JSON.parse(parsed) : parsed) as { Plan: PlanNode }[];
  const root = json[0]?.Plan;
  return {
    rows: Math.round(root?.['Plan Rows'] ?? 0),
    seqScan: root ? hasSeqScan(root) : false,
    heap: root ? readsHeap(root) : false,
  };
}

/**
 * How many rows `matches` (a `select 1 from … where …` without ORDER BY or LIMIT) yields, at a cost that does not
 * grow with the tables: the planner estimates first. Rows an index alone answers (an Index Only Scan: index pages,
 * no table rows) are counted exactly up to TOTAL_EXACT_UP_TO; any other plan is counted only when the planner
 * expects fewer than ALWAYS_EXACT_BELOW rows, and then at most that many are read (`limit`: a keyword's estimate
 * can be 44 for 2,144 matches). Otherwise, or when the capped count reaches its cap, the answer is an estimate,
 * flagged. Counting thousands of table rows per page cost more than the page itself (issue 12: 8,560 overdue
 * transactions, 2,342 buffers). `exact: false` never counts (filters no index can answer, such as the listing's
 * availability).
 */
export async function boundedCount(
  db: DbOrTx,
  matches: SQLWrapper,
  options: { exact?: boolean } = {},
): Promise<ListTotal> {
  const plan = await planOf(db, matches);
  const indexOnly = !plan.seqScan && !plan.heap && options.exact !== false;
  const cap = indexOnly && plan.rows <= TOTAL_EXACT_UP_TO ? TOTAL_EXACT_UP_TO + 1 : ALWAYS_EXACT_BELOW;
  if (plan.rows >= cap) return { total: plan.rows, estimated: true };
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (${matches} limit ${sql.raw(String(cap))}) as m`,
  );
  const counted = Number(row?.n ?? 0);
  if (counted >= cap) return { total: Math.max(plan.rows, counted), estimated: true };
  return { total: counted, estimated: false };
}

/** X-Total-Count (and X-Total-Count-Estimated when it is an estimate), readable by browsers. */
export function setTotalHeaders(reply: FastifyReply, total: ListTotal): void {
  reply.header('X-Total-Count', String(total.total));
  if (total.estimated) reply.header('X-Total-Count-Estimated', 'true');
  reply.header('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Count-Estimated');
}
