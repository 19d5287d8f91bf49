ALTER TABLE "deposit_settlements" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD COLUMN "refund_account" jsonb;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD COLUMN "refund_account_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD COLUMN "transfer_date" date;--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_deductions_one_per_charge" ON "settlement_deductions" USING btree ("transaction_id") WHERE "settlement_deductions"."transaction_id" is not null;