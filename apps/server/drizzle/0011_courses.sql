CREATE TABLE "course_approval_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_chapters_order_range" CHECK ("course_chapters"."sort_order" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"latest_viewed_section_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_section_progress" (
	"enrolment_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_section_progress_enrolment_id_section_id_pk" PRIMARY KEY("enrolment_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_sections_order_range" CHECK ("course_sections"."sort_order" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "course_subdomains" (
	"course_id" integer NOT NULL,
	"subdomain_id" integer NOT NULL,
	CONSTRAINT "course_subdomains_course_id_subdomain_id_pk" PRIMARY KEY("course_id","subdomain_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" integer NOT NULL,
	"course_type" text DEFAULT 'subject' NOT NULL,
	"subject_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"thumbnail_id" integer,
	"is_free" boolean DEFAULT false NOT NULL,
	"approval_state" text DEFAULT 'draft' NOT NULL,
	"feedback" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rate_total" integer DEFAULT 0 NOT NULL,
	"rate_count" integer DEFAULT 0 NOT NULL,
	"enrols_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_subject_when_subject" CHECK ("courses"."course_type" <> 'subject' OR "courses"."subject_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "course_approval_logs" ADD CONSTRAINT "course_approval_logs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_logs" ADD CONSTRAINT "course_approval_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_latest_viewed_section_id_course_sections_id_fk" FOREIGN KEY ("latest_viewed_section_id") REFERENCES "public"."course_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_section_progress" ADD CONSTRAINT "course_section_progress_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_section_progress" ADD CONSTRAINT "course_section_progress_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subdomains" ADD CONSTRAINT "course_subdomains_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subdomains" ADD CONSTRAINT "course_subdomains_subdomain_id_subdomains_id_fk" FOREIGN KEY ("subdomain_id") REFERENCES "public"."subdomains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_thumbnail_id_thumbnails_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."thumbnails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_approval_logs_course_idx" ON "course_approval_logs" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("course_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_course_student_key" ON "course_enrolments" USING btree ("course_id","student_id");--> statement-breakpoint
CREATE INDEX "course_enrolments_student_idx" ON "course_enrolments" USING btree ("student_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "course_sections_chapter_idx" ON "course_sections" USING btree ("chapter_id","sort_order");--> statement-breakpoint
CREATE INDEX "course_subdomains_subdomain_idx" ON "course_subdomains" USING btree ("subdomain_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_uid_key" ON "courses" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "courses_tutor_idx" ON "courses" USING btree ("tutor_id","approval_state");--> statement-breakpoint
CREATE INDEX "courses_approved_idx" ON "courses" USING btree ("course_type","approved_at") WHERE "courses"."approval_state" = 'approved';--> statement-breakpoint
CREATE INDEX "courses_subject_idx" ON "courses" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "courses_state_submitted_idx" ON "courses" USING btree ("approval_state","submitted_at");--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin (("title" || ' ' || "description") gin_trgm_ops);