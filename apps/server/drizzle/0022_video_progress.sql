CREATE TABLE "course_video_progress" (
	"enrolment_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"watched_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_video_progress_enrolment_id_section_id_pk" PRIMARY KEY("enrolment_id","section_id"),
	CONSTRAINT "course_video_progress_seconds" CHECK ("course_video_progress"."position_seconds" >= 0 and "course_video_progress"."watched_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_video_progress" ADD CONSTRAINT "course_video_progress_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_video_progress" ADD CONSTRAINT "course_video_progress_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;