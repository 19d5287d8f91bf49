/**
 * Database invariants that must hold after any sequence of API calls (ARCHITECTURE §5). Each rule is one SQL
 * query that returns the offending rows; `findInvariantViolations` runs them all. Reusable by any test:
 * `expect(await findInvariantViolations(ctx.database.db)).toEqual([])`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const LIVE = sql.raw(`'Awaiting Payment', 'Active'`);

export const INVARIANTS: readonly { name: string; query: SQL }[] = [
  {
    name: 'every contract has its deposit transaction',
    query: sql`select c.id from contracts c
      where not exists (select 1 from transactions t where t.contract_id = c.id and t.type = 'Deposit')`,
  },
  {
    name: 'at most one live contract per unit',
    query: sql`select c.property_id as id from contracts c
      where c.room_id is null and c.status in (${LIVE}) group by c.property_id having count(*) > 1`,
  },
  {
    name: 'at most one live contract per room',
    query: sql`select c.room_id as id from contracts c
      where c.room_id is not null and c.status in (${LIVE}) group by c.room_id having count(*) > 1`,
  },
  {
    name: 'a live contract is for a room of its own property, and a room rental has one',
    query: sql`select c.id from contracts c join properties p on p.id = c.property_id
      left join rooms r on r.id = c.room_id
      where c.status in (${LIVE}) and ((c.room_id is null) <> (p.type = 'Unit Rental') or r.property_id <> p.id)`,
  },
  {
    name: 'every Paid transaction has its recorded payment',
    query: sql`select t.id from transactions t
      where t.status = 'Paid' and not exists (select 1 from payments p where p.transaction_id = t.id)
        and not exists (select 1 from settlement_deductions d where d.transaction_id = t.id and d.settled_at is not null)`,
  },
  {
    name: 'an occupied room or unit (active contract) has its deposit paid',
    query: sql`select c.id from contracts c
      where c.status = 'Active' and not exists
        (select 1 from transactions t where t.contract_id = c.id and t.type = 'Deposit' and t.status = 'Paid')`,
  },
  {
    name: 'an accepted application has a live contract',
    query: sql`select a.id from applications a
      where a.status = 'Accepted' and not exists
        (select 1 from contracts c where c.application_id = a.id and c.status in (${LIVE}))`,
  },
  {
    name: 'no negative or zero amounts',
    query: sql`select id from transactions where amount_sen <= 0
      union all select id from payments where amount_sen <= 0
      union all select id from contracts where rent_sen <= 0 or deposit_sen <= 0
      union all select id from rooms where price_sen <= 0 or deposit_sen <= 0
      union all select id from properties where price_sen <= 0 or deposit_sen <= 0`,
  },
  {
    name: 'a payment matches its transaction amount',
    query: sql`select p.id from payments p join transactions t on t.id = p.transaction_id
      where p.amount_sen <> t.amount_sen`,
  },
  {
    // ADR 0034: one intent may pay several charges (Sign & Pay), one payment row each.
    name: 'the payments of one intent add up to what it charged',
    query: sql`select i.provider_id as id from payment_intents i join payments p on p.payment_intent_id = i.provider_id
      group by i.provider_id, i.amount_sen having sum(p.amount_sen) <> i.amount_sen`,
  },
];

export interface InvariantViolation {
  invariant: string;
  ids: string[];
}

/** Every broken invariant with (up to 5 of) its offending ids; an empty list when all hold. */
export async function findInvariantViolations(db: Db): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  for (const { name, query } of INVARIANTS) {
    const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
    if (result.rows.length > 0) violations.push({ invariant: name, ids: result.rows.slice(0, 5).map((r) => r.id) });
  }
  return violations;
}
