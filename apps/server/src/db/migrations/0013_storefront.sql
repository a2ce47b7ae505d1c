CREATE TABLE "advertisements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" text NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"cta_position" text DEFAULT 'right' NOT NULL,
	"image_id" integer,
	"mobile_image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"position" text NOT NULL,
	"type" text DEFAULT 'image' NOT NULL,
	"name" text NOT NULL,
	"name_cn" text NOT NULL,
	"title" text,
	"title_cn" text,
	"subtitle" text,
	"subtitle_cn" text,
	"cta" text,
	"cta_cn" text,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL,
	"image_id" integer,
	"mobile_image_id" integer,
	"video_id" integer,
	"mobile_video_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_type_check" CHECK ("banners"."type" in ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "block_models" (
	"block_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "block_models_block_id_model_id_pk" PRIMARY KEY("block_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "block_photos" (
	"block_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "block_photos_block_id_file_id_pk" PRIMARY KEY("block_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "block_videos" (
	"block_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "block_videos_block_id_video_id_pk" PRIMARY KEY("block_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"page" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_cn" text NOT NULL,
	"description" text,
	"is_box" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"link" text,
	"advertisement_id" integer,
	"image_id" integer,
	"mobile_image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_page_check" CHECK ("blocks"."page" in ('home', 'videos', 'models', 'video', 'model', 'search', 'join', 'faq')),
	CONSTRAINT "blocks_type_check" CHECK ("blocks"."type" in ('videos', 'models', 'advertisement', 'image'))
);
--> statement-breakpoint
CREATE TABLE "informations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "informations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_cn" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_cn" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"question" text NOT NULL,
	"question_cn" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answer_cn" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"page" text,
	"tag_id" integer,
	"title" text NOT NULL,
	"title_cn" text NOT NULL,
	"description" text,
	"description_cn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seos_target_check" CHECK (("seos"."page" is null) <> ("seos"."tag_id" is null))
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_mobile_image_id_files_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_mobile_image_id_files_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_video_id_files_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_mobile_video_id_files_id_fk" FOREIGN KEY ("mobile_video_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_models" ADD CONSTRAINT "block_models_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_models" ADD CONSTRAINT "block_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_photos" ADD CONSTRAINT "block_photos_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_photos" ADD CONSTRAINT "block_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_videos" ADD CONSTRAINT "block_videos_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_videos" ADD CONSTRAINT "block_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_mobile_image_id_files_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informations" ADD CONSTRAINT "informations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seos" ADD CONSTRAINT "seos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seos" ADD CONSTRAINT "seos_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_position_key" ON "advertisements" USING btree ("position");--> statement-breakpoint
CREATE INDEX "banners_site_position_sort_idx" ON "banners" USING btree ("site_id","position","sort","id");--> statement-breakpoint
CREATE INDEX "block_models_target_idx" ON "block_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "block_photos_file_idx" ON "block_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "block_videos_target_idx" ON "block_videos" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "blocks_site_page_sort_idx" ON "blocks" USING btree ("site_id","page","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "informations_site_type_key" ON "informations" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "questions_site_sort_idx" ON "questions" USING btree ("site_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seos_site_page_key" ON "seos" USING btree ("site_id","page");--> statement-breakpoint
CREATE UNIQUE INDEX "seos_site_tag_key" ON "seos" USING btree ("site_id","tag_id");--> statement-breakpoint
INSERT INTO "advertisements" ("position", "name", "cta_position") VALUES
  ('home_top', 'Home page, top', 'right'),
  ('home_middle', 'Home page, middle', 'right'),
  ('home_bottom', 'Home page, bottom', 'center'),
  ('video_sidebar', 'Video page, sidebar', 'none'),
  ('video_below_player', 'Video page, below the player', 'right'),
  ('player_pause', 'Player, on pause', 'center'),
  ('model_page', 'Model page', 'right'),
  ('search_results', 'Search results', 'right')
ON CONFLICT DO NOTHING;
