import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** The `X-Total-Count` of a paginated list response, or `fallback` when the server sent none. */
export function totalCountOf(meta: FetchBaseQueryMeta | undefined, fallback: number): number {
  const header = meta?.response?.headers.get('X-Total-Count');
  if (header === null || header === undefined || header.trim() === '') return fallback;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : fallback;
}
