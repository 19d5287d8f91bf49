CREATE TABLE "autopay_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mandate_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"try_number" integer NOT NULL,
	"status" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"payment_intent_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cap_sen" integer NOT NULL,
	"days_before" integer DEFAULT 0 NOT NULL,
	"setup_intent_id" text NOT NULL,
	"customer_id" text,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"consent_text" text NOT NULL,
	"activated_at" timestamp with time zone,
	"starts_on" date,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_mandates_days_before" CHECK ("payment_mandates"."days_before" between 0 and 3),
	CONSTRAINT "payment_mandates_cap_positive" CHECK ("payment_mandates"."cap_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"behaviour" text,
	"last_setup_error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_mandate_id_payment_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."payment_mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_attempts_try_unique" ON "autopay_attempts" USING btree ("transaction_id","due_date","try_number");--> statement-breakpoint
CREATE INDEX "autopay_attempts_mandate_idx" ON "autopay_attempts" USING btree ("mandate_id","created_at");--> statement-breakpoint
CREATE INDEX "autopay_attempts_pending_idx" ON "autopay_attempts" USING btree ("created_at") WHERE "autopay_attempts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mandates_live_unique" ON "payment_mandates" USING btree ("contract_id") WHERE "payment_mandates"."status" in ('pending', 'active', 'paused');--> statement-breakpoint
CREATE INDEX "payment_mandates_user_idx" ON "payment_mandates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_mandates_status_idx" ON "payment_mandates" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_setup_intents_idempotency_unique" ON "sandbox_setup_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_setup_intents_method_unique" ON "sandbox_setup_intents" USING btree ("payment_method_id");