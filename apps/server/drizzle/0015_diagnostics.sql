CREATE TABLE "self_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"subject_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"minutes" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_assessments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "specialty_study_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_has_owner";--> statement-breakpoint
ALTER TABLE "quizzes" DROP CONSTRAINT "quizzes_has_owner";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "self_assessment_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "specialty_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "self_assessment_id" integer;--> statement-breakpoint
ALTER TABLE "self_assessments" ADD CONSTRAINT "self_assessments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_study_topics" ADD CONSTRAINT "specialty_study_topics_specialty_id_subject_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."subject_specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "self_assessments_subject_idx" ON "self_assessments" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "specialty_study_topics_specialty_idx" ON "specialty_study_topics" USING btree ("specialty_id","sort_order");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_self_assessment_id_self_assessments_id_fk" FOREIGN KEY ("self_assessment_id") REFERENCES "public"."self_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_specialty_id_subject_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."subject_specialties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_self_assessment_id_self_assessments_id_fk" FOREIGN KEY ("self_assessment_id") REFERENCES "public"."self_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_self_assessment_idx" ON "questions" USING btree ("self_assessment_id","sort_order");--> statement-breakpoint
CREATE INDEX "quizzes_user_self_assessment_idx" ON "quizzes" USING btree ("user_id","self_assessment_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_one_open_diagnostic_key" ON "quizzes" USING btree ("user_id","self_assessment_id") WHERE "quizzes"."finished_at" IS NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_has_owner" CHECK (num_nonnulls("questions"."section_id", "questions"."self_assessment_id") = 1);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_has_owner" CHECK (num_nonnulls("quizzes"."section_id", "quizzes"."self_assessment_id") = 1);