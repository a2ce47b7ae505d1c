-- When the demo data of a first start began and finished posting, for the dashboard to say it is still arriving.
CREATE TABLE "demo_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "demo_state_one_row" CHECK ("demo_state"."id" = 1)
);
