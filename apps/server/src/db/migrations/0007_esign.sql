ALTER TABLE "contracts" ADD COLUMN "esign_status" text DEFAULT 'unsigned' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tenant_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "countersigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "verify_code" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_esign_status_check" CHECK ("contracts"."esign_status" in ('unsigned', 'tenant_signed', 'completed'));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_verify_code_unique" ON "contracts" USING btree ("verify_code");--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"content" jsonb NOT NULL,
	"slots" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_contract_id_version_pk" PRIMARY KEY("contract_id","version"),
	CONSTRAINT "agreement_versions_kind_check" CHECK ("agreement_versions"."kind" in ('generated', 'tenant_signed', 'countersigned', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "agreement_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"user_email" text,
	"ip" text,
	"user_agent" text,
	"hash_before" text,
	"hash_after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_events_type_check" CHECK ("agreement_events"."type" in ('created', 'viewed', 'signed', 'countersigned', 'completed', 'downloaded'))
);
--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_contract_idx" ON "agreement_events" USING btree ("contract_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_events_viewed_once" ON "agreement_events" USING btree ("contract_id","version","user_id") WHERE "agreement_events"."type" = 'viewed';
