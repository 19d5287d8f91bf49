ALTER TABLE "transactions" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fpx_bank" text;--> statement-breakpoint
-- Every payment before FPX was by card (the brand and last 4 were not kept).
UPDATE "transactions" SET "payment_method" = 'card' WHERE "status" = 'Paid' AND "payment_intent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method_types" jsonb DEFAULT '["card"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "processing_until" timestamp with time zone;
