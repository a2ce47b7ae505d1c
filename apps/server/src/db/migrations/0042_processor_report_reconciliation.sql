CREATE TABLE "reconciliation_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"processor" text NOT NULL,
	"day" date NOT NULL,
	"transaction_ref" text NOT NULL,
	"kind" text NOT NULL,
	"amount" text,
	"currency" text,
	"processor_type" text,
	"ledger_amount" text,
	"ledger_currency" text,
	"ledger_type" text,
	"error" text,
	"postback_id" bigint,
	"transaction_id" bigint,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_lines_processor_check" CHECK ("reconciliation_lines"."processor" in ('segpay', 'epoch')),
	CONSTRAINT "reconciliation_lines_kind_check" CHECK ("reconciliation_lines"."kind" in ('booked', 'differs', 'not_booked'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"processor" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "reconciliation_runs_processor_check" CHECK ("reconciliation_runs"."processor" in ('segpay', 'epoch')),
	CONSTRAINT "reconciliation_runs_trigger_check" CHECK ("reconciliation_runs"."trigger" in ('schedule', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "postbacks" ADD COLUMN "source" text DEFAULT 'postback' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_postback_id_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."postbacks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_lines_ref_key" ON "reconciliation_lines" USING btree ("processor","transaction_ref","site_id");--> statement-breakpoint
CREATE INDEX "reconciliation_lines_created_idx" ON "reconciliation_lines" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reconciliation_lines_day_idx" ON "reconciliation_lines" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_account_idx" ON "reconciliation_runs" USING btree ("site_id","processor","started_at");--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_source_check" CHECK ("postbacks"."source" in ('postback', 'report'));