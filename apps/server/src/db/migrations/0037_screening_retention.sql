CREATE TABLE "screening_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"requested_by" uuid,
	"categories" jsonb NOT NULL,
	"message" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "screening_tombstones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"application_id" uuid,
	"document_id" uuid,
	"kind" text NOT NULL,
	"category" text,
	"reason" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_screenings" ADD COLUMN "snapshot_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_screenings" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_screenings" ADD COLUMN "snapshot_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_documents" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_documents" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_change_requests" ADD CONSTRAINT "screening_change_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_change_requests" ADD CONSTRAINT "screening_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_tombstones" ADD CONSTRAINT "screening_tombstones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_tombstones" ADD CONSTRAINT "screening_tombstones_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_change_requests_application_idx" ON "screening_change_requests" USING btree ("application_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_change_requests_one_open" ON "screening_change_requests" USING btree ("application_id") WHERE "screening_change_requests"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "screening_tombstones_application_idx" ON "screening_tombstones" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "screening_tombstones_document_idx" ON "screening_tombstones" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "screening_tombstones_owner_idx" ON "screening_tombstones" USING btree ("owner_id","deleted_at");