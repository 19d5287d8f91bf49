ALTER TYPE "public"."transaction_type" ADD VALUE 'Repair';--> statement-breakpoint
CREATE TABLE "complaint_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_costs" (
	"complaint_id" uuid PRIMARY KEY NOT NULL,
	"total_sen" integer NOT NULL,
	"bearer" text NOT NULL,
	"landlord_sen" integer NOT NULL,
	"tenant_sen" integer NOT NULL,
	"note" text,
	"transaction_id" uuid,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_costs_shares" CHECK ("complaint_costs"."landlord_sen" + "complaint_costs"."tenant_sen" = "complaint_costs"."total_sen" and "complaint_costs"."landlord_sen" >= 0 and "complaint_costs"."tenant_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_media" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"comment_id" uuid,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_ratings" (
	"complaint_id" uuid PRIMARY KEY NOT NULL,
	"thumbs" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"category" text,
	"contractor" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_phone" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"note" text,
	"reschedule_note" text,
	"follow_up_of" uuid,
	"proposed_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upkeep_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"every_months" integer NOT NULL,
	"next_due_date" date NOT NULL,
	"notice_days" integer DEFAULT 7 NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "kind" text DEFAULT 'complaint' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "urgency" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "entry_permitted" boolean;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "preferred_windows" jsonb;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "fix_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "next_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reopen_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "upkeep_task_id" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "upkeep_key" text;--> statement-breakpoint
ALTER TABLE "complaint_comments" ADD CONSTRAINT "complaint_comments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_comments" ADD CONSTRAINT "complaint_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_costs" ADD CONSTRAINT "complaint_costs_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_costs" ADD CONSTRAINT "complaint_costs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_costs" ADD CONSTRAINT "complaint_costs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_media" ADD CONSTRAINT "complaint_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_media" ADD CONSTRAINT "complaint_media_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_media" ADD CONSTRAINT "complaint_media_comment_id_complaint_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."complaint_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_ratings" ADD CONSTRAINT "complaint_ratings_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_visits" ADD CONSTRAINT "complaint_visits_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_visits" ADD CONSTRAINT "complaint_visits_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_tasks" ADD CONSTRAINT "upkeep_tasks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_tasks" ADD CONSTRAINT "upkeep_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_comments_complaint_idx" ON "complaint_comments" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_costs_transaction_idx" ON "complaint_costs" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","seq");--> statement-breakpoint
CREATE INDEX "complaint_media_complaint_idx" ON "complaint_media" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_media_one_video" ON "complaint_media" USING btree ("complaint_id") WHERE "complaint_media"."kind" = 'video' and "complaint_media"."comment_id" is null;--> statement-breakpoint
CREATE INDEX "complaint_ratings_created_idx" ON "complaint_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaint_visits_complaint_idx" ON "complaint_visits" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_visits_date_idx" ON "complaint_visits" USING btree ("visit_date","status");--> statement-breakpoint
CREATE INDEX "upkeep_tasks_due_idx" ON "upkeep_tasks" USING btree ("next_due_date") WHERE "upkeep_tasks"."active";--> statement-breakpoint
CREATE INDEX "upkeep_tasks_property_idx" ON "upkeep_tasks" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_next_due_idx" ON "complaints" USING btree ("next_due_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_upkeep_key_idx" ON "complaints" USING btree ("upkeep_key");