/**
 * Server-paged lists (issue 12, notes in docs/development.md "Lists (web)"): the web app never asks for a whole
 * table. Every list request carries `page` and `limit`; the total comes in `X-Total-Count`, and
 * `X-Total-Count-Estimated: true` marks a planner's estimate (lists past 10,000 matches).
 */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { totalCountOf } from './total-count';

/** What every paged list request carries. */
export interface PageArgs {
  page: number;
  limit: number;
  /** Keyword (server search); '' or undefined for none. */
  q?: string;
}

export interface Paged<T> {
  items: T[];
  /** Rows matching the filters over all pages. */
  total: number;
  /** The total is an estimate ("about n"). */
  estimated: boolean;
}

/** Rows per page of the tables (every list grows without bound). Here, not beside the pager: API modules use it. */
export const TABLE_PAGE_SIZE = 20;
/** Rows a picker (server-searched select) offers at once. */
export const PICKER_LIMIT = 20;

/** The request's query string values: empty and undefined filters are left out. */
export function listParams<T extends object>(args: T): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = value as string | number | boolean;
  }
  return params;
}

export function pagedOf<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Paged<T> {
  return {
    items,
    total: totalCountOf(meta, items.length),
    estimated: meta?.response?.headers.get('X-Total-Count-Estimated') === 'true',
  };
}

/** What a pager knows of the page it shows. */
export interface PageView {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** X-Total-Count. */
  total: number;
  /** X-Total-Count-Estimated: the planner's estimate, which can be too low or too high (ADR 21). */
  estimated: boolean;
  /** Rows on the current page. */
  shown: number;
}

/**
 * The pages a pager offers, and the total and range it prints. An exact total gives them as they are. An estimate
 * must never hide rows: while the page shown is full there may be more, so the next page stays reachable; a page
 * shown part-full is the last one, and its rows tell the real total.
 */
export function pageWindow({ page, pageSize, total, estimated, shown }: PageView) {
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  const counted = Math.max(1, Math.ceil(total / pageSize));
  if (!estimated) return { pages: counted, total, first: Math.min(first, total), last: Math.min(last, total) };
  if (shown > 0 && shown < pageSize) return { pages: page, total: last, first, last };
  return {
    pages: shown === pageSize ? Math.max(counted, page + 1) : counted,
    total: Math.max(total, last),
    first,
    last,
  };
}
