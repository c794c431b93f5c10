-- The search's walk in its default order (free time soonest) moves to a narrow table of its own,
-- tutor_search_rows: each tutor's next free time, where they are listed and what a keyword walk reads of them.
-- On users the next free time was indexed, so every booking that moved it rewrote the wide row with a new entry in
-- each of users' indexes, the trigram ones too: 0.9-1.5 ms of PostgreSQL time a tutor, against ~0.1 ms here (500
-- one-row updates on the bench's 10,000 tutors), most of a booking's.
CREATE TABLE "tutor_search_rows" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"listed_in" integer,
	"next_free_at" timestamp with time zone,
	"search_text" text,
	"name_length" integer NOT NULL,
	"titles_at" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_search_rows" ADD CONSTRAINT "tutor_search_rows_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_search_rows_next_free_idx" ON "tutor_search_rows" USING btree ("listed_in","next_free_at","tutor_id") WHERE "tutor_search_rows"."listed_in" IS NOT NULL;--> statement-breakpoint
-- Where a tutor is listed: their tenant (0: the main site) while students can see them (the visible-tutor
-- condition of modules/kyc and of the search's partial indexes), else null.
CREATE FUNCTION tutor_listed_in(u users) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN u.role = 'teacher' AND u.approval_status = 'approved' AND u.suspended_at IS NULL
    AND coalesce(trim(u.first_name), '') <> '' AND coalesce(trim(u.last_name), '') <> ''
    THEN coalesce(u.subdomain_id, 0) END
$$;--> statement-breakpoint
-- A tutor's row of the search: every tutor has one, a user who is no longer a tutor has none. What lists them
-- (approval, suspension, names, tenant) and what the walk reads of them (search_text, the lengths that split it)
-- follow the users row; the next free time is kept by the slot triggers below. A new user has no slots yet (they
-- reference the user), so only a user made a tutor again has theirs looked up: calling tutor_next_free_at on every
-- tutor's insert or edit let PostgreSQL 18 keep the function's plan from a moment when availabilities was empty (a
-- scan of the table), and use it for the next bulk insert of slots, once per tutor.
CREATE FUNCTION users_keep_tutor_search_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  name_length integer := length(coalesce(NEW.first_name, '')) + 1 + length(coalesce(NEW.last_name, ''));
  next_free timestamptz := CASE WHEN TG_OP = 'UPDATE' AND OLD.role <> 'teacher' THEN tutor_next_free_at(NEW.id) END;
BEGIN
  IF NEW.role <> 'teacher' THEN
    IF TG_OP = 'UPDATE' AND OLD.role = 'teacher' THEN
      DELETE FROM tutor_search_rows WHERE tutor_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  INSERT INTO tutor_search_rows AS r (tutor_id, listed_in, next_free_at, search_text, name_length, titles_at)
  VALUES (NEW.id, tutor_listed_in(NEW), next_free, NEW.search_text, name_length,
    name_length + length(coalesce(NEW.description, '')) + 2)
  ON CONFLICT (tutor_id) DO UPDATE SET listed_in = EXCLUDED.listed_in, search_text = EXCLUDED.search_text,
    name_length = EXCLUDED.name_length, titles_at = EXCLUDED.titles_at
  WHERE (r.listed_in, r.search_text, r.name_length, r.titles_at)
    IS DISTINCT FROM (EXCLUDED.listed_in, EXCLUDED.search_text, EXCLUDED.name_length, EXCLUDED.titles_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_tutor_search_row_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_keep_tutor_search_row();--> statement-breakpoint
CREATE TRIGGER users_tutor_search_row_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.approval_status IS DISTINCT FROM NEW.approval_status
    OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.subdomain_id IS DISTINCT FROM NEW.subdomain_id OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION users_keep_tutor_search_row();--> statement-breakpoint
-- The slot writes keep the search row's next free time, as migration 0043 kept users.next_free_at.
CREATE OR REPLACE FUNCTION availabilities_keep_next_free_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tutor_search_rows u SET next_free_at = f.next_free_at
    FROM (SELECT DISTINCT tutor_id FROM changed_new) t, LATERAL (SELECT tutor_next_free_at(t.tutor_id) AS next_free_at) f
    WHERE u.tutor_id = t.tutor_id AND u.next_free_at IS DISTINCT FROM f.next_free_at;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE tutor_search_rows u SET next_free_at = f.next_free_at
    FROM (
      SELECT DISTINCT o.tutor_id FROM changed_old o JOIN tutor_search_rows tutor ON tutor.tutor_id = o.tutor_id
      WHERE NOT o.is_booked AND o.starting_at = tutor.next_free_at
    ) t, LATERAL (SELECT tutor_next_free_at(t.tutor_id) AS next_free_at) f
    WHERE u.tutor_id = t.tutor_id AND u.next_free_at IS DISTINCT FROM f.next_free_at;
  ELSE
    UPDATE tutor_search_rows u SET next_free_at = f.next_free_at
    FROM (
      SELECT n.tutor_id FROM changed_new n JOIN changed_old o ON o.id = n.id
      JOIN tutor_search_rows tutor ON tutor.tutor_id = n.tutor_id
      WHERE CASE
        WHEN NOT o.is_booked AND n.is_booked AND o.starting_at = n.starting_at AND o.tutor_id = n.tutor_id
          THEN n.starting_at = tutor.next_free_at
        ELSE o.is_booked <> n.is_booked OR o.starting_at <> n.starting_at OR o.tutor_id <> n.tutor_id
      END
      UNION
      SELECT o.tutor_id FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE o.tutor_id <> n.tutor_id
    ) t, LATERAL (SELECT tutor_next_free_at(t.tutor_id) AS next_free_at) f
    WHERE u.tutor_id = t.tutor_id AND u.next_free_at IS DISTINCT FROM f.next_free_at;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION availability_schedules_keep_next_free_at() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tutor integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.tutor_id ELSE NEW.tutor_id END;
BEGIN
  UPDATE tutor_search_rows u SET next_free_at = tutor_next_free_at(u.tutor_id)
  WHERE u.tutor_id = tutor AND u.next_free_at IS DISTINCT FROM tutor_next_free_at(u.tutor_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO tutor_search_rows (tutor_id, listed_in, next_free_at, search_text, name_length, titles_at)
SELECT u.id, tutor_listed_in(u), u.next_free_at, u.search_text,
  length(coalesce(u.first_name, '')) + 1 + length(coalesce(u.last_name, '')),
  length(coalesce(u.first_name, '')) + 1 + length(coalesce(u.last_name, '')) + length(coalesce(u.description, '')) + 2
FROM users u WHERE u.role = 'teacher';--> statement-breakpoint
DROP INDEX "users_tutor_next_free_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "next_free_at";
