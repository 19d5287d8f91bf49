/**
 * The SPEC's unpaged list calls, streamed (ADR 21): `{"<key>":[…]}` written batch by batch as keyset pages are read,
 * so memory stays constant whatever the table's size. The bytes equal the non-streamed answer: each item goes
 * through the same zod encode + JSON.stringify as the route's response serializer.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Rows per keyset batch. Small on purpose: a batch's rows are alive across the awaits of its writes, and whatever
 * is alive during a young-generation GC is promoted; 100 rows keep that promoted garbage (and so RSS) small.
 */
export const STREAM_BATCH_SIZE = 100;
/**
 * Bytes per written chunk: well under V8's large-object size, so the garbage of a long download is young and
 * collected at once (a whole batch as one ~300 KB string would pile up in old space until a full GC).
 */
const CHUNK_CHARS = 16 * 1024;

export interface KeysetSource<Row, Cursor> {
  /** The next `limit` rows after `after` (null: from the start), in the list's order. */
  fetch(after: Cursor | null, limit: number): Promise<Row[]>;
  /** The keyset position of a row. */
  cursorOf(row: Row): Cursor;
}

/** The JSON text of `{ [key]: items }`, produced one batch at a time. */
export async function* jsonListChunks<Row, Cursor, Item>(
  key: string,
  source: KeysetSource<Row, Cursor>,
  toItem: (row: Row) => Item,
  itemSchema: z.ZodType,
  batchSize = STREAM_BATCH_SIZE,
): AsyncGenerator<string> {
  yield `{${JSON.stringify(key)}:[`;
  let after: Cursor | null = null;
  let first = true;
  for (;;) {
    const rows = await source.fetch(after, batchSize);
    let text = '';
    for (const row of rows) {
      text += (first ? '' : ',') + JSON.stringify(z.encode(itemSchema, toItem(row)));
      first = false;
      if (text.length >= CHUNK_CHARS) {
        yield text;
        text = '';
      }
    }
    if (text) yield text;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) break;
    after = source.cursorOf(last);
  }
  yield ']}';
}

/** Sends the streamed list as the reply (JSON, same content type as a serialized body). */
export function sendJsonListStream<Row, Cursor, Item>(
  reply: FastifyReply,
  key: string,
  source: KeysetSource<Row, Cursor>,
  toItem: (row: Row) => Item,
  itemSchema: z.ZodType,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  // A few chunks buffered at most: the database is read only as fast as the client takes the bytes.
  return reply.send(Readable.from(jsonListChunks(key, source, toItem, itemSchema), { highWaterMark: 4 }));
}
