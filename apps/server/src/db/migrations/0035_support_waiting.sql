ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_status_check";--> statement-breakpoint
ALTER TABLE "support_replies" ADD COLUMN "author" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_replies" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "support_replies" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_replies_idempotency_key" ON "support_replies" USING btree ("site_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_author_check" CHECK ("support_replies"."author" in ('staff', 'member'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'waiting', 'solved', 'archived'));