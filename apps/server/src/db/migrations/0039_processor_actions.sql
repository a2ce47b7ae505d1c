CREATE TABLE "processor_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processor_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer,
	"processor" text NOT NULL,
	"subscription_id" integer,
	"order_id" integer,
	"kind" text NOT NULL,
	"processor_ref" text NOT NULL,
	"amount" integer,
	"currency" text,
	"end_access" boolean DEFAULT false NOT NULL,
	"days" integer,
	"reason" text NOT NULL,
	"admin_id" integer,
	"admin_username" text,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"processor_answer" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_actions_kind_check" CHECK ("processor_actions"."kind" in ('cancel', 'expire', 'extend', 'reactivate', 'refund')),
	CONSTRAINT "processor_actions_state_check" CHECK ("processor_actions"."state" in ('pending', 'confirmed', 'failed', 'stale')),
	CONSTRAINT "processor_actions_processor_check" CHECK ("processor_actions"."processor" in ('segpay', 'epoch'))
);
--> statement-breakpoint
ALTER TABLE "processor_configs" ADD COLUMN "api_user_secret" text;--> statement-breakpoint
ALTER TABLE "processor_configs" ADD COLUMN "api_key_secret" text;--> statement-breakpoint
ALTER TABLE "processor_configs" ADD COLUMN "api_key_hint" text;--> statement-breakpoint
ALTER TABLE "processor_actions" ADD CONSTRAINT "processor_actions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_actions" ADD CONSTRAINT "processor_actions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_actions" ADD CONSTRAINT "processor_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_actions" ADD CONSTRAINT "processor_actions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "processor_actions_idempotency_key" ON "processor_actions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "processor_actions_created_idx" ON "processor_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "processor_actions_subscription_idx" ON "processor_actions" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "processor_actions_order_idx" ON "processor_actions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "processor_actions_pending_idx" ON "processor_actions" USING btree ("site_id","processor","processor_ref") WHERE "processor_actions"."state" = 'pending';