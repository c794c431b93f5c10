CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"title" text NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"score_milli" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "question_options_score_range" CHECK ("question_options"."score_milli" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer,
	"title" text NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"is_multiple_choice" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_has_owner" CHECK (num_nonnulls("questions"."section_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected_option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"score_milli" integer NOT NULL,
	CONSTRAINT "quiz_answers_score_range" CHECK ("quiz_answers"."score_milli" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"score_raw_milli" integer,
	"score_percent" integer,
	CONSTRAINT "quizzes_has_owner" CHECK (num_nonnulls("quizzes"."section_id") = 1),
	CONSTRAINT "quizzes_scored_when_finished" CHECK (("quizzes"."finished_at" IS NULL) = ("quizzes"."score_raw_milli" IS NULL AND "quizzes"."score_percent" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_options_question_idx" ON "question_options" USING btree ("question_id","sort_order");--> statement-breakpoint
CREATE INDEX "questions_section_idx" ON "questions" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_quiz_question_key" ON "quiz_answers" USING btree ("quiz_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quizzes_user_section_idx" ON "quizzes" USING btree ("user_id","section_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_one_open_key" ON "quizzes" USING btree ("user_id","section_id") WHERE "quizzes"."finished_at" IS NULL;