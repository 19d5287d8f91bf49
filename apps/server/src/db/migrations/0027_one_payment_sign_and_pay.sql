CREATE TABLE "payment_intent_charges" (
	"provider_id" text NOT NULL,
	"transaction_id" uuid,
	"charge_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "payment_intent_charges_provider_id_charge_id_pk" PRIMARY KEY("provider_id","charge_id"),
	CONSTRAINT "payment_intent_charges_amount_positive" CHECK ("payment_intent_charges"."amount_sen" > 0)
);
--> statement-breakpoint
DROP INDEX "payments_intent_unique";--> statement-breakpoint
ALTER TABLE "payment_intent_charges" ADD CONSTRAINT "payment_intent_charges_provider_id_payment_intents_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_intents"("provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_charges" ADD CONSTRAINT "payment_intent_charges_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intent_charges_transaction_idx" ON "payment_intent_charges" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_charge_unique" ON "payments" USING btree ("payment_intent_id","transaction_id");