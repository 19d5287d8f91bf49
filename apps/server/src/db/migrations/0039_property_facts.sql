CREATE TYPE "public"."furnishing" AS ENUM('unfurnished', 'partly_furnished', 'fully_furnished');--> statement-breakpoint
CREATE TYPE "public"."gender_rule" AS ENUM('any', 'female', 'male');--> statement-breakpoint
CREATE TYPE "public"."room_size_class" AS ENUM('master', 'middle', 'small');--> statement-breakpoint
CREATE TABLE "property_stations" (
	"property_id" uuid NOT NULL,
	"station_code" text NOT NULL,
	"line" text NOT NULL,
	"meters" integer NOT NULL,
	"minutes" smallint NOT NULL,
	"rank" smallint,
	CONSTRAINT "property_stations_property_id_station_code_pk" PRIMARY KEY("property_id","station_code")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathrooms" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_up_sqft" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnishing" "furnishing";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_level" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_bays" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "utilities_included" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "smoking_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cooking_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gender_rule" "gender_rule" DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "shared_facilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "utility_deposit_months" numeric(3, 2) DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facts_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "size_class" "room_size_class";--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "sqft" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "private_bathroom" boolean;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "has_window" boolean;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "own_aircon" boolean;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "property_stations" ADD CONSTRAINT "property_stations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_stations_station_idx" ON "property_stations" USING btree ("station_code","minutes","property_id");--> statement-breakpoint
CREATE INDEX "property_stations_line_idx" ON "property_stations" USING btree ("line","minutes","property_id");--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_bedrooms_range" CHECK ("properties"."bedrooms" BETWEEN 0 AND 20);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_bathrooms_range" CHECK ("properties"."bathrooms" BETWEEN 0 AND 20);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_built_up_range" CHECK ("properties"."built_up_sqft" BETWEEN 50 AND 50000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floor_range" CHECK ("properties"."floor_level" BETWEEN -5 AND 150);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parking_range" CHECK ("properties"."parking_bays" BETWEEN 0 AND 20);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_utility_deposit_range" CHECK ("properties"."utility_deposit_months" BETWEEN 0 AND 3);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_amenities_known" CHECK ("properties"."amenities" <@ ARRAY['aircon', 'water_heater', 'washing_machine', 'fridge', 'wifi', 'pool', 'gym', 'security_24h', 'playground', 'covered_parking']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_shared_facilities_known" CHECK ("properties"."shared_facilities" <@ ARRAY['kitchen', 'living_room', 'dining_area', 'washing_machine', 'fridge', 'wifi', 'balcony', 'laundry_area']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_coordinates" CHECK (("properties"."latitude" IS NULL AND "properties"."longitude" IS NULL) OR ("properties"."latitude" BETWEEN -90 AND 90 AND "properties"."longitude" BETWEEN -180 AND 180));--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_sqft_range" CHECK ("rooms"."sqft" BETWEEN 20 AND 2000);