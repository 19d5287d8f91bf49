CREATE TABLE "deposit_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deposit_sen" integer NOT NULL,
	"due_date" date NOT NULL,
	"issued_at" timestamp with time zone,
	"respond_by" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"final_at" timestamp with time zone,
	"refund_id" uuid,
	"refunded_at" timestamp with time zone,
	"shortfall_transaction_id" uuid,
	"keys_returned" jsonb,
	"keys_returned_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_settlements_deposit" CHECK ("deposit_settlements"."deposit_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "renewal_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"term_months" integer NOT NULL,
	"rent_sen" integer NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"admin_note" text DEFAULT '' NOT NULL,
	"tenant_note" text DEFAULT '' NOT NULL,
	"offered_by" uuid,
	"offered_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"start_date" date,
	"end_date" date,
	"stamp_duty_sen" integer,
	"stamp_duty_transaction_id" uuid,
	"agreement_key" text,
	"tenant_signed_at" timestamp with time zone,
	"admin_signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_offers_term" CHECK ("renewal_offers"."term_months" between 3 and 24),
	CONSTRAINT "renewal_offers_rent" CHECK ("renewal_offers"."rent_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspection_item_id" uuid,
	"transaction_id" uuid,
	"dispute_comment" text,
	"dispute_photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disputed_at" timestamp with time zone,
	"answer" text,
	"answer_note" text,
	"answered_amount_sen" integer,
	"answered_at" timestamp with time zone,
	CONSTRAINT "settlement_deductions_amount" CHECK ("settlement_deductions"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "tenancy_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"given_by_role" text NOT NULL,
	"given_by" uuid,
	"given_at" timestamp with time zone NOT NULL,
	"end_date" date NOT NULL,
	"early" boolean NOT NULL,
	"fee_sen" integer DEFAULT 0 NOT NULL,
	"fee_transaction_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "landlord" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "notice_months" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "termination_terms" jsonb DEFAULT '{"diplomaticMonths":12,"feeMonths":1}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "deposit_return_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_shortfall_transaction_id_transactions_id_fk" FOREIGN KEY ("shortfall_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_stamp_duty_transaction_id_transactions_id_fk" FOREIGN KEY ("stamp_duty_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD CONSTRAINT "settlement_deductions_settlement_id_deposit_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."deposit_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD CONSTRAINT "settlement_deductions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_fee_transaction_id_transactions_id_fk" FOREIGN KEY ("fee_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_settlements_contract_unique" ON "deposit_settlements" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "deposit_settlements_due_idx" ON "deposit_settlements" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "renewal_offers_contract_idx" ON "renewal_offers" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_offers_one_open" ON "renewal_offers" USING btree ("contract_id") WHERE "renewal_offers"."status" in ('offered', 'change_requested');--> statement-breakpoint
CREATE INDEX "settlement_deductions_settlement_idx" ON "settlement_deductions" USING btree ("settlement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_notices_contract_unique" ON "tenancy_notices" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_notice_months" CHECK ("contracts"."notice_months" between 0 and 6);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_deposit_return_days" CHECK ("contracts"."deposit_return_days" between 1 and 60);--> statement-breakpoint
-- Existing contracts keep what their agreement printed (issue 25 §3, ADR 0036): clause 8.2's one month's notice
-- through the portal with rent to the end of the notice, no diplomatic clause, and clause 5.2's fourteen days.
UPDATE "contracts" SET "notice_months" = 1, "termination_terms" = '{"diplomaticMonths":null,"feeMonths":0}'::jsonb,
  "deposit_return_days" = 14;
