CREATE TABLE "cache_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("scope") VALUES ('public_properties');
--> statement-breakpoint
CREATE FUNCTION "bump_public_properties_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	-- Once per transaction: deferred row triggers fire at commit, one call per changed row.
	IF current_setting('sewamudah.public_properties_bumped', true) = 'on' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('sewamudah.public_properties_bumped', 'on', true);
	UPDATE "cache_versions" SET "version" = "version" + 1, "changed_at" = now()
		WHERE "scope" = 'public_properties' RETURNING "version" INTO next_version;
	PERFORM pg_notify('cache_versions', 'public_properties:' || next_version);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "properties"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_properties_cache"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rooms_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "rooms"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_properties_cache"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_images_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "property_images"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_properties_cache"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "contracts_public_cache" AFTER INSERT OR DELETE OR UPDATE OF "status", "room_id", "property_id" ON "contracts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_properties_cache"();
--> statement-breakpoint
CREATE TRIGGER "properties_public_cache_truncate" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_properties_cache"();
--> statement-breakpoint
CREATE TRIGGER "rooms_public_cache_truncate" AFTER TRUNCATE ON "rooms"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_properties_cache"();
--> statement-breakpoint
CREATE TRIGGER "property_images_public_cache_truncate" AFTER TRUNCATE ON "property_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_properties_cache"();
--> statement-breakpoint
CREATE TRIGGER "contracts_public_cache_truncate" AFTER TRUNCATE ON "contracts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_properties_cache"();
