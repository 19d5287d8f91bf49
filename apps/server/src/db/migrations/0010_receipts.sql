CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_last_number_positive" CHECK ("receipt_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"refund_id" uuid,
	"user_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"provider_reference" text NOT NULL,
	"details" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('payment', 'refund')),
	CONSTRAINT "receipts_refund_matches_kind" CHECK (("receipts"."kind" = 'refund') = ("receipts"."refund_id" IS NOT NULL)),
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_sen" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_sequence_unique" ON "receipts" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_per_payment" ON "receipts" USING btree ("transaction_id") WHERE "receipts"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_per_refund" ON "receipts" USING btree ("refund_id") WHERE "receipts"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "receipts_transaction_idx" ON "receipts" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id");--> statement-breakpoint
-- Payments and succeeded refunds recorded before receipts existed get theirs, numbered per year in the order they were recorded.
INSERT INTO "receipts" ("number", "year", "sequence", "kind", "transaction_id", "refund_id", "user_id", "amount_sen", "provider_reference", "details", "issued_at")
SELECT 'SM-' || "year" || '-' || lpad("sequence"::text, 6, '0'), "year", "sequence", "kind", "transaction_id", "refund_id", "user_id", "amount_sen", "provider_reference", "details", "issued_at"
FROM (
	SELECT s.*, row_number() OVER (PARTITION BY s."year" ORDER BY s."issued_at", s."kind", s."source_id")::int AS "sequence"
	FROM (
		SELECT extract(year FROM (e."issued_at" AT TIME ZONE 'Asia/Kuala_Lumpur'))::int AS "year", e.*, t."user_id",
			jsonb_build_object('payerName', trim(u."firstname" || ' ' || u."lastname"), 'payerEmail', u."email",
				'propertyName', p."name", 'propertyAddress', p."address", 'roomName', r."name") AS "details"
		FROM (
			SELECT 'payment' AS "kind", pay."id" AS "source_id", pay."transaction_id", NULL::uuid AS "refund_id",
				pay."amount_sen", pay."payment_intent_id" AS "provider_reference", pay."created_at" AS "issued_at"
			FROM "payments" pay
			UNION ALL
			SELECT 'refund', rf."id", rf."transaction_id", rf."id", rf."amount_sen",
				coalesce(rf."provider_refund_id", rf."payment_intent_id"), rf."updated_at"
			FROM "refunds" rf WHERE rf."status" = 'succeeded'
		) e
		JOIN "transactions" t ON t."id" = e."transaction_id"
		JOIN "users" u ON u."id" = t."user_id"
		JOIN "properties" p ON p."id" = t."property_id"
		LEFT JOIN "rooms" r ON r."id" = t."room_id"
	) s
) numbered;--> statement-breakpoint
INSERT INTO "receipt_counters" ("year", "last_number") SELECT "year", max("sequence") FROM "receipts" GROUP BY "year";
