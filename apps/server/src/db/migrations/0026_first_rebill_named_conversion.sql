-- Segpay names every membership's first rebill "Conversion": only a trial's is a conversion. Entries and orders
-- booked as conversions of a membership that began paid (no trial_ends_at) are rebills; their processor_type keeps
-- the name. The analytics rollups' definitions change with it (ROLLUP_DEFINITIONS): the next start rebuilds them.
UPDATE "transactions" t SET "type" = 'rebill' FROM "subscriptions" s
  WHERE t."subscription_id" = s."id" AND t."type" = 'conversion' AND s."trial_ends_at" IS NULL;--> statement-breakpoint
UPDATE "orders" o SET "type" = 'rebill' FROM "subscriptions" s
  WHERE o."subscription_id" = s."id" AND o."type" = 'conversion' AND s."trial_ends_at" IS NULL;
