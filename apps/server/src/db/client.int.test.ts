import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase, pingDatabase, queryRows } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL pool', () => {
  it('survives the server dropping an idle connection and keeps answering', async () => {
    const lost: Error[] = [];
    const database = createDatabase({ url: serverUrl!, poolSize: 2, onIdleError: (error) => lost.push(error) });
    try {
      const [{ pid }] = (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`)) as [
        { pid: number },
      ];
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      await pingDatabase(database.db);
    } finally {
      await database.close();
    }
  });
});
