ALTER TABLE "cooperations" ADD COLUMN "attachment_id" integer;--> statement-breakpoint
ALTER TABLE "cooperations" ADD CONSTRAINT "cooperations_attachment_id_files_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cooperations_attachment_key" ON "cooperations" USING btree ("attachment_id");