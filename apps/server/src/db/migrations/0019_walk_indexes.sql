-- The members' list walks carry the search text: a searched walk reads the index alone (index-only scan).
DROP INDEX "members_created_idx";--> statement-breakpoint
DROP INDEX "members_channel_created_idx";--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at","id","search_text");--> statement-breakpoint
CREATE INDEX "members_channel_created_idx" ON "members" USING btree ("channel_id","created_at","id","search_text");