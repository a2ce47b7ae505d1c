CREATE TABLE "read_marks" (
	"admin_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_marks_admin_id_kind_pk" PRIMARY KEY("admin_id","kind"),
	CONSTRAINT "read_marks_kind_check" CHECK ("read_marks"."kind" in ('tickets', 'comment_reports', 'cooperations', 'postbacks', 'outbox', 'jobs'))
);
--> statement-breakpoint
ALTER TABLE "read_marks" ADD CONSTRAINT "read_marks_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("updated_at") WHERE "outbox"."status" = 'failed';