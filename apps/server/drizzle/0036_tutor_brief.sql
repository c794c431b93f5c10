ALTER TABLE "users" ADD COLUMN "share_learning_with_tutors" boolean;--> statement-breakpoint
ALTER TABLE "question_options" ADD COLUMN "title_th" text;--> statement-breakpoint
ALTER TABLE "question_options" ADD COLUMN "feedback_th" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "title_th" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "feedback_th" text;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD COLUMN "notes" text;