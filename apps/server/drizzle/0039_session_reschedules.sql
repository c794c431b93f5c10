CREATE TABLE "session_reschedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"proposed_by_id" integer NOT NULL,
	"proposed_by_role" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"starting_at" timestamp with time zone NOT NULL,
	"ending_at" timestamp with time zone NOT NULL,
	"availability_ids" integer[] NOT NULL,
	"previous_starting_at" timestamp with time zone NOT NULL,
	"previous_ending_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reschedules_range" CHECK ("session_reschedules"."ending_at" > "session_reschedules"."starting_at")
);
--> statement-breakpoint
ALTER TABLE "session_reschedules" ADD CONSTRAINT "session_reschedules_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reschedules" ADD CONSTRAINT "session_reschedules_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_reschedules_one_open_key" ON "session_reschedules" USING btree ("session_id") WHERE "session_reschedules"."status" = 'open';--> statement-breakpoint
CREATE INDEX "session_reschedules_session_idx" ON "session_reschedules" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "session_reschedules_open_start_idx" ON "session_reschedules" USING btree ("starting_at") WHERE "session_reschedules"."status" = 'open';