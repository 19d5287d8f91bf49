CREATE TABLE "contract_stampings" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'not_stamped' NOT NULL,
	"certificate_key" text,
	"submitted_at" timestamp with time zone,
	"stamped_at" timestamp with time zone,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_stampings_status_check" CHECK ("contract_stampings"."status" in ('not_stamped', 'submitted', 'stamped'))
);
--> statement-breakpoint
ALTER TABLE "contract_stampings" ADD CONSTRAINT "contract_stampings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_stampings" ADD CONSTRAINT "contract_stampings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
