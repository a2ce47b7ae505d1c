-- Voids counted apart: a void cancels a charge before settlement, so the charge leaves the gross of its day and the
-- void is no refund. analytics_state.definitions is the version of the rollups' definitions: 0 here, older than the
-- server's, so the next start rebuilds every figure by the current ones.
ALTER TABLE "analytics_daily" ADD COLUMN "voids" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "void_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_state" ADD COLUMN "definitions" integer DEFAULT 0 NOT NULL;