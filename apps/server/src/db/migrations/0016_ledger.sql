ALTER TABLE "coin_entries" DROP CONSTRAINT "coin_entries_sign_check";--> statement-breakpoint
ALTER TABLE "token_records" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "token_records" ADD COLUMN "spend_ref" text;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "uncollected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "postbacks" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "token_records" ADD CONSTRAINT "token_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "token_records_spend_key" ON "token_records" USING btree ("site_id","spend_ref");--> statement-breakpoint
CREATE INDEX "coin_entries_transaction_idx" ON "coin_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_postback_idx" ON "transactions" USING btree ("postback_id");--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_sign_check" CHECK (("coin_entries"."kind" in ('credit', 'purchase') and "coin_entries"."coins" > 0) or ("coin_entries"."kind" = 'spend' and "coin_entries"."coins" < 0)
        or ("coin_entries"."kind" = 'clawback' and "coin_entries"."coins" <= 0 and "coin_entries"."uncollected" >= 0 and "coin_entries"."coins" - "coin_entries"."uncollected" < 0));