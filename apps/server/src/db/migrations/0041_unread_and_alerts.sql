CREATE TABLE "read_marks" (
	"admin_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_marks_admin_id_kind_pk" PRIMARY KEY("admin_id","kind"),
	CONSTRAINT "read_marks_kind_check" CHECK ("read_marks"."kind" in ('tickets', 'comment_reports', 'cooperations', 'postbacks', 'outbox', 'jobs', 'alerts'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule" text NOT NULL,
	"site_id" integer,
	"processor" text NOT NULL,
	"detail" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "alerts_rule_check" CHECK ("alerts"."rule" in ('chargeback_ratio', 'postback_failures', 'postbacks_silent', 'refunds_daily')),
	CONSTRAINT "alerts_processor_check" CHECK ("alerts"."processor" in ('segpay', 'epoch'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "alert_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "read_marks" ADD CONSTRAINT "read_marks_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_key" ON "alerts" USING btree ("rule",coalesce("site_id", 0),"processor") WHERE "alerts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_opened_idx" ON "alerts" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("updated_at") WHERE "outbox"."status" = 'failed';