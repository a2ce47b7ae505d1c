-- The lists order `desc` (NULLS FIRST); drizzle's `.desc()` index columns are NULLS LAST, which no list could
-- walk. Ascending indexes are walked backwards. The members' search: one stored text, with the channel (btree_gin).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "members_username_trgm_idx";--> statement-breakpoint
DROP INDEX "members_name_trgm_idx";--> statement-breakpoint
DROP INDEX "admins_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_resource_idx";--> statement-breakpoint
DROP INDEX "audit_logs_actor_idx";--> statement-breakpoint
DROP INDEX "files_kind_created_idx";--> statement-breakpoint
DROP INDEX "members_created_idx";--> statement-breakpoint
DROP INDEX "members_channel_created_idx";--> statement-breakpoint
DROP INDEX "token_records_paid_idx";--> statement-breakpoint
DROP INDEX "outbox_created_idx";--> statement-breakpoint
DROP INDEX "coin_entries_created_idx";--> statement-breakpoint
DROP INDEX "orders_paid_idx";--> statement-breakpoint
DROP INDEX "orders_channel_paid_idx";--> statement-breakpoint
DROP INDEX "orders_member_paid_idx";--> statement-breakpoint
DROP INDEX "orders_plan_paid_idx";--> statement-breakpoint
DROP INDEX "payout_reports_period_idx";--> statement-breakpoint
DROP INDEX "postbacks_received_idx";--> statement-breakpoint
DROP INDEX "postbacks_status_idx";--> statement-breakpoint
DROP INDEX "subscriptions_member_idx";--> statement-breakpoint
DROP INDEX "subscriptions_started_idx";--> statement-breakpoint
DROP INDEX "transactions_occurred_idx";--> statement-breakpoint
DROP INDEX "transactions_member_idx";--> statement-breakpoint
DROP INDEX "comment_reports_status_created_idx";--> statement-breakpoint
DROP INDEX "comment_reports_created_idx";--> statement-breakpoint
DROP INDEX "comments_queue_idx";--> statement-breakpoint
DROP INDEX "comments_status_created_idx";--> statement-breakpoint
DROP INDEX "comments_video_created_idx";--> statement-breakpoint
DROP INDEX "comments_member_created_idx";--> statement-breakpoint
DROP INDEX "comments_created_idx";--> statement-breakpoint
DROP INDEX "support_tickets_status_created_idx";--> statement-breakpoint
DROP INDEX "support_tickets_created_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("members"."username" || E'\n' || "members"."email" || E'\n' || coalesce("members"."first_name", '') || ' ' || coalesce("members"."last_name", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "members_search_idx" ON "members" USING gin ("channel_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admins_created_idx" ON "admins" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource","resource_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "files_kind_created_idx" ON "files" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "members_channel_created_idx" ON "members" USING btree ("channel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "token_records_paid_idx" ON "token_records" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coin_entries_created_idx" ON "coin_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "orders_channel_paid_idx" ON "orders" USING btree ("channel_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "orders_member_paid_idx" ON "orders" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE INDEX "orders_plan_paid_idx" ON "orders" USING btree ("plan_id","paid_at");--> statement-breakpoint
CREATE INDEX "payout_reports_period_idx" ON "payout_reports" USING btree ("period_start","id");--> statement-breakpoint
CREATE INDEX "postbacks_received_idx" ON "postbacks" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "postbacks_status_idx" ON "postbacks" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "subscriptions_member_idx" ON "subscriptions" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "subscriptions_started_idx" ON "subscriptions" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "transactions_occurred_idx" ON "transactions" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "transactions_member_idx" ON "transactions" USING btree ("member_id","occurred_at");--> statement-breakpoint
CREATE INDEX "comment_reports_status_created_idx" ON "comment_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "comment_reports_created_idx" ON "comment_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "comments_queue_idx" ON "comments" USING btree ("reports_count","id");--> statement-breakpoint
CREATE INDEX "comments_status_created_idx" ON "comments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_video_created_idx" ON "comments" USING btree ("video_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_member_created_idx" ON "comments" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_created_idx" ON "support_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");