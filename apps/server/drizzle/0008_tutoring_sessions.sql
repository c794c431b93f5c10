CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"requested_by_role" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"decide_by" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rate" integer NOT NULL,
	"review" text NOT NULL,
	"subject_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rate_range" CHECK ("reviews"."rate" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "session_slots" (
	"session_id" integer NOT NULL,
	"availability_id" integer NOT NULL,
	CONSTRAINT "session_slots_session_id_availability_id_pk" PRIMARY KEY("session_id","availability_id")
);
--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"subdomain_id" integer,
	"starting_at" timestamp with time zone NOT NULL,
	"ending_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"price_pence" integer NOT NULL,
	"payment_due_at" timestamp with time zone,
	"answer_due_at" timestamp with time zone,
	"rejection_reason" text,
	"close_reason" text,
	"closed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_sessions_range" CHECK ("tutoring_sessions"."ending_at" > "tutoring_sessions"."starting_at"),
	CONSTRAINT "tutoring_sessions_price" CHECK ("tutoring_sessions"."price_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rate_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_availability_id_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_subdomain_id_subdomains_id_fk" FOREIGN KEY ("subdomain_id") REFERENCES "public"."subdomains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_session_key" ON "cancellations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "cancellations_pending_idx" ON "cancellations" USING btree ("decide_by") WHERE "cancellations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_user_key" ON "reviews" USING btree ("type","target_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_target_idx" ON "reviews" USING btree ("type","target_id","updated_at");--> statement-breakpoint
CREATE INDEX "session_slots_availability_idx" ON "session_slots" USING btree ("availability_id");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_tutor_idx" ON "tutoring_sessions" USING btree ("tutor_id","starting_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_student_idx" ON "tutoring_sessions" USING btree ("student_id","starting_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_answer_due_idx" ON "tutoring_sessions" USING btree ("answer_due_at") WHERE "tutoring_sessions"."status" = 'determination_pending';--> statement-breakpoint
CREATE INDEX "tutoring_sessions_payment_due_idx" ON "tutoring_sessions" USING btree ("payment_due_at") WHERE "tutoring_sessions"."status" = 'payment_pending';--> statement-breakpoint
CREATE INDEX "tutoring_sessions_approved_idx" ON "tutoring_sessions" USING btree ("starting_at") WHERE "tutoring_sessions"."status" = 'approved';