/** What a list service returns: one page with its total, or the SPEC's unpaged list as a keyset stream (ADR 21). */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { type ListTotal, setTotalHeaders } from './paging.js';
import { type KeysetSource, sendJsonListStream } from './stream-json.js';

export type ListResult<Item> =
  | { kind: 'page'; items: Item[]; total: ListTotal }
  | {
      kind: 'stream';
      total: ListTotal;
      /** Rows and cursors differ per list; streamResult ties them together. */
      source: KeysetSource<unknown, unknown>;
      toItem: (row: unknown) => Item;
    };

export function streamResult<Row, Cursor, Item>(
  total: ListTotal,
  source: KeysetSource<Row, Cursor>,
  toItem: (row: Row) => Item,
): ListResult<Item> {
  return {
    kind: 'stream',
    total,
    source: source as KeysetSource<unknown, unknown>,
    toItem: toItem as (row: unknown) => Item,
  };
}

/**
 * Answers a list route: a page as `{ [key]: items }` through the route's serializer, or the stream. Both carry
 * X-Total-Count (an estimate above the exact-count bound, flagged by X-Total-Count-Estimated).
 */
export function replyList<Item, Key extends string>(
  reply: FastifyReply,
  key: Key,
  itemSchema: z.ZodType,
  result: ListResult<Item>,
): Record<Key, Item[]> | FastifyReply {
  setTotalHeaders(reply, result.total);
  if (result.kind === 'page') return { [key]: result.items } as Record<Key, Item[]>;
  return sendJsonListStream(reply, key, result.source, result.toItem, itemSchema);
}
