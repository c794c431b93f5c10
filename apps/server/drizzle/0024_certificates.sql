CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subdomain_id" integer,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"tutor_name" text NOT NULL,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "pass_mark_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_subdomain_id_subdomains_id_fk" FOREIGN KEY ("subdomain_id") REFERENCES "public"."subdomains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_key" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_pass_mark_range" CHECK ("course_sections"."pass_mark_percent" BETWEEN 1 AND 100);