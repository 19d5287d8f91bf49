/**
 * The issue 12 data set for the list tests (PostgreSQL only): 5,100 customers, 10,000 properties (half with two
 * rooms), 61,000 applications, 15,000 contracts, 122,000 transactions and 8,300 complaints at scale 1, and issue 28's
 * 6,000 saved searches (3 per customer of the first 2,000) with 12,000 matches and 9,000 listing reports, written
 * with generate_series in a few statements (seconds, not minutes), the properties' coordinates and station walks from
 * the whole stations dataset (bulk-stations-data.ts), then VACUUM ANALYZE so the planner sees the real sizes.
 * Ids are md5-derived uuids, so a test can name a row: bulkId('u', 7) is the 7th customer.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { createBulkLocations, seedBulkStations } from './bulk-stations-data.js';

export const BULK_SIZES = {
  users: 5100,
  properties: 10_000,
  applications: 61_000,
  contracts: 15_000,
  transactions: 122_000,
  complaints: 8300,
  savedSearches: 6000,
  searchMatches: 12_000,
  listingReports: 9000,
} as const;

export type BulkSizes = { [K in keyof typeof BULK_SIZES]: number };

/**
 * The id of the n-th bulk row of a kind (u user, p property, a application, c contract, t transaction, k complaint,
 * s saved search, l listing report).
 */
export function bulkId(kind: 'u' | 'p' | 'a' | 'c' | 't' | 'k' | 's' | 'l', n: number): string {
  const md5 = createHash('md5').update(`${kind}${n}`).digest('hex');
  // A version 4 / variant 8 uuid, as the API's id validation wants (same as the SQL below).
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Sizes multiplied by `scale` (at least one of each). */
export function scaledSizes(scale: number): BulkSizes {
  const entries = Object.entries(BULK_SIZES).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))]);
  return Object.fromEntries(entries) as BulkSizes;
}

function statements(s: BulkSizes): string[] {
  const id = (kind: string, n: string) =>
    `overlay(overlay(md5('${kind}' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;
  return [
    // Foreign keys are right by construction: skip their per-row checks (the bulk of the time).
    'set session_replication_role = replica',
    `insert into users (id, firstname, lastname, email, phone, password_hash, user_type, status, created_at)
     select ${id('u', 'i')}, (array['Aisyah','Wei Ling','Kumar','Siti','Jason','Nurul','Arjun','Mei'])[i % 8 + 1],
       'Bulk' || i, 'bulk' || i || '@example.my', '60' || lpad(i::text, 8, '0'), 'x', 'customer',
       (case when i % 10 = 0 then 'pending' else 'active' end)::user_status, now() - i * interval '37 minutes'
     from generate_series(1, ${s.users}) i`,
    // Coordinates from bulk_locations (bulk-stations-data.ts), written with the row: no second version of every row.
    `insert into properties (id, name, type, address, description, price_sen, deposit_sen, created_at, latitude,
       longitude)
     select ${id('p', 'i')},
       (array['Seri','Taman','Residensi','Pangsapuri','Vista','Desa'])[i % 6 + 1] || ' ' ||
         (array['Melati','Cempaka','Kenanga','Orkid','Mawar','Teratai','Anggerik'])[i % 7 + 1] || ' ' || i,
       (case when i % 2 = 0 then 'Unit Rental' else 'Room Rental' end)::property_type,
       i || ' Jalan ' || (array['Ampang','Bangsar','Cheras','Damansara','Kepong','Puchong'])[i % 6 + 1] || ', Kuala Lumpur',
       'A bulk listing for the list tests.',
       case when i % 2 = 0 then 50000 + (i % 40) * 5000 end, case when i % 2 = 0 then 100000 end,
       now() - i * interval '17 minutes', l.latitude, l.longitude
     from generate_series(1, ${s.properties}) i left join bulk_locations l on l.n = i`,
    `insert into rooms (id, property_id, name, price_sen, deposit_sen, position)
     select ${id('r', 'i * 10 + j')}, ${id('p', 'i')}, 'Room ' || j, 40000 + (i % 30) * 1000, 80000, j
     from generate_series(1, ${s.properties}) i, generate_series(1, 2) j where i % 2 = 1`,
    // Waiting applications: distinct (user, property) pairs; the rest decided. No 'Accepted' (one per user).
    `insert into applications (id, user_id, property_id, room_id, status, start_date, end_date, stay_length, created_at)
     select ${id('a', 'j')}, ${id('u', `(j - 1) % ${s.users} + 1`)}, ${id('p', `(j - 1) % ${s.properties} + 1`)},
       case when ((j - 1) % ${s.properties} + 1) % 2 = 1 then ${id('r', `((j - 1) % ${s.properties} + 1) * 10 + 1`)} end,
       (case when j <= least(${s.users}, 3000) then 'Waiting for Response'
             else (array['Rejected','Completed','Cancelled'])[j % 3 + 1] end)::application_status,
       date '2024-01-01' + (j % 700), date '2024-01-01' + (j % 700) + 365, 12, now() - j * interval '3 minutes'
     from generate_series(1, ${s.applications}) j`,
    // Live contracts on distinct units/rooms (the first few hundred), the rest ended.
    // Nine in ten agreements signed (a hand-signed copy uploaded a day after the contract), for the stamping tracker.
    `insert into contracts (id, application_id, user_id, property_id, room_id, status, start_date, end_date, rent_sen,
       deposit_sen, created_at, signed_at)
     select ${id('c', 'k')}, a.id, a.user_id, a.property_id, a.room_id,
       (case when k <= least(${s.properties}, 500) then 'Active' else 'Ended' end)::contract_status,
       date '2020-01-01' + (k % 2000), date '2020-01-01' + (k % 2000) + 365, 120000, 240000,
       now() - k * interval '11 minutes',
       case when k % 10 <> 0 then now() - k * interval '11 minutes' + interval '1 day' end
     from generate_series(1, ${s.contracts}) k join applications a on a.id = ${id('a', 'k')}`,
    // One deposit per contract, then monthly rent (period unique per contract); 92 % paid.
    `insert into transactions (id, user_id, contract_id, property_id, room_id, type, amount_sen, due_date, status,
       period_month, payment_date, created_at)
     select ${id('t', 'm')}, c.user_id, c.id, c.property_id, c.room_id,
       (case when m <= ${s.contracts} then 'Deposit' else 'Monthly Rental' end)::transaction_type,
       120000 + (m % 7) * 1000, date '2021-01-01' + (m % 1500),
       (case when m % 25 < 23 then 'Paid' else 'Pending' end)::transaction_status,
       case when m > ${s.contracts} then m end,
       case when m % 25 < 23 then now() - m * interval '1 minute' + interval '1 day' end,
       now() - m * interval '1 minute'
     from generate_series(1, ${s.transactions}) m join contracts c on c.id = ${id('c', `(m - 1) % ${s.contracts} + 1`)}`,
    `insert into complaints (id, user_id, property_id, title, description, status, created_at)
     select ${id('k', 'n')}, ${id('u', `(n - 1) % ${s.users} + 1`)}, ${id('p', `(n - 1) % ${s.properties} + 1`)},
       (array['Leaking tap','Broken lift','Noisy neighbour','No water','Aircond fault'])[n % 5 + 1] || ' ' || n,
       'Reported by a tenant of the bulk data set, case ' || n,
       (array['Waiting for Response','In Handling','Handled'])[n % 3 + 1]::complaint_status,
       now() - n * interval '29 minutes'
     from generate_series(1, ${s.complaints}) n`,
    // Saved searches (issue 28 §5): 3 each for the first 2,000 customers (customer 7 has 3), one in 7 with alerts off.
    `insert into saved_searches (id, user_id, name, filters, frequency, alerts_off_at, unsubscribe_key, created_at,
       updated_at)
     select ${id('s', 'n')}, ${id('u', `(n - 1) % least(${s.users}, 2000) + 1`)}, 'Search ' || n,
       jsonb_build_object('bedrooms', (1 + n % 4)::text, 'q', (array['Ampang','Bangsar','Cheras'])[n % 3 + 1]),
       case when n % 2 = 0 then 'instant' else 'daily' end,
       case when n % 7 = 0 then now() - n * interval '5 minutes' end,
       md5('key' || n) || md5('k' || n), now() - n * interval '13 minutes', now() - n * interval '13 minutes'
     from generate_series(1, ${s.savedSearches}) n`,
    // Their matches, 2 in 3 sent: m repeats a (search, listing) pair only after lcm(searches, properties).
    `insert into saved_search_matches (id, saved_search_id, property_id, kind, change_id, matched_at, sent_at)
     select ${id('x', 'm')}, ${id('s', `(m - 1) % ${s.savedSearches} + 1`)}, ${id('p', `(m - 1) % ${s.properties} + 1`)},
       (array['new','price_drop','room_freed'])[m % 3 + 1], m, now() - m * interval '7 minutes',
       case when m % 3 <> 0 then now() - m * interval '7 minutes' + interval '1 minute' end
     from generate_series(1, ${s.searchMatches}) m`,
    // Listing reports (issue 28 §6): distinct (listing, customer) pairs; one in 5 open, the rest resolved or dismissed.
    `insert into listing_reports (id, property_id, user_id, reason, note, status, admin_note, decided_at, created_at,
       updated_at)
     select ${id('l', 'n')}, ${id('p', `(n - 1) % ${s.properties} + 1`)}, ${id('u', `(n - 1) % ${s.users} + 1`)},
       (array['wrong_price','already_rented','wrong_photos','scam_suspected','discriminatory'])[n % 5 + 1],
       case when n % 2 = 0 then 'Reported in the bulk data set, case ' || n end,
       case when n % 5 = 0 then 'open' when n % 2 = 0 then 'resolved' else 'dismissed' end,
       case when n % 5 <> 0 then 'Checked, case ' || n end,
       case when n % 5 <> 0 then now() - n * interval '23 minutes' + interval '1 day' end,
       now() - n * interval '23 minutes', now() - n * interval '23 minutes'
     from generate_series(1, ${s.listingReports}) n`,
    'set session_replication_role = origin',
    // The listing's facts (issue 28): spread so that each filter of the listing matches a share of the rows. Written
    // with triggers on (origin), so migration 0040's listing columns follow, as they do for any writer.
    `update rooms r set sqft = 90 + (r.price_sen / 1000) % 7 * 20, private_bathroom = (r.position = 1 and (r.price_sen / 1000) % 2 = 0),
       own_aircon = (r.price_sen / 1000) % 3 <> 0, has_window = true,
       available_from = date '2026-11-01' + (r.price_sen / 1000) % 90`,
    `update properties p set
       bedrooms = case when p.type = 'Unit Rental' then 1 + n % 5 else 3 + n % 3 end,
       bathrooms = 1 + n % 3,
       built_up_sqft = case when p.type = 'Unit Rental' then 450 + n % 31 * 50 end,
       furnishing = (array['unfurnished','partly_furnished','fully_furnished'])[n % 3 + 1]::furnishing,
       available_from = date '2026-11-01' + n % 120,
       amenities = array(select a from unnest(array['aircon','water_heater','washing_machine','fridge','wifi','pool',
         'gym','security_24h','playground','covered_parking']) with ordinality t(a, k) where (n + k) % 3 <> 0),
       pets_allowed = n % 4 = 0,
       gender_rule = (case when p.type = 'Room Rental' then (array['any','female','male'])[n % 3 + 1] else 'any' end)::gender_rule
     from (select id, (row_number() over (order by created_at desc))::int as n from properties) s where s.id = p.id`,
  ];
}

/** Writes the data set into the (migrated, empty) database at `url`. */
export async function seedBulkLists(url: string, sizes: BulkSizes = BULK_SIZES): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Coordinates near every station of the shipped dataset (bulk_locations), and the walks a write computes.
    await createBulkLocations(client, sizes.properties);
    for (const statement of statements(sizes)) await client.query(statement);
    await seedBulkStations(client, sizes.properties, (n) => bulkId('p', n));
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
