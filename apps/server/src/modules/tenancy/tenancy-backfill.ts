/**
 * The timeline of tenancies written before their events were (migration 0026 does the same for the rows that
 * existed then): accepted, signed, countersigned, completed, paid, activated, refunded, ended or cancelled, derived
 * from the contracts' own rows, for contracts that have no event yet. The demo seed calls it after writing its rows.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export async function deriveMissingTenancyEvents(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    INSERT INTO tenancy_events (contract_id, type, at, actor_role, actor_id, actor_name, data, links)
    SELECT contract_id, type, at, actor_role, actor_id, actor_name, data, links FROM (
      SELECT c.id AS contract_id, 'accepted' AS type, c.created_at AS at, 'admin' AS actor_role, NULL::uuid AS actor_id,
        NULL::text AS actor_name, 0 AS rank,
        jsonb_build_object('startDate', c.start_date, 'endDate', c.end_date, 'rentSen', c.rent_sen,
          'depositSen', c.deposit_sen, 'derived', true) AS data,
        jsonb_build_array(jsonb_build_object('kind', 'agreement', 'id', c.id)) AS links
      FROM contracts c
      UNION ALL
      SELECT c.id, 'signed', coalesce(c.tenant_signed_at, c.signed_at), 'tenant', c.user_id, NULL, 1,
        jsonb_build_object('method', CASE WHEN c.tenant_signed_at IS NOT NULL THEN 'esign' ELSE 'upload' END, 'derived', true),
        jsonb_build_array(jsonb_build_object('kind', CASE WHEN c.tenant_signed_at IS NOT NULL THEN 'agreement' ELSE 'signed_copy' END, 'id', c.id))
      FROM contracts c WHERE coalesce(c.tenant_signed_at, c.signed_at) IS NOT NULL
      UNION ALL
      SELECT c.id, 'countersigned', c.countersigned_at, 'admin', NULL, NULL, 2, jsonb_build_object('derived', true),
        jsonb_build_array(jsonb_build_object('kind', 'agreement', 'id', c.id))
      FROM contracts c WHERE c.countersigned_at IS NOT NULL
      UNION ALL
      SELECT c.id, 'completed', c.completed_at, 'system', NULL, NULL, 3, jsonb_build_object('derived', true),
        jsonb_build_array(jsonb_build_object('kind', 'agreement', 'id', c.id))
      FROM contracts c WHERE c.completed_at IS NOT NULL
      UNION ALL
      SELECT t.contract_id, 'paid', t.payment_date, 'tenant', t.user_id, NULL, 4,
        jsonb_build_object('transactionId', t.id, 'chargeType', t.type, 'amountSen', t.amount_sen, 'derived', true),
        coalesce((SELECT jsonb_agg(jsonb_build_object('kind', 'receipt', 'id', r.id)) FROM receipts r
          WHERE r.transaction_id = t.id AND r.kind = 'payment'), '[]'::jsonb)
      FROM transactions t WHERE t.status = 'Paid' AND t.payment_date IS NOT NULL
      UNION ALL
      SELECT c.id, 'activated', c.activated_at, 'system', NULL, NULL, 5, jsonb_build_object('derived', true), '[]'::jsonb
      FROM contracts c WHERE c.activated_at IS NOT NULL
      UNION ALL
      SELECT t.contract_id, 'refunded', r.issued_at, 'admin', NULL, NULL, 6,
        jsonb_build_object('transactionId', t.id, 'refundId', r.refund_id, 'amountSen', r.amount_sen, 'derived', true),
        jsonb_build_array(jsonb_build_object('kind', 'receipt', 'id', r.id))
      FROM receipts r JOIN transactions t ON t.id = r.transaction_id WHERE r.kind = 'refund'
      UNION ALL
      SELECT c.id, CASE WHEN c.status = 'Ended' THEN 'ended' ELSE 'cancelled' END, c.ended_at, 'system', NULL, NULL, 7,
        jsonb_build_object('endDate', c.end_date, 'derived', true), '[]'::jsonb
      FROM contracts c WHERE c.status IN ('Ended', 'Cancelled') AND c.ended_at IS NOT NULL
    ) derived
    WHERE NOT EXISTS (SELECT 1 FROM tenancy_events e WHERE e.contract_id = derived.contract_id)
      AND EXISTS (SELECT 1 FROM contracts k WHERE k.id = derived.contract_id)
    ORDER BY at, rank
  `);
}
