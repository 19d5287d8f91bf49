ALTER TYPE "public"."transaction_type" ADD VALUE 'Late Charge' BEFORE 'Repair';--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "late_payment_clause" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "late_payment_clause" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "late_for_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "waived_by" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_late_for_transaction_id_transactions_id_fk" FOREIGN KEY ("late_for_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_late_charge" ON "transactions" USING btree ("late_for_transaction_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_late_charge_link" CHECK ("transactions"."late_for_transaction_id" IS NULL OR "transactions"."type"::text = 'Late Charge');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_waiver" CHECK ("transactions"."waived_at" IS NULL OR ("transactions"."status" = 'Cancelled' AND "transactions"."waiver_reason" IS NOT NULL));--> statement-breakpoint
-- ADR 0031: contracts accepted before the clause became data were signed with clause 4.3 "interest at eight per cent
-- (8%) per annum on rent not paid within seven (7) days of its due date, calculated daily from the due date": they keep it.
UPDATE "contracts" SET "late_payment_clause" = '{"type":"interest","ratePercent":8,"graceDays":7,"capPercent":null,"accrueFrom":"due_date"}'::jsonb;
