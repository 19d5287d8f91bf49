CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid,
	"taken_at" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"thumb_bytes" integer,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_scope_created_idx" ON "media" USING btree ("scope","created_at");