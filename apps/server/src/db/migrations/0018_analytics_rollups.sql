CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"channel_id" integer DEFAULT 0 NOT NULL,
	"campaign_id" integer DEFAULT 0 NOT NULL,
	"plan_id" integer DEFAULT 0 NOT NULL,
	"processor" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"new_subscribers" integer DEFAULT 0 NOT NULL,
	"trials" integer DEFAULT 0 NOT NULL,
	"trial_conversions" integer DEFAULT 0 NOT NULL,
	"rebills" integer DEFAULT 0 NOT NULL,
	"one_time_sales" integer DEFAULT 0 NOT NULL,
	"coin_sales" integer DEFAULT 0 NOT NULL,
	"declines" integer DEFAULT 0 NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"initial_amount" bigint DEFAULT 0 NOT NULL,
	"trial_amount" bigint DEFAULT 0 NOT NULL,
	"conversion_amount" bigint DEFAULT 0 NOT NULL,
	"rebill_amount" bigint DEFAULT 0 NOT NULL,
	"one_time_amount" bigint DEFAULT 0 NOT NULL,
	"coins_amount" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"chargebacks" integer DEFAULT 0 NOT NULL,
	"chargeback_amount" bigint DEFAULT 0 NOT NULL,
	"gross" bigint GENERATED ALWAYS AS ("analytics_daily"."initial_amount" + "analytics_daily"."trial_amount" + "analytics_daily"."conversion_amount" + "analytics_daily"."rebill_amount" + "analytics_daily"."one_time_amount" + "analytics_daily"."coins_amount") STORED NOT NULL,
	"net" bigint GENERATED ALWAYS AS ("analytics_daily"."initial_amount" + "analytics_daily"."trial_amount" + "analytics_daily"."conversion_amount" + "analytics_daily"."rebill_amount" + "analytics_daily"."one_time_amount" + "analytics_daily"."coins_amount" - "analytics_daily"."fees" - "analytics_daily"."refund_amount" - "analytics_daily"."chargeback_amount") STORED NOT NULL,
	CONSTRAINT "analytics_daily_pkey" PRIMARY KEY("day","site_id","channel_id","campaign_id","plan_id","processor","currency","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"rebuilt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_state_one_row" CHECK ("analytics_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_days" (
	"site_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"event_row_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"device" text NOT NULL,
	CONSTRAINT "analytics_visitor_days_pkey" PRIMARY KEY("site_id","visitor_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_channel_idx" ON "analytics_daily" USING btree ("channel_id","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_plan_idx" ON "analytics_daily" USING btree ("plan_id","day");