CREATE TABLE "listing_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_at" timestamp with time zone,
	CONSTRAINT "listing_changes_kind_check" CHECK ("listing_changes"."kind" in ('new', 'price_drop', 'room_freed'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change_id" bigint NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_kind_check" CHECK ("saved_search_matches"."kind" in ('new', 'price_drop', 'room_freed'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"alerts_off_at" timestamp with time zone,
	"since_change_id" bigint DEFAULT 0 NOT NULL,
	"unsubscribe_key" text NOT NULL,
	"last_digest_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily')),
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_changes_pending_idx" ON "listing_changes" USING btree ("id") WHERE "listing_changes"."matched_at" is null;--> statement-breakpoint
CREATE INDEX "listing_changes_property_idx" ON "listing_changes" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_changes_matched_idx" ON "listing_changes" USING btree ("matched_at") WHERE "listing_changes"."matched_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_matches_once" ON "saved_search_matches" USING btree ("saved_search_id","property_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("saved_search_id","matched_at") WHERE "saved_search_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_sent_idx" ON "saved_search_matches" USING btree ("saved_search_id","sent_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_property_idx" ON "saved_search_matches" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alerts_off_at" is null;--> statement-breakpoint
-- Issue 28 §5 (ADR 43): the changes that may alert a saved search, written by triggers in the change's own
-- transaction whoever makes it (the properties service, a contract's end or cancellation, the seed, SQL by hand).
-- A new listing; a lower price of the unit or of a room; a room added to a listing created earlier; a room or unit
-- whose live contract ended or was cancelled. The matching job reads the rows not yet matched.
CREATE FUNCTION "record_listing_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'properties' THEN
		INSERT INTO "listing_changes" ("property_id", "kind")
			VALUES (NEW."id", CASE WHEN TG_OP = 'INSERT' THEN 'new' ELSE 'price_drop' END);
	ELSIF TG_TABLE_NAME = 'rooms' THEN
		IF TG_OP = 'UPDATE' THEN
			INSERT INTO "listing_changes" ("property_id", "kind") VALUES (NEW."property_id", 'price_drop');
		ELSIF NOT EXISTS (SELECT 1 FROM "listing_changes" WHERE "property_id" = NEW."property_id" AND "kind" = 'new'
				AND "created_at" = now()) THEN
			-- Not the rooms of a listing created in this same transaction (its 'new' change says it all).
			INSERT INTO "listing_changes" ("property_id", "kind") VALUES (NEW."property_id", 'room_freed');
		END IF;
	ELSE
		INSERT INTO "listing_changes" ("property_id", "kind") VALUES (NEW."property_id", 'room_freed');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_listing_change_new" AFTER INSERT ON "properties"
	FOR EACH ROW EXECUTE FUNCTION "record_listing_change"();--> statement-breakpoint
CREATE TRIGGER "properties_listing_change_price" AFTER UPDATE OF "price_sen" ON "properties"
	FOR EACH ROW WHEN (NEW."price_sen" < OLD."price_sen") EXECUTE FUNCTION "record_listing_change"();--> statement-breakpoint
CREATE TRIGGER "rooms_listing_change_new" AFTER INSERT ON "rooms"
	FOR EACH ROW EXECUTE FUNCTION "record_listing_change"();--> statement-breakpoint
CREATE TRIGGER "rooms_listing_change_price" AFTER UPDATE OF "price_sen" ON "rooms"
	FOR EACH ROW WHEN (NEW."price_sen" < OLD."price_sen") EXECUTE FUNCTION "record_listing_change"();--> statement-breakpoint
CREATE TRIGGER "contracts_listing_change_freed" AFTER UPDATE OF "status" ON "contracts"
	FOR EACH ROW WHEN (OLD."status" IN ('Awaiting Payment', 'Active') AND NEW."status" NOT IN ('Awaiting Payment', 'Active'))
	EXECUTE FUNCTION "record_listing_change"();
