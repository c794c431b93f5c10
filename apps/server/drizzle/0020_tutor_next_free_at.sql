CREATE TABLE "next_free_horizon" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_from" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	CONSTRAINT "next_free_horizon_one_row" CHECK ("next_free_horizon"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "next_free_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_tutor_next_free_idx" ON "users" USING btree (coalesce("subdomain_id", 0),"next_free_at","id") WHERE "users"."role" = 'teacher';--> statement-breakpoint
INSERT INTO "next_free_horizon" ("id") VALUES (1);--> statement-breakpoint
-- A tutor's earliest free slot from the horizon on: what users.next_free_at holds.
CREATE FUNCTION tutor_next_free_at(tutor integer) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT min(a.starting_at) FROM availabilities a
  WHERE a.tutor_id = tutor AND NOT a.is_booked AND a.starting_at >= (SELECT free_from FROM next_free_horizon)
$$;--> statement-breakpoint
-- Recomputes next_free_at of the tutors whose slots a statement wrote (added, booked, freed or removed), once
-- per tutor and statement; an unchanged value is not written.
CREATE FUNCTION availabilities_keep_next_free_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET next_free_at = tutor_next_free_at(u.id)
    WHERE u.id IN (SELECT tutor_id FROM changed_new)
      AND u.next_free_at IS DISTINCT FROM tutor_next_free_at(u.id);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET next_free_at = tutor_next_free_at(u.id)
    WHERE u.id IN (SELECT tutor_id FROM changed_old)
      AND u.next_free_at IS DISTINCT FROM tutor_next_free_at(u.id);
  ELSE
    UPDATE users u SET next_free_at = tutor_next_free_at(u.id)
    WHERE u.id IN (SELECT tutor_id FROM changed_new UNION SELECT tutor_id FROM changed_old)
      AND u.next_free_at IS DISTINCT FROM tutor_next_free_at(u.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER availabilities_next_free_insert AFTER INSERT ON availabilities
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION availabilities_keep_next_free_at();--> statement-breakpoint
CREATE TRIGGER availabilities_next_free_update AFTER UPDATE ON availabilities
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION availabilities_keep_next_free_at();--> statement-breakpoint
CREATE TRIGGER availabilities_next_free_delete AFTER DELETE ON availabilities
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION availabilities_keep_next_free_at();--> statement-breakpoint
UPDATE users SET next_free_at = tutor_next_free_at(id) WHERE role = 'teacher';
