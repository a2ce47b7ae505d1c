CREATE TABLE "trash" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"label" text,
	"site_id" integer,
	"deleted_by" integer,
	"deleted_by_username" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_at" timestamp with time zone NOT NULL,
	"affected" jsonb NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash_files" (
	"trash_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "trash_files_trash_id_file_id_pk" PRIMARY KEY("trash_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "trash_files" ADD CONSTRAINT "trash_files_trash_id_trash_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_files" ADD CONSTRAINT "trash_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at","id");--> statement-breakpoint
CREATE INDEX "trash_resource_idx" ON "trash" USING btree ("resource","deleted_at","id");--> statement-breakpoint
CREATE INDEX "trash_purge_idx" ON "trash" USING btree ("purge_at");--> statement-breakpoint
CREATE INDEX "trash_files_file_idx" ON "trash_files" USING btree ("file_id");