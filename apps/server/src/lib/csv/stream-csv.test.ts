/** The CSV stream reads its source batch by batch as the client takes the bytes, and escapes formula cells. */
import { describe, expect, it } from 'vitest';
import { csvRecords, csvStream } from './stream-csv.js';

describe('csv stream', () => {
  it('streams 100,000 rows holding at most a few batches, never the whole table', async () => {
    const TOTAL = 100_000;
    const BATCH = 500;
    let fetched = 0;
    const source = {
      fetch: async (after: number | null, limit: number) => {
        const from = after ?? 0;
        const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - from)) }, (_, i) => from + i + 1);
        fetched += rows.length;
        return rows;
      },
      cursorOf: (row: number) => row,
    };
    const stream = csvStream(
      ['n', 'name'],
      csvRecords(
        source,
        [
          { header: 'n', value: (r) => r },
          { header: 'name', value: (r) => `row ${r}` },
        ],
        BATCH,
      ),
    );
    let emitted = -1; // the header line
    let maxAhead = 0;
    let last = '';
    for await (const chunk of stream) {
      const text = String(chunk);
      emitted += text.split('\n').length - 1;
      maxAhead = Math.max(maxAhead, fetched - emitted);
      last = text;
    }
    expect(emitted).toBe(TOTAL);
    expect(last.trim().split('\n').at(-1)).toBe(`${TOTAL},row ${TOTAL}`);
    // Rows read from the database but not yet written: a few batches at most (all 100,000 if it loaded first).
    expect(maxAhead).toBeLessThanOrEqual(4 * BATCH);
  });

  it('quotes separators and escapes cells a spreadsheet would run as formulas, keeping negative numbers', async () => {
    const records = [
      ['=HYPERLINK("http://evil.example","x")', '+60 12-345 6789', '@SUM(A1)', -12.5, 'Tan, Wei "Jay"', '-x'],
    ];
    let text = '';
    for await (const chunk of csvStream(['a', 'b', 'c', 'd', 'e', 'f'], records)) text += String(chunk);
    const [header, row] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('a,b,c,d,e,f');
    expect(row).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",'+60 12-345 6789,'@SUM(A1),-12.50,"Tan, Wei ""Jay""",'-x`,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
  });
});
