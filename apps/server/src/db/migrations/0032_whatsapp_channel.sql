CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"params" jsonb NOT NULL,
	"link" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('queued', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "whatsapp_messages_language_check" CHECK ("whatsapp_messages"."language" in ('en', 'ms'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"consent_text" text NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_opt_ins_language_check" CHECK ("whatsapp_opt_ins"."language" in ('en', 'ms')),
	CONSTRAINT "whatsapp_opt_ins_ended_by_check" CHECK ("whatsapp_opt_ins"."ended_by" is null or "whatsapp_opt_ins"."ended_by" in ('profile', 'stop'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_delivery_id_notification_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."notification_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_dedupe_key_unique" ON "whatsapp_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_delivery_unique" ON "whatsapp_messages" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_opt_ins_open_unique" ON "whatsapp_opt_ins" USING btree ("user_id") WHERE "whatsapp_opt_ins"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_phone_open_idx" ON "whatsapp_opt_ins" USING btree ("phone") WHERE "whatsapp_opt_ins"."ended_at" is null;