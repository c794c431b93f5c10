-- Two live sessions never hold the same time: not of one tutor (two students racing for one slot), not of one
-- student. The database decides under any concurrency; the booking's conditional update of the slots comes first
-- and gives the clear answer in the usual case.
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_no_overlap"
  EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starting_at", "ending_at", '[)') WITH &&)
  WHERE ("status" IN ('payment_pending', 'determination_pending', 'approved', 'completed'));
--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_student_no_overlap"
  EXCLUDE USING gist ("student_id" WITH =, tstzrange("starting_at", "ending_at", '[)') WITH &&)
  WHERE ("status" IN ('payment_pending', 'determination_pending', 'approved', 'completed'));
