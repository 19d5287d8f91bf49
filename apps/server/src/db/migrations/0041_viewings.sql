CREATE TABLE "viewing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"nudged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewing_bookings_status_check" CHECK ("viewing_bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "viewing_bookings_cancelled_by_check" CHECK ("viewing_bookings"."cancelled_by" is null or "viewing_bookings"."cancelled_by" in ('customer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "viewing_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewing_slots_status_check" CHECK ("viewing_slots"."status" in ('open', 'cancelled')),
	CONSTRAINT "viewing_slots_capacity_check" CHECK ("viewing_slots"."capacity" between 1 and 50),
	CONSTRAINT "viewing_slots_booked_check" CHECK ("viewing_slots"."booked" >= 0 and "viewing_slots"."booked" <= "viewing_slots"."capacity"),
	CONSTRAINT "viewing_slots_ends_check" CHECK ("viewing_slots"."ends_at" > "viewing_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_slot_id_viewing_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."viewing_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_bookings_one_per_slot_user" ON "viewing_bookings" USING btree ("slot_id","user_id") WHERE "viewing_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "viewing_bookings_slot_idx" ON "viewing_bookings" USING btree ("slot_id","created_at");--> statement-breakpoint
CREATE INDEX "viewing_bookings_user_idx" ON "viewing_bookings" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "viewing_slots_property_starts_idx" ON "viewing_slots" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewing_slots_starts_idx" ON "viewing_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "viewing_slots_ends_idx" ON "viewing_slots" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_slots_one_open_per_time" ON "viewing_slots" USING btree ("property_id","starts_at") WHERE "viewing_slots"."status" = 'open';