ALTER TABLE "section_videos" ADD COLUMN "progress_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_videos" ADD COLUMN "hls_prefix" text;--> statement-breakpoint
ALTER TABLE "section_videos" ADD COLUMN "transcode_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "section_videos" ADD COLUMN "renditions" jsonb;