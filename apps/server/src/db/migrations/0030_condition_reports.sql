CREATE TABLE "inspection_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"area_position" integer NOT NULL,
	"area_code" text,
	"area_number" integer,
	"area_name" text,
	"position" integer NOT NULL,
	"item_code" text,
	"item_name" text,
	"meter_kind" text,
	"condition" text,
	"note" text DEFAULT '' NOT NULL,
	"reading" text DEFAULT '' NOT NULL,
	"tenant_comment" text DEFAULT '' NOT NULL,
	"disagree" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inspection_items_kind_check" CHECK ("inspection_items"."kind" in ('item', 'meter')),
	CONSTRAINT "inspection_items_condition_check" CHECK ("inspection_items"."condition" is null or "inspection_items"."condition" in ('good', 'fair', 'poor', 'damaged', 'missing')),
	CONSTRAINT "inspection_items_meter_check" CHECK (("inspection_items"."kind" = 'meter') = ("inspection_items"."meter_kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_photos_added_by_check" CHECK ("inspection_photos"."added_by" in ('admin', 'tenant'))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"completed_at" timestamp with time zone,
	"review_deadline" timestamp with time zone,
	"final_at" timestamp with time zone,
	"admin_signature" jsonb,
	"tenant_signature" jsonb,
	"sealed_key" text,
	"sealed_sha256" text,
	"verify_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_kind_check" CHECK ("inspections"."kind" in ('move_in', 'move_out')),
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('draft', 'tenant_review', 'signed', 'deemed_accepted'))
);
--> statement-breakpoint
CREATE TABLE "move_ins" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposed_by" text,
	"appointment_at" timestamp with time zone,
	"admin_confirmed_at" timestamp with time zone,
	"tenant_confirmed_at" timestamp with time zone,
	"key_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keys_handed_at" timestamp with time zone,
	"keys_recorded_by" uuid,
	"keys_confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_move_in" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"info" jsonb,
	"template" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_item_id_inspection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inspection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_ins" ADD CONSTRAINT "move_ins_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_ins" ADD CONSTRAINT "move_ins_keys_recorded_by_users_id_fk" FOREIGN KEY ("keys_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_move_in" ADD CONSTRAINT "property_move_in_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_items_inspection_idx" ON "inspection_items" USING btree ("inspection_id","area_position","position");--> statement-breakpoint
CREATE INDEX "inspection_photos_item_idx" ON "inspection_photos" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_contract_kind_unique" ON "inspections" USING btree ("contract_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_verify_code_unique" ON "inspections" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "inspections_review_deadline_idx" ON "inspections" USING btree ("review_deadline") WHERE "inspections"."status" = 'tenant_review';