/** The app's response cache of public reads (docs/decisions/0020), wired to the database's `cache_versions`. */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.js';
import { type Database, queryRows } from '../../db/client.js';
import { createOutboxListener } from '../mailer/outbox-listener.js';
import { ResponseCache } from './response-cache.js';

export { cachedServerFactory, sendCachedAnswer } from './fast-path.js';
export { ResponseCache } from './response-cache.js';

/** Channel the `cache_versions` triggers notify (migration 0012). */
export const CACHE_VERSIONS_CHANNEL = 'cache_versions';
export const PUBLIC_PROPERTIES_SCOPE = 'public_properties';

export function createResponseCache(
  config: Pick<AppConfig, 'responseCache'>,
  database: Database,
  log: FastifyBaseLogger,
): ResponseCache {
  const { maxBytes, checkMs } = config.responseCache;
  const listen = config.responseCache.listen ? createOutboxListener(database, log, CACHE_VERSIONS_CHANNEL) : undefined;
  return new ResponseCache({
    maxBytes,
    checkMs,
    readVersion: async () => {
      const [row] = await queryRows<{ version: string | number }>(
        database.db,
        sql`select version from cache_versions where scope = ${PUBLIC_PROPERTIES_SCOPE}`,
      );
      return Number(row?.version ?? 0);
    },
    ...(listen ? { listen } : {}),
  });
}
