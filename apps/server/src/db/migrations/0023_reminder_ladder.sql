CREATE TABLE "charge_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" uuid
);
--> statement-breakpoint
ALTER TABLE "charge_reminders" ADD CONSTRAINT "charge_reminders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_reminders" ADD CONSTRAINT "charge_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_reminders_step_unique" ON "charge_reminders" USING btree ("transaction_id","due_date","step");--> statement-breakpoint
CREATE INDEX "charge_reminders_last_idx" ON "charge_reminders" USING btree ("transaction_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
-- Charges already reminded by the single 3-day e-mail keep that reminder: the ladder's steps before it count as sent.
INSERT INTO "charge_reminders" ("transaction_id", "due_date", "step", "sent_at")
SELECT t."id", t."due_date", s.step, t."reminder_sent_at"
FROM "transactions" AS t CROSS JOIN (VALUES ('d-7'), ('d-3')) AS s(step)
WHERE t."reminder_sent_at" IS NOT NULL
ON CONFLICT DO NOTHING;
