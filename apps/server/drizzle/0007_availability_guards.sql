-- A tutor's availability slots never overlap, held by the database under any concurrency: two requests adding
-- the same time cannot both commit. btree_gist lets the integer tutor_id share a GiST index with the range.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_no_overlap"
  EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starting_at", "ending_at", '[)') WITH &&);
