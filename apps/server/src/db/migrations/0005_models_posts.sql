CREATE TABLE "models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_cn" text NOT NULL,
	"gender" text NOT NULL,
	"height_feet" integer,
	"height_inch" integer,
	"weight_lbs" integer,
	"chest" integer,
	"waist" integer,
	"hips" integer,
	"measurement" text,
	"birth_place" text,
	"birthday" date,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"tooltips" text,
	"introduction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_gender_check" CHECK ("models"."gender" in ('female', 'male', 'trans', 'non_binary'))
);
--> statement-breakpoint
CREATE TABLE "post_models" (
	"post_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "post_models_post_id_model_id_pk" PRIMARY KEY("post_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_cn" text NOT NULL,
	"description" text,
	"description_cn" text,
	"content" text DEFAULT '' NOT NULL,
	"content_cn" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "post_models" ADD CONSTRAINT "post_models_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_models" ADD CONSTRAINT "post_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "models_name_idx" ON "models" USING btree ("name");--> statement-breakpoint
CREATE INDEX "models_gender_idx" ON "models" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "post_models_model_idx" ON "post_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "posts_status_published_idx" ON "posts" USING btree ("status","published_at");