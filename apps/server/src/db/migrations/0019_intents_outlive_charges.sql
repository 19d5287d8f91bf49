-- Issue 22: the payment-intent registry outlives its charge. Deleting a charge no longer deletes its intents
-- (money still on its way at the provider): transaction_id is emptied and the charge's id, payer, contract, type
-- and property stay on the intent, so a late success is refunded, the payer told, and needs-attention shows it.
ALTER TABLE "payment_intents" DROP CONSTRAINT "payment_intents_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "charge_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "payer_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "charge_type" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "property_id" uuid;--> statement-breakpoint
UPDATE "payment_intents" AS pi SET "charge_id" = t."id", "payer_id" = t."user_id", "contract_id" = t."contract_id",
  "charge_type" = t."type"::text, "property_id" = t."property_id"
  FROM "transactions" AS t WHERE t."id" = pi."transaction_id";--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "charge_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "payer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "contract_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "charge_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;
