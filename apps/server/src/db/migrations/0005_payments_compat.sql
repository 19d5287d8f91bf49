CREATE TABLE "payment_intents" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_transaction_idx" ON "payment_intents" USING btree ("transaction_id");--> statement-breakpoint
-- Intents created before this registry existed: the recorded ones, and each transaction's current one.
INSERT INTO "payment_intents" ("provider_id", "transaction_id", "amount_sen", "currency")
	SELECT "payment_intent_id", "transaction_id", "amount_sen", "currency" FROM "payments"
	ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payment_intents" ("provider_id", "transaction_id", "amount_sen", "currency")
	SELECT "payment_intent_id", "id", "amount_sen", 'myr' FROM "transactions" WHERE "payment_intent_id" IS NOT NULL
	ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Unpaid charges stay 'Pending' (SPEC §4); overdue is derived from the due date. 'Overdue' leaves the enum.
UPDATE "transactions" SET "status" = 'Pending' WHERE "status" = 'Overdue';--> statement-breakpoint
ALTER TYPE "public"."transaction_status" RENAME TO "transaction_status_old";--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('Pending', 'Paid', 'Cancelled');--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "status" SET DATA TYPE "public"."transaction_status" USING "status"::text::"public"."transaction_status";--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "status" SET DEFAULT 'Pending';--> statement-breakpoint
DROP TYPE "public"."transaction_status_old";
