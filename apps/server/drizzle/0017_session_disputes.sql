CREATE TABLE "session_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reported_by_id" integer,
	"reported_by_role" text,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"held_pence" integer NOT NULL,
	"student_pence" integer,
	"tutor_pence" integer,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_disputes_shares" CHECK (("session_disputes"."status" = 'pending') = ("session_disputes"."student_pence" IS NULL AND "session_disputes"."tutor_pence" IS NULL)
        AND ("session_disputes"."status" = 'pending' OR ("session_disputes"."student_pence" >= 0 AND "session_disputes"."tutor_pence" >= 0
          AND "session_disputes"."student_pence" + "session_disputes"."tutor_pence" = "session_disputes"."held_pence")))
);
--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD COLUMN "release_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_disputes" ADD CONSTRAINT "session_disputes_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_disputes" ADD CONSTRAINT "session_disputes_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_disputes" ADD CONSTRAINT "session_disputes_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_disputes_session_key" ON "session_disputes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_disputes_status_idx" ON "session_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_release_due_idx" ON "tutoring_sessions" USING btree ("release_due_at") WHERE "tutoring_sessions"."release_due_at" IS NOT NULL;