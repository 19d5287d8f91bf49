/** Migration 0010 on a database with payments and refunds already recorded: each gets its receipt, numbered per year. */
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

const U = '00000000-0000-4000-8000-0000000000a1';
const P = '00000000-0000-4000-8000-0000000000b1';
const T1 = '00000000-0000-4000-8000-000000000001';
const T2 = '00000000-0000-4000-8000-000000000002';
const T3 = '00000000-0000-4000-8000-000000000003';

beforeAll(async () => {
  for (const entry of journal.entries.filter((e) => e.idx < 10)) await apply(entry.tag);
  // Foreign keys off: contracts and applications do not matter here.
  await db.exec(`SET session_replication_role = replica;
    INSERT INTO users (id, firstname, lastname, email, phone, password_hash)
      VALUES ('${U}', '陈伟杰', 'Tan', 'tan@example.my', '0123456789', 'x');
    INSERT INTO properties (id, name, type, address, description)
      VALUES ('${P}', 'Taman Desa Residence', 'Unit Rental', 'Kuala Lumpur', 'A unit');
    INSERT INTO transactions (id, user_id, contract_id, property_id, type, amount_sen, due_date, status, payment_intent_id)
    VALUES ('${T1}', '${U}', gen_random_uuid(), '${P}', 'Deposit', 300000, '2025-12-01', 'Paid', 'pi_one'),
           ('${T2}', '${U}', gen_random_uuid(), '${P}', 'Monthly Rental', 150000, '2026-01-15', 'Paid', 'pi_two'),
           ('${T3}', '${U}', gen_random_uuid(), '${P}', 'Monthly Rental', 150000, '2026-02-15', 'Paid', 'pi_three');
    INSERT INTO payments (transaction_id, provider, payment_intent_id, amount_sen, currency, source, created_at)
    VALUES ('${T1}', 'sandbox', 'pi_one', 300000, 'myr', 'browser', '2025-12-31T16:30:00Z'),
           ('${T2}', 'sandbox', 'pi_two', 150000, 'myr', 'browser', '2026-01-10T02:00:00Z'),
           ('${T3}', 'sandbox', 'pi_three', 150000, 'myr', 'webhook', '2026-02-10T02:00:00Z');
    INSERT INTO refunds (transaction_id, payment_intent_id, provider, kind, provider_refund_id, amount_sen, reason, status, updated_at)
    VALUES ('${T2}', 'pi_two', 'sandbox', 'admin', 're_one', 50000, 'Aircon broken', 'succeeded', '2026-01-20T02:00:00Z'),
           ('${T2}', 'pi_two', 'sandbox', 'admin', null, 10000, 'Failed one', 'failed', '2026-01-21T02:00:00Z');
    SET session_replication_role = origin;`);
  for (const entry of journal.entries.filter((e) => e.idx >= 10)) await apply(entry.tag);
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('migration 0010_receipts', () => {
  it('issues a receipt for each payment and succeeded refund, numbered per Malaysian year in recorded order', async () => {
    const { rows } = await db.query<{
      number: string;
      kind: string;
      provider_reference: string;
      details: { payerName: string };
    }>('select number, kind, provider_reference, details from receipts order by year, sequence');
    // 31/12/2025 16:30 UTC is 00:30 on 1 January 2026 in Malaysia.
    expect(rows.map((r) => [r.number, r.kind, r.provider_reference])).toEqual([
      ['SM-2026-000001', 'payment', 'pi_one'],
      ['SM-2026-000002', 'payment', 'pi_two'],
      ['SM-2026-000003', 'refund', 're_one'],
      ['SM-2026-000004', 'payment', 'pi_three'],
    ]);
    expect(rows[0]!.details.payerName).toBe('陈伟杰 Tan');
    const counters = await db.query<{ year: number; last_number: number }>(
      'select year, last_number from receipt_counters',
    );
    expect(counters.rows).toEqual([{ year: 2026, last_number: 4 }]);
  });
});
