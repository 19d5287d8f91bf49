/**
 * A pg.Pool that gives back a connection the moment it proves dead. Drizzle's `transaction()` sends BEGIN before
 * its try/finally, so a BEGIN that fails (frozen server: client read timeout; stopped server: terminated) never
 * releases its connection: each one would leak a pool slot, and after `max` of them every request waits for a
 * connection forever, even once PostgreSQL is back. Here a checked-out connection whose query fails with a
 * "database unavailable" error is released with that error (pg-pool then discards it), and the caller's own later
 * release, if any, is ignored (db/guarded-pool.int.test.ts: a lock wait past statement_timeout answers 503).
 * Requests fail within one timeout, and recovery needs no restart.
 */
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/db-unavailable.js';

type Release = (error?: Error | boolean) => void;

function guard(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  const release: Release = client.release;
  let released = false;
  // Stays the client's release until pg-pool hands the client out again (it sets a fresh release on every checkout):
  // restoring pg-pool's own here made Drizzle's later release throw "Release called on client which has already
  // been released", which replaced a statement timeout (503) with a 500 (issue 22).
  const releaseOnce: Release = (error) => {
    if (released) return;
    released = true;
    client.query = query;
    release(error);
  };
  client.release = releaseOnce;
  client.query = function guardedQuery(this: pg.PoolClient, ...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) releaseOnce(error as Error);
      });
    }
    return result;
  } as typeof client.query;
  return client;
}

export class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query() checks out with a callback and already releases with the error: leave it alone.
    if (callback) return super.connect(callback);
    return super.connect().then(guard);
  }
}
