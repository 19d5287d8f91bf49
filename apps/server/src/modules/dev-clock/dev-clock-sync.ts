/**
 * Keeps this process's dev clock in step with the stored offset (ARCHITECTURE §9): `LISTEN dev_clock` (the move's
 * NOTIFY carries the new offset; the same listener as the outbox's, one connection) and a re-read every `pollMs`
 * for a notification missed. The clock stays a synchronous `() => Date`; only its offset changes here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { OffsetClock } from '../../lib/clock.js';
import { createOutboxListener } from '../../lib/mailer/outbox-listener.js';
import { DEV_CLOCK_CHANNEL, readOffset } from './dev-clock.service.js';

export interface DevClockSync {
  stop(): Promise<void>;
}

export async function startDevClockSync(options: {
  database: Database;
  devClock: OffsetClock;
  log: FastifyBaseLogger;
  pollMs?: number;
}): Promise<DevClockSync> {
  const { database, devClock, log } = options;
  let warned = false;
  const reread = async () => {
    try {
      devClock.learn(await readOffset(database.db));
      warned = false;
    } catch (error) {
      if (!warned) log.warn({ err: error }, 'dev clock: reading the stored offset failed; retrying');
      warned = true;
    }
  };
  await reread();
  const listen = createOutboxListener(database, log, DEV_CLOCK_CHANNEL);
  const unlisten = listen
    ? await listen((payload) => {
        const offset = payload === undefined ? Number.NaN : Number(payload);
        if (Number.isFinite(offset)) devClock.learn(offset);
        else void reread();
      })
    : null;
  const timer = setInterval(() => void reread(), options.pollMs ?? 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await unlisten?.();
    },
  };
}
