CREATE TABLE "diagnostic_sharing" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"include_answers" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnostic_sharing" ADD CONSTRAINT "diagnostic_sharing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The first reference diagnostics put the right answer first in every question: retired (kept for the results
-- that name them); the seed adds their successors under new codes.
UPDATE "self_assessments" SET "is_active" = false WHERE "code" IN ('gcse-maths', 'gcse-english-language');
