CREATE TABLE "model_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"id_document_type" text NOT NULL,
	"id_document_last4" text NOT NULL,
	"id_document_country" text NOT NULL,
	"id_document_expires_on" date NOT NULL,
	"custodian" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_records_id_document_type_check" CHECK ("model_records"."id_document_type" in ('passport', 'national_id', 'driver_license'))
);
--> statement-breakpoint
CREATE TABLE "model_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"signed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "produced_on" date;--> statement-breakpoint
ALTER TABLE "model_records" ADD CONSTRAINT "model_records_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_releases" ADD CONSTRAINT "model_releases_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_releases" ADD CONSTRAINT "model_releases_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_records_model_id_key" ON "model_records" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "model_records_legal_name_idx" ON "model_records" USING btree ("legal_name");--> statement-breakpoint
CREATE INDEX "model_records_expires_idx" ON "model_records" USING btree ("id_document_expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "model_releases_model_id_key" ON "model_releases" USING btree ("model_id","video_id");--> statement-breakpoint
CREATE INDEX "model_releases_video_idx" ON "model_releases" USING btree ("video_id");