ALTER TABLE "course_sections" ADD COLUMN "quiz_lock_option_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "quiz_time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "option_order" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "saved_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "time_limit_reached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_quiz_time_limit_range" CHECK ("course_sections"."quiz_time_limit_minutes" IS NULL OR "course_sections"."quiz_time_limit_minutes" BETWEEN 1 AND 180);