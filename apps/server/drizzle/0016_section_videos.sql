CREATE TABLE "section_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"upload_status" text DEFAULT 'uploading' NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "section_videos" ADD CONSTRAINT "section_videos_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "section_videos_section_key" ON "section_videos" USING btree ("section_id");