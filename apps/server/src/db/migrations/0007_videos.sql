CREATE TABLE "video_directors" (
	"video_id" integer NOT NULL,
	"director_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_directors_video_id_director_id_pk" PRIMARY KEY("video_id","director_id")
);
--> statement-breakpoint
CREATE TABLE "video_models" (
	"video_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_models_video_id_model_id_pk" PRIMARY KEY("video_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "video_tags" (
	"video_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_tags_video_id_tag_id_pk" PRIMARY KEY("video_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serial_number" text NOT NULL,
	"title" text NOT NULL,
	"title_cn" text NOT NULL,
	"description" text,
	"description_cn" text,
	"type" text DEFAULT 'full' NOT NULL,
	"source" text,
	"tooltips" text,
	"video_duration" integer,
	"token" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"original_views" integer DEFAULT 0 NOT NULL,
	"subscriber_trailer_views" integer DEFAULT 0 NOT NULL,
	"visitor_trailer_views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"cover_id" integer,
	"preview_id" integer,
	"trailer_id" integer,
	"video_file_id" integer,
	"subtitle_zh_id" integer,
	"subtitle_en_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_status_check" CHECK ("videos"."status" in ('draft', 'scheduled', 'published', 'hidden')),
	CONSTRAINT "videos_type_check" CHECK ("videos"."type" in ('full', 'clip', 'behind_the_scenes'))
);
--> statement-breakpoint
ALTER TABLE "video_directors" ADD CONSTRAINT "video_directors_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_directors" ADD CONSTRAINT "video_directors_director_id_directors_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."directors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_models" ADD CONSTRAINT "video_models_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_models" ADD CONSTRAINT "video_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_cover_id_files_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_preview_id_files_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_trailer_id_files_id_fk" FOREIGN KEY ("trailer_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_subtitle_zh_id_files_id_fk" FOREIGN KEY ("subtitle_zh_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_subtitle_en_id_files_id_fk" FOREIGN KEY ("subtitle_en_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_directors_target_idx" ON "video_directors" USING btree ("director_id","video_id");--> statement-breakpoint
CREATE INDEX "video_models_target_idx" ON "video_models" USING btree ("model_id","video_id");--> statement-breakpoint
CREATE INDEX "video_tags_target_idx" ON "video_tags" USING btree ("tag_id","video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_serial_number_key" ON "videos" USING btree (lower("serial_number"));--> statement-breakpoint
CREATE INDEX "videos_status_published_idx" ON "videos" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id");