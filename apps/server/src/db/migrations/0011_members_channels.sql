CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"name" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"utm_term" text,
	"utm_content" text,
	"utm_id" text,
	"landing_url" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_admins" (
	"channel_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_admins_channel_id_admin_id_pk" PRIMARY KEY("channel_id","admin_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utm_source" text NOT NULL,
	"type" text NOT NULL,
	"profit_sharing" numeric(5, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"utm_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_status_check" CHECK ("channels"."status" in ('active', 'archived')),
	CONSTRAINT "channels_type_check" CHECK ("channels"."type" in ('affiliate', 'ads', 'social', 'seo', 'email', 'internal')),
	CONSTRAINT "channels_profit_sharing_check" CHECK ("channels"."profit_sharing" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "member_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"visitor_id" text NOT NULL,
	"member_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"utm_id" text,
	"landing_page" text,
	"referrer" text,
	"device" text,
	"country" text,
	CONSTRAINT "member_events_kind_check" CHECK ("member_events"."kind" in ('visit', 'signup', 'login'))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"birthdate" date,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"avatar_id" integer,
	"banner_id" integer,
	"email_verified_at" timestamp with time zone,
	"coin_balance" integer DEFAULT 0 NOT NULL,
	"site_id" integer,
	"channel_id" integer,
	"campaign_id" integer,
	"visitor_id" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"utm_id" text,
	"landing_page" text,
	"referrer" text,
	"device" text,
	"country" text,
	"first_visit_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'disabled')),
	CONSTRAINT "members_device_check" CHECK ("members"."device" in ('desktop', 'mobile', 'tablet')),
	CONSTRAINT "members_coin_balance_check" CHECK ("members"."coin_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "token_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"video_id" integer,
	"video_serial_number" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_records_amount_check" CHECK ("token_records"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tokens_purpose_check" CHECK ("member_tokens"."purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_admins" ADD CONSTRAINT "channel_admins_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_admins" ADD CONSTRAINT "channel_admins_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_avatar_id_files_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_banner_id_files_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_records" ADD CONSTRAINT "token_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_records" ADD CONSTRAINT "token_records_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_utm_campaign_key" ON "campaigns" USING btree ("channel_id",lower("utm_campaign"));--> statement-breakpoint
CREATE INDEX "channel_admins_admin_idx" ON "channel_admins" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_utm_source_key" ON "channels" USING btree (lower("utm_source"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_events_event_key" ON "member_events" USING btree ("site_id","event_id");--> statement-breakpoint
CREATE INDEX "member_events_visitor_idx" ON "member_events" USING btree ("visitor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "member_events_occurred_idx" ON "member_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_key" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_channel_created_idx" ON "members" USING btree ("channel_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_campaign_idx" ON "members" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "members_email_trgm_idx" ON "members" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_username_trgm_idx" ON "members" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "token_records_member_idx" ON "token_records" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE INDEX "token_records_paid_idx" ON "token_records" USING btree ("paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_tokens_hash_key" ON "member_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_tokens_member_idx" ON "member_tokens" USING btree ("member_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_member_idx" ON "outbox" USING btree ("member_id");