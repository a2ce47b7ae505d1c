-- A trial's conversion is a new subscriber (a subscription's first paid charge); paid initial charges are counted
-- apart, for the charge types. The rollups' definitions change with it (ROLLUP_DEFINITIONS): the next start rebuilds them.
ALTER TABLE "analytics_daily" ADD COLUMN "initial_charges" integer DEFAULT 0 NOT NULL;