/** Rate-limit counters in PostgreSQL: atomic under concurrency, one window at a time, hashed keys, clean-up job. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { clearCounter, decrementCounter, deleteExpiredCounters, incrementCounters } from './counters.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.destroy();
});

const ref = { bucket: 'test', key: 'someone@example.my', windowMs: 60_000 };
const at = (iso: string) => new Date(iso);

describe('rate-limit counters', () => {
  it('counts concurrent hits exactly once each', async () => {
    const now = at('2030-01-01T10:00:10Z');
    const states = await Promise.all(
      Array.from({ length: 30 }, () => incrementCounters(database.db, [ref], now).then(([s]) => s!.count)),
    );
    expect(states.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('starts again in the next window, tells when the window ends, and can give back or forget', async () => {
    const [next] = await incrementCounters(database.db, [ref], at('2030-01-01T10:01:05Z'));
    expect(next).toMatchObject({ count: 1, resetAt: at('2030-01-01T10:02:00Z') });
    await decrementCounter(database.db, ref, at('2030-01-01T10:01:30Z'));
    expect((await incrementCounters(database.db, [ref], at('2030-01-01T10:01:40Z')))[0]?.count).toBe(1);
    await clearCounter(database.db, ref);
    expect((await incrementCounters(database.db, [ref], at('2030-01-01T10:01:50Z')))[0]?.count).toBe(1);
  });

  it('stores keys hashed and deletes ended windows', async () => {
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.some((row) => row.key.includes('someone'))).toBe(false);
    expect(await deleteExpiredCounters(database.db, at('2030-01-01T10:01:59Z'))).toBe(0);
    expect(await deleteExpiredCounters(database.db, at('2030-01-01T10:02:01Z'))).toBe(1);
    expect(await database.db.select().from(rateLimitCounters)).toEqual([]);
  });
});
