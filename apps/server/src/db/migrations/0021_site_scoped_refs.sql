-- A processor's transaction and membership ids are the site's (its merchant account's): "already applied" is
-- decided per site, as every lookup by a processor's reference is (modules/ledger/scope.ts). The new keys are finer
-- than the old ones, so every existing row satisfies them. site_id stays nullable: the ledger writes none without
-- its site (every notification is authenticated to one); null is a deleted site's row (on delete set null), which
-- no notification reaches any more, and the keys keep nulls distinct so that deleting sites never collides.
-- Led by the processor's id, the keys still serve lookups by processor and id alone (payout statements' lines).
DROP INDEX "subscriptions_processor_ref_key";--> statement-breakpoint
DROP INDEX "transactions_processor_ref_key";--> statement-breakpoint
DROP INDEX "postbacks_transaction_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_site_ref_key" ON "subscriptions" USING btree ("processor","processor_ref","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_site_ref_key" ON "transactions" USING btree ("processor","processor_ref","site_id");--> statement-breakpoint
CREATE INDEX "postbacks_transaction_idx" ON "postbacks" USING btree ("processor","transaction_ref","site_id");