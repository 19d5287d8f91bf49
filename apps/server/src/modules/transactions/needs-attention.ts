/**
 * What needs a person (ADR 0015): intents the provider reported succeeded that are not recorded yet, refunds
 * pending or failed, sandbox webhook deliveries failing, and money that arrived for a deleted charge (issue 22:
 * refunded, listed while its refund is open and for DELETED_CHARGE_DAYS after). Newest first, paged.
 */
import { senToRm, type NeedsAttentionItem } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';

interface Row {
  kind: NeedsAttentionItem['kind'];
  id: string;
  transaction_id: string | null;
  amount_sen: number | null;
  status: string;
  detail: string | null;
  attempts: number;
  created_at: Date | string;
  total: number;
}

/** A webhook delivery counts as failing from its second failed attempt. */
const FAILING_DELIVERY_ATTEMPTS = 2;

/** How long a deleted charge's refunded payment stays listed once its refund succeeded. */
export const DELETED_CHARGE_DAYS = 30;

const deletedChargeWhere = (now: Date) =>
  sql`transaction_id is null
    and (status <> 'succeeded' or created_at > ${new Date(now.getTime() - DELETED_CHARGE_DAYS * 86_400_000)})`;

export async function listNeedsAttention(
  db: DbOrTx,
  page: { limit: number; offset: number },
  now: Date = new Date(),
): Promise<{ items: NeedsAttentionItem[]; total: number }> {
  const rows = await queryRows<Row>(
    db,
    sql`with items as (
      select 'unrecorded-payment' as kind, provider_id as id, transaction_id::text as transaction_id,
             amount_sen, coalesce(last_status, 'unknown') as status,
             'succeeded at the provider, awaiting reconciliation' as detail, checks as attempts, created_at
        from payment_intents where settled_at is null and last_status = 'succeeded'
      union all
      select 'refund', id::text, transaction_id::text, amount_sen, status, coalesce(failure, reason), attempts, created_at
        from refunds where status <> 'succeeded' and transaction_id is not null
      union all
      select 'deleted-charge-payment', id::text, null, amount_sen, status, coalesce(failure, reason), attempts, created_at
        from refunds where ${deletedChargeWhere(now)}
      union all
      select 'webhook-delivery', id, null, null, status, last_error, attempts, created_at
        from sandbox_webhook_events where status = 'pending' and attempts >= ${FAILING_DELIVERY_ATTEMPTS}
    )
    select *, count(*) over ()::int as total from items
    order by created_at desc, id limit ${page.limit} offset ${page.offset}`,
  );
  const items = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    transactionId: r.transaction_id,
    amount: r.amount_sen === null ? null : senToRm(Number(r.amount_sen)),
    status: r.status,
    detail: r.detail,
    attempts: Number(r.attempts),
    createdAt: new Date(r.created_at).toISOString(),
  }));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from payment_intents where settled_at is null and last_status = 'succeeded')
        + (select count(*) from refunds where status <> 'succeeded' and transaction_id is not null)
        + (select count(*) from refunds where ${deletedChargeWhere(now)})
        + (select count(*) from sandbox_webhook_events where status = 'pending' and attempts >= ${FAILING_DELIVERY_ATTEMPTS}) as n`,
    );
    total = Number(count?.n ?? 0);
  }
  return { items, total: Number(total) };
}
