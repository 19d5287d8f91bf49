-- Issue 28 §2 and its performance budget (ADR 21 "The listing's filters and sorts"): what the public listing filters
-- and sorts by, kept on the property row so that every filter is a plain column the planner has statistics for and
-- every sort walks an index. Written by triggers (any writer: the service, the seed, a test factory, SQL by hand).
-- A room rental's values come from its rooms: its price range (cheapest and dearest room), its largest room, its
-- lowest price per sq ft, its earliest available room, and whether any room has a private bathroom or its own aircon.
-- Not in Drizzle's schema (read through apps/server/src/modules/properties/listing-search.ts).
ALTER TABLE "properties" ADD COLUMN "listing_price_from_sen" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_price_to_sen" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_sqft" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_sen_per_sqft" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_private_bathroom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_own_aircon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "set_property_listing_columns"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	IF NEW."type" = 'Unit Rental' THEN
		NEW."listing_price_from_sen" := NEW."price_sen";
		NEW."listing_price_to_sen" := NEW."price_sen";
		NEW."listing_sqft" := NEW."built_up_sqft";
		NEW."listing_sen_per_sqft" := round(NEW."price_sen"::numeric / NEW."built_up_sqft");
		NEW."listing_available_from" := NEW."available_from";
		NEW."listing_private_bathroom" := false;
		NEW."listing_own_aircon" := false;
	ELSE
		SELECT min("price_sen") AS price_from, max("price_sen") AS price_to, max("sqft") AS sqft,
			min(round("price_sen"::numeric / "sqft")) AS per_sqft, min("available_from") AS available_from,
			coalesce(bool_or("private_bathroom"), false) AS private_bathroom,
			coalesce(bool_or("own_aircon"), false) AS own_aircon
		INTO r FROM "rooms" WHERE "property_id" = NEW."id";
		NEW."listing_price_from_sen" := r.price_from;
		NEW."listing_price_to_sen" := r.price_to;
		NEW."listing_sqft" := r.sqft;
		NEW."listing_sen_per_sqft" := r.per_sqft;
		NEW."listing_available_from" := coalesce(r.available_from, NEW."available_from");
		NEW."listing_private_bathroom" := r.private_bathroom;
		NEW."listing_own_aircon" := r.own_aircon;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_listing_columns" BEFORE INSERT OR UPDATE ON "properties"
	FOR EACH ROW EXECUTE FUNCTION "set_property_listing_columns"();--> statement-breakpoint
-- A room's change recomputes its property's row (the BEFORE trigger above does the work).
CREATE FUNCTION "touch_property_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE "properties" SET "id" = "id" WHERE "id" = OLD."property_id";
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."property_id" IS DISTINCT FROM OLD."property_id") THEN
		UPDATE "properties" SET "id" = "id" WHERE "id" = NEW."property_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rooms_listing_columns" AFTER INSERT OR DELETE OR UPDATE OF "property_id", "price_sen", "sqft", "available_from", "private_bathroom", "own_aircon" ON "rooms"
	FOR EACH ROW EXECUTE FUNCTION "touch_property_listing"();--> statement-breakpoint
-- Sorts (each ends in the unique id so pages are stable; nulls, i.e. facts not stated, last).
CREATE INDEX "properties_listing_price_idx" ON "properties" USING btree ("listing_price_from_sen","id");--> statement-breakpoint
CREATE INDEX "properties_listing_price_desc_idx" ON "properties" USING btree ("listing_price_from_sen" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "properties_listing_sqft_idx" ON "properties" USING btree ("listing_sqft" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "properties_listing_per_sqft_idx" ON "properties" USING btree ("listing_sen_per_sqft","id");--> statement-breakpoint
-- Filters: the price range's upper end (minimum price), bedrooms, bathrooms, the move-in date; furnishing, pets,
-- the gender rule and the rooms' flags are few-valued (partial indexes where the value is the rare one).
CREATE INDEX "properties_listing_price_to_idx" ON "properties" USING btree ("listing_price_to_sen");--> statement-breakpoint
CREATE INDEX "properties_bedrooms_idx" ON "properties" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "properties_bathrooms_idx" ON "properties" USING btree ("bathrooms");--> statement-breakpoint
CREATE INDEX "properties_listing_available_idx" ON "properties" USING btree ("listing_available_from");--> statement-breakpoint
CREATE INDEX "properties_furnishing_idx" ON "properties" USING btree ("furnishing","created_at");--> statement-breakpoint
CREATE INDEX "properties_gender_rule_idx" ON "properties" USING btree ("gender_rule","created_at") WHERE "gender_rule" <> 'any';--> statement-breakpoint
CREATE INDEX "properties_pets_idx" ON "properties" USING btree ("created_at") WHERE "pets_allowed";--> statement-breakpoint
CREATE INDEX "properties_private_bathroom_idx" ON "properties" USING btree ("created_at") WHERE "listing_private_bathroom";--> statement-breakpoint
CREATE INDEX "properties_own_aircon_idx" ON "properties" USING btree ("created_at") WHERE "listing_own_aircon";--> statement-breakpoint
-- Fill the columns of the rows there are. The public cache's deferred trigger fires per statement here, so that no
-- trigger event is left pending for a later migration's ALTER TABLE in the same transaction.
SET CONSTRAINTS "properties_public_cache" IMMEDIATE;--> statement-breakpoint
UPDATE "properties" SET "id" = "id";--> statement-breakpoint
SET CONSTRAINTS "properties_public_cache" DEFERRED;
