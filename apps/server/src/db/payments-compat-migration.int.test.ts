/** Migration 0005 on a database with pre-existing rows: Overdue becomes Pending, old intents are registered. */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.js';

const db = new PGlite({ extensions: { pg_trgm } });
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

async function apply(tag: string) {
  const sql = readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
}

beforeAll(async () => {
  for (const entry of journal.entries.filter((e) => e.idx < 5)) await apply(entry.tag);
  // Rows as the old code left them (foreign keys off: only these two tables matter here).
  await db.exec(`SET session_replication_role = replica;
    INSERT INTO transactions (id, user_id, contract_id, property_id, type, amount_sen, due_date, status, payment_intent_id)
    VALUES ('00000000-0000-4000-8000-000000000001', gen_random_uuid(), gen_random_uuid(), gen_random_uuid(),
            'Monthly Rental', 120000, '2025-01-01', 'Overdue', 'pi_current_1'),
           ('00000000-0000-4000-8000-000000000002', gen_random_uuid(), gen_random_uuid(), gen_random_uuid(),
            'Other Fees', 500, '2025-01-01', 'Paid', 'pi_paid_2');
    INSERT INTO payments (transaction_id, provider, payment_intent_id, amount_sen, currency, source)
    VALUES ('00000000-0000-4000-8000-000000000002', 'sandbox', 'pi_paid_2', 500, 'myr', 'browser');
    SET session_replication_role = origin;`);
  for (const entry of journal.entries.filter((e) => e.idx >= 5)) await apply(entry.tag);
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('migration 0005_payments_compat', () => {
  it("turns Overdue rows into Pending and removes 'Overdue' from the enum", async () => {
    const { rows } = await db.query<{ id: string; status: string }>('select id, status from transactions order by id');
    expect(rows.map((r) => r.status)).toEqual(['Pending', 'Paid']);
    await expect(db.exec(`update transactions set status = 'Overdue'`)).rejects.toThrow(/transaction_status/);
  });

  it('registers the intents of recorded payments and each transaction’s current intent', async () => {
    const { rows } = await db.query('select provider_id, transaction_id, amount_sen, currency from payment_intents');
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          provider_id: 'pi_current_1',
          transaction_id: '00000000-0000-4000-8000-000000000001',
          amount_sen: 120000,
          currency: 'myr',
        },
        {
          provider_id: 'pi_paid_2',
          transaction_id: '00000000-0000-4000-8000-000000000002',
          amount_sen: 500,
          currency: 'myr',
        },
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});
