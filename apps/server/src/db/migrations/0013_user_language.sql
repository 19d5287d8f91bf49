-- Issue 16: the language of a user's screens, e-mails and documents ('en' SPEC English, 'ms' Bahasa Malaysia).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'ms'));
