CREATE TABLE "course_section_specialties" (
	"section_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "course_section_specialties_section_id_specialty_id_pk" PRIMARY KEY("section_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"self_assessment_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"specialties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_section_specialties" ADD CONSTRAINT "course_section_specialties_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_section_specialties" ADD CONSTRAINT "course_section_specialties_specialty_id_subject_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."subject_specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_self_assessment_id_self_assessments_id_fk" FOREIGN KEY ("self_assessment_id") REFERENCES "public"."self_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_section_specialties_specialty_idx" ON "course_section_specialties" USING btree ("specialty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_plans_user_diagnostic_key" ON "study_plans" USING btree ("user_id","self_assessment_id");--> statement-breakpoint
CREATE INDEX "study_plans_user_idx" ON "study_plans" USING btree ("user_id","created_at");