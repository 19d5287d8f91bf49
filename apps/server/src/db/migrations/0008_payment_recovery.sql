ALTER TABLE "payment_intents" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "settlement" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "next_check_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "last_status" text;--> statement-breakpoint
-- Intents already recorded need no more checks.
UPDATE "payment_intents" SET "settled_at" = now(), "settlement" = 'recorded'
	WHERE "provider_id" IN (SELECT "payment_intent_id" FROM "payments");--> statement-breakpoint
CREATE INDEX "payment_intents_due_idx" ON "payment_intents" USING btree ("next_check_at") WHERE "payment_intents"."settled_at" IS NULL;--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"provider_refund_id" text,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_sen" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('admin', 'automatic'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" <> 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_automatic_per_intent" ON "refunds" USING btree ("payment_intent_id") WHERE "refunds"."kind" = 'automatic';--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_unique" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE TABLE "sandbox_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_webhook_events_status_check" CHECK ("sandbox_webhook_events"."status" in ('pending', 'delivered'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_webhook_events_due_idx" ON "sandbox_webhook_events" USING btree ("next_attempt_at") WHERE "sandbox_webhook_events"."status" = 'pending';
