CREATE TABLE "tenancy_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tenancy_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "tenancy_events" ADD CONSTRAINT "tenancy_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenancy_events_contract_idx" ON "tenancy_events" USING btree ("contract_id","seq");--> statement-breakpoint
-- Append-only (docs/decisions/0036): no UPDATE ever; a DELETE only as the cascade of its contract's delete.
CREATE FUNCTION tenancy_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'tenancy_events is append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM contracts WHERE id = OLD.contract_id) THEN
    RAISE EXCEPTION 'tenancy_events is append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER tenancy_events_append_only BEFORE UPDATE OR DELETE ON tenancy_events
  FOR EACH ROW EXECUTE FUNCTION tenancy_events_append_only();--> statement-breakpoint
-- The record of the tenancies that exist already, derived from their rows, in the order things happened.
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
-- Only charges of contracts that still exist (a charge's contract may be gone in a copy restored without it).
WHERE EXISTS (SELECT 1 FROM contracts k WHERE k.id = derived.contract_id)
ORDER BY at, rank;
