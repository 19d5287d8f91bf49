import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  APPLICATION_STATUSES,
  COMPLAINT_STATUSES,
  CONTRACT_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../lib/storage/local-storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { queryRows } from '../client.js';
import { resetDatabase, seedDemoData } from './seed.js';

let database: TestDatabase;
let dir: string;
const deps = () => ({
  database,
  storage: createLocalStorage(path.join(dir, 'uploads')),
  clock: () => new Date('2026-11-22T02:00:00Z'),
});
const values = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ v: string }>(database.db, query)).map((r) => r.v).sort();

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'sewamudah-seed-'));
}, 120_000);
afterAll(async () => {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('fills an empty database with something in every status, once', async () => {
    const signing = { kind: 'local' as const, file: path.join(dir, 'signing.p12') };
    expect(await seedDemoData(deps(), { signing, publicUrl: 'http://localhost:3000' })).toEqual({ seeded: true });

    // Renewal (issue 25 §3, ADR 0036): one offer waiting for the tenant, one renewal signed by both and sealed, with
    // its verify code, a stamping row to track and every step on the timeline.
    expect(
      await values(
        sql`select concat(status, ' ', (sealed_key is not null), ' ', (verify_code is not null), ' ', stamping_status) as v
            from renewal_offers`,
      ),
    ).toEqual(['accepted t t not_stamped', 'offered f f not_stamped']);
    expect(
      await values(
        sql`select distinct type as v from tenancy_events where type like 'renewal_%' and type <> 'renewal_reminder_sent'`,
      ),
    ).toEqual(['renewal_accepted', 'renewal_countersigned', 'renewal_offered', 'renewal_signed']);

    // WhatsApp (issue 24 §5): Aisyah opted in, and her WhatsApp deliveries show sent, failed and disabled.
    expect(
      await values(
        sql`select o.phone as v from whatsapp_opt_ins o join users u on u.id = o.user_id
            where u.email = 'aisyah@sewamudah.my' and o.ended_at is null`,
      ),
    ).toEqual(['+60123456789']);
    expect(
      await values(sql`select distinct status as v from notification_deliveries where channel = 'whatsapp'`),
    ).toEqual(['disabled', 'failed', 'sent']);

    // Late charges (issue 24 §3, ADR 0031): only Kumar's tenancy has a clause; one late charge to pay, one waived.
    expect(
      await values(
        sql`select concat(u.email, ' ', c.late_payment_clause->>'type') as v from contracts c join users u on u.id = c.user_id
            where c.late_payment_clause->>'type' <> 'none'`,
      ),
    ).toEqual(['kumar.s@example.my fixed']);
    expect(
      await values(
        sql`select concat(l.status, ' ', l.amount_sen, ' ', coalesce(l.waiver_reason, '-'), ' ', r.status) as v
            from transactions l join transactions r on r.id = l.late_for_transaction_id where l.type = 'Late Charge'`,
      ),
    ).toEqual([
      'Cancelled 10000 Bank transfer delayed by the bank holiday; waived once as a goodwill gesture. Pending',
      'Pending 10000 - Paid',
    ]);

    expect(await values(sql`select distinct status::text as v from applications`)).toEqual(
      [...APPLICATION_STATUSES].sort(),
    );
    expect(await values(sql`select distinct status::text as v from contracts`)).toEqual([...CONTRACT_STATUSES].sort());
    expect(await values(sql`select distinct status::text as v from transactions`)).toEqual(
      [...TRANSACTION_STATUSES].sort(),
    );
    expect(await values(sql`select distinct type::text as v from transactions`)).toEqual([...TRANSACTION_TYPES].sort());
    // Listing reports (issue 28 §6): the admins' queue shows every state.
    expect(await values(sql`select distinct status as v from listing_reports`)).toEqual([
      'dismissed',
      'open',
      'resolved',
    ]);
    expect(await values(sql`select distinct status::text as v from complaints`)).toEqual(
      [...COMPLAINT_STATUSES].sort(),
    );

    const [counts] = await queryRows<{
      admins: number;
      customers: number;
      units: number;
      roomRentals: number;
      minImages: number;
    }>(
      database.db,
      sql`select
        (select count(*)::int from users where user_type = 'admin') as "admins",
        (select count(*)::int from users where user_type = 'customer' and status = 'active') as "customers",
        (select count(*)::int from properties where type = 'Unit Rental') as "units",
        (select count(*)::int from properties where type = 'Room Rental') as "roomRentals",
        (select min(n)::int from (select count(i.id) as n from properties p left join property_images i on i.property_id = p.id group by p.id) t) as "minImages"`,
    );
    expect(counts!.admins).toBe(1);
    expect(counts!.customers).toBeGreaterThanOrEqual(3);
    expect(counts!.units + counts!.roomRentals).toBeGreaterThanOrEqual(10);
    expect(counts!.units).toBeGreaterThan(0);
    expect(counts!.roomRentals).toBeGreaterThan(0);
    expect(counts!.minImages).toBeGreaterThanOrEqual(3);

    // Priya has no rental at all, so a newcomer can walk the whole flow.
    const priya = await values(
      sql`select a.id::text as v from applications a join users u on u.id = a.user_id where u.email = 'priya@sewamudah.my'`,
    );
    expect(priya).toEqual([]);

    expect(await seedDemoData(deps())).toEqual({ seeded: false });
    // Nine demo customers, plus data rights' Irfan (consent withdrawn) and a deleted account (seed-data-rights.ts).
    expect(await values(sql`select count(*)::text as v from users`)).toEqual([String(counts!.admins + 11)]);
    expect(await values(sql`select distinct kind as v from data_rights_requests order by 1`)).toEqual([
      'consent_withdrawal',
      'deletion',
      'export',
    ]);
  }, 300_000);

  it('has maintenance tickets in every state, with photos, a visit, a repair charge and a rating (issue 26)', async () => {
    const states = await values(
      sql`select distinct status::text || case when reopen_count > 0 then ' reopened' else '' end as v from complaints where kind = 'maintenance'`,
    );
    expect(states).toEqual(
      expect.arrayContaining(['Waiting for Response', 'In Handling', 'Handled', 'In Handling reopened']),
    );
    expect(
      Number(
        (
          await values(
            sql`select count(*)::text as v from complaint_media m join media x on x.id = m.media_id where x.kind = 'photo'`,
          )
        )[0],
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(await values(sql`select distinct status as v from complaint_visits where status = 'confirmed'`)).toEqual([
      'confirmed',
    ]);
    expect(
      await values(
        sql`select t.amount_sen::text || ' ' || t.status as v from complaint_costs c join transactions t on t.id = c.transaction_id where t.type = 'Repair'`,
      ),
    ).toEqual(['8000 Pending', '9000 Paid']); // the paid one was deducted from a deposit (below)
    expect(await values(sql`select thumbs as v from complaint_ratings`)).toEqual(['up']);
    expect(Number((await values(sql`select count(*)::text as v from complaint_events`))[0])).toBeGreaterThan(10);
  }, 300_000);

  it('has a deposit refunded by bank transfer with a repair deduction, and one waiting for the bank account (ADR 0038)', async () => {
    expect(
      await values(
        sql`select concat(status, ' ', refund_method, ' ', (refund_account is not null), ' ', (transfer_reference is not null)) as v
            from deposit_settlements`,
      ),
    ).toEqual(['awaiting_transfer bank_transfer f f', 'refunded bank_transfer t t']);
    // The repair share: a ticket as evidence, its charge Paid by the settlement (the invariant accepts it).
    expect(
      await values(
        sql`select concat(d.kind, ' ', t.status, ' ', (d.settled_at is not null), ' ', (d.evidence->0->>'id' = c.complaint_id::text)) as v
            from settlement_deductions d join transactions t on t.id = d.transaction_id
            join complaint_costs c on c.transaction_id = t.id`,
      ),
    ).toEqual(['repair Paid t t']);
    // Every maintenance ticket has its promises (the ticket's page needs them).
    expect(
      await values(
        sql`select count(*)::text as v from complaints where kind = 'maintenance' and (response_due_at is null or fix_due_at is null)`,
      ),
    ).toEqual(['0']);
    // The bank transfer is in the ledger with its receipt; the waiting tenant has her notification.
    expect(
      await values(
        sql`select concat(r.provider, ' ', r.status, ' ', count(x.id)) as v from refunds r
            join deposit_settlements s on s.refund_id = r.id left join receipts x on x.refund_id = r.id group by r.id`,
      ),
    ).toEqual(['bank_transfer succeeded 1']);
    expect(
      await values(sql`select kind as v from notifications where dedupe_key like 'deposit-account-needed:%'`),
    ).toEqual(['depositAccountNeeded']);
  }, 300_000);

  it('asks the tenant whose application came without a profile to complete it (issue 27 §2)', async () => {
    expect(
      await values(
        sql`select concat(u.email, ' ', n.kind, ' ', n.link, ' ', a.status) as v from notifications n
            join users u on u.id = n.user_id
            join applications a on n.dedupe_key = 'screening-profile-incomplete:' || a.id::text`,
      ),
    ).toEqual(['nurul.izzah@example.my screeningProfileIncomplete /dashboard Waiting for Response']);
  });

  it('gives Priya two saved searches, instant and daily, and an alert already sent (issue 28 §5)', async () => {
    expect(
      await values(
        sql`select concat(s.name, ' ', s.frequency, ' ', (select count(*) from saved_search_matches m
              where m.saved_search_id = s.id and m.sent_at is not null)) as v
            from saved_searches s join users u on u.id = s.user_id where u.email = 'priya@sewamudah.my'`,
      ),
    ).toEqual(['3 bedrooms in Bangsar instant 1', 'Rooms in Cheras under RM900 daily 0']);
    expect(await values(sql`select kind as v from notifications where category = 'searches'`)).toEqual(['searchAlert']);
  });

  it('rebuilds from scratch after a reset', async () => {
    await resetDatabase(deps());
    expect(await values(sql`select count(*)::text as v from properties`)).toEqual(['0']);
    expect(await seedDemoData(deps())).toEqual({ seeded: true });
  }, 300_000);
});
