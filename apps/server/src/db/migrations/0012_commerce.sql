CREATE TABLE "coin_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"coins" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"gateway" text NOT NULL,
	"reason" text,
	"transaction_id" bigint,
	"token_record_id" integer,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_entries_kind_check" CHECK ("coin_entries"."kind" in ('credit', 'purchase', 'spend', 'clawback')),
	CONSTRAINT "coin_entries_balance_check" CHECK ("coin_entries"."balance_after" >= 0),
	CONSTRAINT "coin_entries_sign_check" CHECK (("coin_entries"."kind" in ('credit', 'purchase') and "coin_entries"."coins" > 0) or ("coin_entries"."kind" in ('spend', 'clawback') and "coin_entries"."coins" < 0))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_window_check" CHECK ("deals"."ends_at" > "deals"."starts_at"),
	CONSTRAINT "deals_price_check" CHECK ("deals"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"member_id" integer,
	"subscription_id" integer,
	"plan_id" integer,
	"site_id" integer,
	"channel_id" integer,
	"campaign_id" integer,
	"processor" text NOT NULL,
	"type" text NOT NULL,
	"payment_method" text,
	"transaction_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"transaction_fee" integer DEFAULT 0 NOT NULL,
	"settlement_fee" integer DEFAULT 0 NOT NULL,
	"reserve_fee" integer DEFAULT 0 NOT NULL,
	"total_amount" integer GENERATED ALWAYS AS ("orders"."amount" - "orders"."transaction_fee" - "orders"."settlement_fee" - "orders"."reserve_fee") STORED NOT NULL,
	"notes" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('initial', 'trial', 'conversion', 'rebill', 'one_time', 'coins')),
	CONSTRAINT "orders_fees_check" CHECK ("orders"."transaction_fee" >= 0 and "orders"."settlement_fee" >= 0 and "orders"."reserve_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_report_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_report_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"processor_ref" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"processor" text NOT NULL,
	"site_id" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text NOT NULL,
	"gross" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"reserve_held" bigint DEFAULT 0 NOT NULL,
	"reserve_released" bigint DEFAULT 0 NOT NULL,
	"net" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_reports_period_check" CHECK ("payout_reports"."period_end" >= "payout_reports"."period_start"),
	CONSTRAINT "payout_reports_source_check" CHECK ("payout_reports"."source" in ('manual', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"title_cn" text,
	"type" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"once_price" integer,
	"once_count" integer,
	"once_unit" text,
	"coins" integer,
	"initial_count" integer,
	"initial_unit" text,
	"initial_original_price" integer,
	"initial_discount_price" integer,
	"recurring_count" integer,
	"recurring_unit" text,
	"recurring_original_price" integer,
	"recurring_discount_price" integer,
	"downloadable" boolean DEFAULT false NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"segpay_id" text,
	"epoch_id" text,
	"epoch_ti_id" text,
	"nats_id" text,
	"xsale_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_type_check" CHECK ("plans"."type" in ('subscription', 'one_time', 'coins')),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "plans_units_check" CHECK ("plans"."once_unit" in ('day', 'week', 'month', 'year') and "plans"."initial_unit" in ('day', 'week', 'month', 'year')
      and "plans"."recurring_unit" in ('day', 'week', 'month', 'year')),
	CONSTRAINT "plans_prices_check" CHECK (coalesce("plans"."once_price", 0) >= 0 and coalesce("plans"."initial_original_price", 0) >= 0
        and coalesce("plans"."initial_discount_price", 0) >= 0 and coalesce("plans"."recurring_original_price", 0) >= 0
        and coalesce("plans"."recurring_discount_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "postbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"processor" text NOT NULL,
	"site_id" integer,
	"remote_address" "inet",
	"payload" jsonb NOT NULL,
	"transaction_ref" text,
	"status" text DEFAULT 'received' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "postbacks_processor_check" CHECK ("postbacks"."processor" in ('segpay', 'epoch')),
	CONSTRAINT "postbacks_status_check" CHECK ("postbacks"."status" in ('received', 'processed', 'duplicate', 'failed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "processor_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processor_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"processor" text NOT NULL,
	"merchant_id" text NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"allowed_addresses" "cidr"[] DEFAULT '{}'::cidr[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_configs_processor_check" CHECK ("processor_configs"."processor" in ('segpay', 'epoch'))
);
--> statement-breakpoint
CREATE TABLE "promotion_plans" (
	"promotion_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "promotion_plans_promotion_id_plan_id_pk" PRIMARY KEY("promotion_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"times" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_status_check" CHECK ("promotions"."status" in ('active', 'inactive')),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."ended_at" > "promotions"."started_at"),
	CONSTRAINT "promotions_times_check" CHECK ("promotions"."times" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"plan_id" integer,
	"site_id" integer,
	"processor" text NOT NULL,
	"processor_ref" text NOT NULL,
	"status" text NOT NULL,
	"channel_id" integer,
	"campaign_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"paid_through" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_processor_check" CHECK ("subscriptions"."processor" in ('segpay', 'epoch')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trial', 'active', 'past_due', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"processor" text NOT NULL,
	"processor_ref" text NOT NULL,
	"processor_type" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"member_id" integer,
	"subscription_id" integer,
	"plan_id" integer,
	"site_id" integer,
	"channel_id" integer,
	"campaign_id" integer,
	"promotion_id" integer,
	"original_id" bigint,
	"payment_method" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"postback_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_processor_check" CHECK ("transactions"."processor" in ('segpay', 'epoch')),
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('initial', 'trial', 'conversion', 'rebill', 'one_time', 'coins', 'decline', 'refund',
        'chargeback', 'void')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" >= 0),
	CONSTRAINT "transactions_currency_check" CHECK ("transactions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "transactions_original_check" CHECK (("transactions"."type" in ('refund', 'chargeback', 'void')) = ("transactions"."original_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_token_record_id_token_records_id_fk" FOREIGN KEY ("token_record_id") REFERENCES "public"."token_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_report_lines" ADD CONSTRAINT "payout_report_lines_report_id_payout_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."payout_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reports" ADD CONSTRAINT "payout_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_configs" ADD CONSTRAINT "processor_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_plans" ADD CONSTRAINT "promotion_plans_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_plans" ADD CONSTRAINT "promotion_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_original_id_transactions_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_postback_id_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."postbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_entries_member_idx" ON "coin_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "coin_entries_created_idx" ON "coin_entries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_token_record_key" ON "coin_entries" USING btree ("token_record_id");--> statement-breakpoint
CREATE INDEX "deals_plan_idx" ON "deals" USING btree ("plan_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transaction_key" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_channel_paid_idx" ON "orders" USING btree ("channel_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_member_paid_idx" ON "orders" USING btree ("member_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_plan_paid_idx" ON "orders" USING btree ("plan_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_report_lines_ref_key" ON "payout_report_lines" USING btree ("report_id","processor_ref","kind");--> statement-breakpoint
CREATE INDEX "payout_report_lines_ref_idx" ON "payout_report_lines" USING btree ("processor_ref");--> statement-breakpoint
CREATE INDEX "payout_reports_period_idx" ON "payout_reports" USING btree ("period_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "plans_segpay_id_key" ON "plans" USING btree ("segpay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_epoch_id_key" ON "plans" USING btree ("epoch_id");--> statement-breakpoint
CREATE INDEX "plans_sort_idx" ON "plans" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "postbacks_received_idx" ON "postbacks" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postbacks_status_idx" ON "postbacks" USING btree ("status","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postbacks_transaction_idx" ON "postbacks" USING btree ("processor","transaction_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "processor_configs_site_key" ON "processor_configs" USING btree ("site_id","processor");--> statement-breakpoint
CREATE UNIQUE INDEX "processor_configs_secret_key" ON "processor_configs" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "promotion_plans_plan_idx" ON "promotion_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_processor_ref_key" ON "subscriptions" USING btree ("processor","processor_ref");--> statement-breakpoint
CREATE INDEX "subscriptions_member_idx" ON "subscriptions" USING btree ("member_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_status_renewal_idx" ON "subscriptions" USING btree ("status","paid_through");--> statement-breakpoint
CREATE INDEX "subscriptions_channel_status_idx" ON "subscriptions" USING btree ("channel_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_started_idx" ON "subscriptions" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_processor_ref_key" ON "transactions" USING btree ("processor","processor_ref");--> statement-breakpoint
CREATE INDEX "transactions_occurred_idx" ON "transactions" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_member_idx" ON "transactions" USING btree ("member_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_subscription_idx" ON "transactions" USING btree ("subscription_id","occurred_at");--> statement-breakpoint
CREATE INDEX "transactions_original_idx" ON "transactions" USING btree ("original_id");