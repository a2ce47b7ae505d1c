-- Rate limits' counts, shared by every server of the database. Unlogged: a crash forgets at most one window's counts.
CREATE UNLOGGED TABLE "rate_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
