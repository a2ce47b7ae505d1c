CREATE TABLE "cooperations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooperations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"solved_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperations_status_check" CHECK ("cooperations"."status" in ('open', 'solved', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"description" text,
	"description_cn" text,
	"intake_key_hash" text NOT NULL,
	"intake_key_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cooperations" ADD CONSTRAINT "cooperations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperations_status_created_idx" ON "cooperations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cooperations_created_idx" ON "cooperations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cooperations_idempotency_key" ON "cooperations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_name_key" ON "sites" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sites_domain_key" ON "sites" USING btree (lower("domain"));--> statement-breakpoint
CREATE UNIQUE INDEX "sites_intake_key_hash_key" ON "sites" USING btree ("intake_key_hash");