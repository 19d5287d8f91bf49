/**
 * Abuse-limit counters in PostgreSQL, so every replica sees the same counts (ADR 10). Fixed windows: a counter is
 * the row (bucket, key, window start), bumped with one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING`.
 * Keys are stored hashed (no addresses or IPs at rest). Expired rows are deleted by `rateLimitCleanupJob`.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

export interface CounterRef {
  /** Which limit, e.g. `login-pair`. */
  bucket: string;
  /** Who is counted, e.g. an IP or an e-mail address (hashed before storage). */
  key: string;
  windowMs: number;
}

export interface CounterState extends CounterRef {
  count: number;
  /** When the current window ends and the count starts again from zero. */
  resetAt: Date;
}

const hashKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

function windowOf(now: Date, windowMs: number): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/** Adds `by` (default 1) to each counter's current window and answers the new counts, in the order given. */
export async function incrementCounters(db: DbOrTx, refs: CounterRef[], now: Date, by = 1): Promise<CounterState[]> {
  if (refs.length === 0) return [];
  const rows = refs.map((ref) => {
    const window = windowOf(now, ref.windowMs);
    const row = {
      bucket: ref.bucket,
      key: hashKey(ref.key),
      windowStart: window.start,
      count: by,
      expiresAt: window.end,
    };
    return { ref, row, id: `${row.bucket}\u0000${row.key}` };
  });
  const unique = [...new Map(rows.map(({ id, row }) => [id, row])).values()];
  const returned = await db
    .insert(rateLimitCounters)
    .values(unique)
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + excluded.count` },
    })
    .returning({ bucket: rateLimitCounters.bucket, key: rateLimitCounters.key, count: rateLimitCounters.count });
  const counts = new Map(returned.map((r) => [`${r.bucket}\u0000${r.key}`, r.count]));
  return rows.map(({ ref, row, id }) => ({ ...ref, count: counts.get(id) ?? by, resetAt: row.expiresAt }));
}

/** Takes one back from the current window (a login attempt that turned out to be a success). */
export async function decrementCounter(db: DbOrTx, ref: CounterRef, now: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(
      and(
        eq(rateLimitCounters.bucket, ref.bucket),
        eq(rateLimitCounters.key, hashKey(ref.key)),
        eq(rateLimitCounters.windowStart, windowOf(now, ref.windowMs).start),
      ),
    );
}

/** Forgets every window of one counter. */
export async function clearCounter(db: DbOrTx, ref: Pick<CounterRef, 'bucket' | 'key'>): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucket, ref.bucket), eq(rateLimitCounters.key, hashKey(ref.key))));
}

/** Deletes windows that have ended; answers how many rows went. */
export async function deleteExpiredCounters(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .returning({ bucket: rateLimitCounters.bucket });
  return deleted.length;
}
