/**
 * The dev clock (ARCHITECTURE §9; DEV_CLOCK=true, never production): how far every replica's clock runs ahead of
 * real time is one row of `dev_clock`. Moving it takes the row's lock, checks the move goes forward, writes the new
 * offset and `NOTIFY dev_clock` in the same transaction; every process learns it (dev-clock-sync.ts).
 */
import { messages } from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devClockState } from '../../db/schema/index.js';
import type { OffsetClock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';

export const DEV_CLOCK_CHANNEL = 'dev_clock';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type DevClockMove = { advanceDays: number } | { advanceHours: number } | { now: Date };

export interface DevClockState {
  now: Date;
  realNow: Date;
  offsetMs: number;
}

/** The dev clock of this process, or 404 when DEV_CLOCK is off. */
export function requireDevClock(devClock: OffsetClock | undefined): OffsetClock {
  if (!devClock) throw notFound(messages.generic.notFound);
  return devClock;
}

export function stateOf(devClock: OffsetClock): DevClockState {
  const realNow = devClock.base();
  return { now: new Date(realNow.getTime() + devClock.offsetMs), realNow, offsetMs: devClock.offsetMs };
}

/** The stored offset (0 before the clock was first moved). */
export async function readOffset(db: Db): Promise<number> {
  const [row] = await db
    .select({ offsetMs: devClockState.offsetMs })
    .from(devClockState)
    .where(eq(devClockState.id, 1));
  return row?.offsetMs ?? 0;
}

/** Moves every replica's clock forward; 409 for a time before the current one. Answers the new state. */
export async function moveClock(db: Db, devClock: OffsetClock, move: DevClockMove, userId: string) {
  const offsetMs = await db.transaction(async (tx) => {
    await tx.insert(devClockState).values({ id: 1, offsetMs: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(devClockState).where(eq(devClockState.id, 1)).for('update');
    const realNow = devClock.base().getTime();
    const current = realNow + Math.max(row?.offsetMs ?? 0, devClock.offsetMs);
    const target =
      'now' in move
        ? move.now.getTime()
        : current + ('advanceDays' in move ? move.advanceDays * DAY_MS : move.advanceHours * HOUR_MS);
    if (target < current) throw new AppError(409, translate('en', 'devClockServer.onlyForward', {}));
    const next = Math.round(target - realNow);
    await tx
      .update(devClockState)
      .set({ offsetMs: next, updatedAt: new Date(realNow), updatedBy: userId })
      .where(eq(devClockState.id, 1));
    await tx.execute(sql`select pg_notify(${DEV_CLOCK_CHANNEL}, ${String(next)})`);
    return next;
  });
  devClock.learn(offsetMs);
  return stateOf(devClock);
}
