CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"site_id" integer,
	"reason" text NOT NULL,
	"complainant_name" text NOT NULL,
	"complainant_email" text NOT NULL,
	"video_id" integer,
	"url" text,
	"message" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"video_hidden_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('open', 'upheld', 'rejected')),
	CONSTRAINT "complaints_source_check" CHECK ("complaints"."source" in ('member_site', 'staff')),
	CONSTRAINT "complaints_reason_check" CHECK ("complaints"."reason" in ('no_consent', 'underage', 'copyright', 'privacy', 'illegal', 'other'))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_status_due_idx" ON "complaints" USING btree ("status","due_on","id");--> statement-breakpoint
CREATE INDEX "complaints_due_idx" ON "complaints" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "complaints_video_idx" ON "complaints" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_idempotency_key" ON "complaints" USING btree ("site_id","idempotency_key");