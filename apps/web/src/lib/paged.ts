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
