-- A subscription's state is what its notifications say in transaction-time order: state_at is the transaction
-- time of the notification that set its state last, and an older one moves no state. Existing rows: the latest
-- of what is known of them (their ledger's last entry, their cancellation and end, their start).
ALTER TABLE "subscriptions" ADD COLUMN "state_at" timestamp with time zone;--> statement-breakpoint
UPDATE "subscriptions" s SET "state_at" = greatest(s."started_at", s."cancelled_at", s."ended_at",
  (SELECT max(t."occurred_at") FROM "transactions" t WHERE t."subscription_id" = s."id"));--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "state_at" SET NOT NULL;--> statement-breakpoint
-- A refund, chargeback or void whose charge is not in the site's ledger yet is parked (original_ref: the charge's
-- transaction id) and applied when the charge is booked. The ones that failed for it so far are parked now; the
-- housekeeping applies those whose charge has come since.
ALTER TABLE "postbacks" DROP CONSTRAINT "postbacks_status_check";--> statement-breakpoint
ALTER TABLE "postbacks" ADD COLUMN "original_ref" text;--> statement-breakpoint
UPDATE "postbacks" SET "status" = 'parked', "original_ref" = substring("error" from length('original_not_found:') + 1)
  WHERE "status" = 'failed' AND "site_id" IS NOT NULL AND "error" LIKE 'original\_not\_found:_%';--> statement-breakpoint
CREATE INDEX "postbacks_parked_idx" ON "postbacks" USING btree ("processor","original_ref","site_id") WHERE "postbacks"."status" = 'parked';--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_status_check" CHECK ("postbacks"."status" in ('received', 'processed', 'duplicate', 'failed', 'rejected', 'parked'));
