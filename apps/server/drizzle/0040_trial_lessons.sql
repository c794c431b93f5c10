ALTER TABLE "tutoring_sessions" DROP CONSTRAINT "tutoring_sessions_price";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_price_pence" integer;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_sessions_one_trial_key" ON "tutoring_sessions" USING btree ("student_id","tutor_id") WHERE "tutoring_sessions"."is_trial" AND "tutoring_sessions"."status" IN ('payment_pending', 'determination_pending', 'approved', 'completed');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trial_price" CHECK ("users"."trial_price_pence" >= 0);--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_price" CHECK ("tutoring_sessions"."price_pence" > 0 OR ("tutoring_sessions"."is_trial" AND "tutoring_sessions"."price_pence" = 0));