-- The readiness probe's one row: GET /api/health writes it, so a database that answers but cannot write is reported.
CREATE TABLE "health_probe" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_probe_one_row" CHECK ("health_probe"."id" = 1)
);
