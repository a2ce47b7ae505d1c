-- A rolling reserve is held back from a payout and released later: not a fee. An order's total_amount (its net) is
-- amount - transaction_fee - settlement_fee; reserve_fee stays, as the reserve held on the charge (informational).
-- The analytics rollups' definitions change with it (ROLLUP_DEFINITIONS): the next start rebuilds them.
ALTER TABLE "orders" drop column "total_amount";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_amount" integer GENERATED ALWAYS AS ("orders"."amount" - "orders"."transaction_fee" - "orders"."settlement_fee") STORED NOT NULL;