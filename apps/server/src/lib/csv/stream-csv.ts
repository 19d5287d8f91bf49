/**
 * CSV downloads (ADR 0019), streamed: rows are read in keyset batches and written to the reply as the client takes
 * them, so an export of 100,000 rows never holds more than a batch in memory. Quoting by csv-stringify; a cell that
 * a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) is prefixed with a quote.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { type KeysetSource, STREAM_BATCH_SIZE } from '../lists/stream-json.js';

export type CsvCell = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** Every row of the source, batch by batch, as CSV records (the next batch is read only when these are taken). */
export async function* csvRecords<Row, Cursor>(
  source: KeysetSource<Row, Cursor>,
  columns: CsvColumn<Row>[],
  batchSize = STREAM_BATCH_SIZE,
): AsyncGenerator<CsvCell[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await source.fetch(after, batchSize);
    for (const row of rows) yield columns.map((column) => column.value(row));
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = source.cursorOf(last);
  }
}

/** A CSV stream of records: header row, UTF-8 BOM (Excel reads names in any script), formula cells escaped. */
export function csvStream(headers: string[], records: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>): Readable {
  const stringifier = stringify({
    header: true,
    columns: headers,
    bom: true,
    escape_formulas: true,
    // Money in RM: 1200.5 → "1200.50"; whole numbers (counts, months, RM) stay as they are.
    cast: { number: (value) => (Number.isInteger(value) ? String(value) : value.toFixed(2)) },
  });
  // One batch buffered at most on the reading side: the database is read as fast as the client downloads.
  const source = Readable.from(records, { objectMode: true, highWaterMark: 1 });
  return pipeline(source, stringifier, () => undefined);
}

/** Answers with the CSV as an attachment named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, stream: Readable): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(stream);
}
