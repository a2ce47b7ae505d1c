CREATE TABLE "model_record_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_record_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_record_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_release_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_release_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_release_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_record_scans" ADD CONSTRAINT "model_record_scans_model_record_id_model_records_id_fk" FOREIGN KEY ("model_record_id") REFERENCES "public"."model_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_record_scans" ADD CONSTRAINT "model_record_scans_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_release_scans" ADD CONSTRAINT "model_release_scans_model_release_id_model_releases_id_fk" FOREIGN KEY ("model_release_id") REFERENCES "public"."model_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_release_scans" ADD CONSTRAINT "model_release_scans_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_record_scans_owner_idx" ON "model_record_scans" USING btree ("model_record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_record_scans_file_id_key" ON "model_record_scans" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "model_release_scans_owner_idx" ON "model_release_scans" USING btree ("model_release_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_release_scans_file_id_key" ON "model_release_scans" USING btree ("file_id");