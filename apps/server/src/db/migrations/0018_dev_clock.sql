-- ARCHITECTURE §9: the dev clock's offset (DEV_CLOCK=true only), shared by every replica.
CREATE TABLE "dev_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "dev_clock_one_row" CHECK ("dev_clock"."id" = 1),
	CONSTRAINT "dev_clock_forward" CHECK ("dev_clock"."offset_ms" >= 0)
);
