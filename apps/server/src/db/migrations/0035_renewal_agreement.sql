ALTER TABLE "renewal_offers" ADD COLUMN "agreement_sha256" text;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "agreement_content" jsonb;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "agreement_slots" jsonb;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "tenant_signed_key" text;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "tenant_signed_sha256" text;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "sealed_key" text;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "sealed_sha256" text;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "verify_code" text;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "tenant_signature" jsonb;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "admin_signature" jsonb;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "stamping_status" text DEFAULT 'not_stamped' NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "stamping_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "stamping_stamped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "stamping_certificate_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_offers_verify_code_unique" ON "renewal_offers" USING btree ("verify_code");