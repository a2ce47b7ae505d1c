CREATE TABLE "model_photos" (
	"model_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "model_photos_model_id_file_id_pk" PRIMARY KEY("model_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "video_photos" (
	"video_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_photos_video_id_file_id_pk" PRIMARY KEY("video_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "avatar_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_id" integer;--> statement-breakpoint
ALTER TABLE "model_photos" ADD CONSTRAINT "model_photos_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_photos" ADD CONSTRAINT "model_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_photos" ADD CONSTRAINT "video_photos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_photos" ADD CONSTRAINT "video_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_photos_file_idx" ON "model_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "video_photos_file_idx" ON "video_photos" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_avatar_id_files_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_id_files_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;