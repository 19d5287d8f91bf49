-- Issue 16: the language of a contract's tenancy agreement, chosen when the application is accepted (ADR 25):
-- 'en' English, 'ms' Bahasa Malaysia, 'bilingual' each part in BM followed by its English. Existing agreements are English.
ALTER TABLE "contracts" ADD COLUMN "agreement_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agreement_language" CHECK ("contracts"."agreement_language" in ('en', 'ms', 'bilingual'));
