DROP INDEX "user_subject_prices_subject_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spoken_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "min_price_pence" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lessons_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "user_subject_prices_subject_price_idx" ON "user_subject_prices" USING btree ("subject_id","price_per_hour_pence","user_id");--> statement-breakpoint
CREATE INDEX "users_tutor_price_idx" ON "users" USING btree (coalesce("subdomain_id", 0),"min_price_pence","id") WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';--> statement-breakpoint
CREATE INDEX "users_tutor_price_desc_idx" ON "users" USING btree (coalesce("subdomain_id", 0),"min_price_pence" DESC NULLS LAST,"id") WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';--> statement-breakpoint
CREATE INDEX "users_tutor_rating_idx" ON "users" USING btree (coalesce("subdomain_id", 0),("rate_total"::float8 / nullif("rate_count", 0)) DESC NULLS LAST,"id") WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';--> statement-breakpoint
CREATE INDEX "users_tutor_lessons_idx" ON "users" USING btree (coalesce("subdomain_id", 0),"lessons_count" DESC,"id") WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';--> statement-breakpoint
-- A tutor's next free time respects their minimum notice: the earliest free slot a student may still book.
CREATE OR REPLACE FUNCTION tutor_next_free_at(tutor integer) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT min(a.starting_at) FROM availabilities a
  WHERE a.tutor_id = tutor AND NOT a.is_booked
    AND a.starting_at >= (SELECT free_from FROM next_free_horizon) + make_interval(hours => coalesce(
      (SELECT s.min_notice_hours FROM availability_schedules s WHERE s.tutor_id = tutor), 0))
$$;--> statement-breakpoint
CREATE FUNCTION availability_schedules_keep_next_free_at() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tutor integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.tutor_id ELSE NEW.tutor_id END;
BEGIN
  UPDATE users u SET next_free_at = tutor_next_free_at(u.id)
  WHERE u.id = tutor AND u.next_free_at IS DISTINCT FROM tutor_next_free_at(u.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER availability_schedules_next_free AFTER INSERT OR DELETE OR UPDATE OF min_notice_hours
  ON availability_schedules FOR EACH ROW EXECUTE FUNCTION availability_schedules_keep_next_free_at();--> statement-breakpoint
-- users.min_price_pence: the tutor's lowest hourly price, recomputed for the tutors whose prices a statement wrote.
CREATE FUNCTION tutor_min_price_pence(tutor integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT min(p.price_per_hour_pence) FROM user_subject_prices p WHERE p.user_id = tutor
$$;--> statement-breakpoint
CREATE FUNCTION user_subject_prices_keep_min_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET min_price_pence = tutor_min_price_pence(u.id)
    WHERE u.id IN (SELECT user_id FROM changed_new)
      AND u.min_price_pence IS DISTINCT FROM tutor_min_price_pence(u.id);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET min_price_pence = tutor_min_price_pence(u.id)
    WHERE u.id IN (SELECT user_id FROM changed_old)
      AND u.min_price_pence IS DISTINCT FROM tutor_min_price_pence(u.id);
  ELSE
    UPDATE users u SET min_price_pence = tutor_min_price_pence(u.id)
    WHERE u.id IN (SELECT user_id FROM changed_new UNION SELECT user_id FROM changed_old)
      AND u.min_price_pence IS DISTINCT FROM tutor_min_price_pence(u.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_subject_prices_min_price_insert AFTER INSERT ON user_subject_prices
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_min_price();--> statement-breakpoint
CREATE TRIGGER user_subject_prices_min_price_update AFTER UPDATE ON user_subject_prices
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_min_price();--> statement-breakpoint
CREATE TRIGGER user_subject_prices_min_price_delete AFTER DELETE ON user_subject_prices
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_min_price();--> statement-breakpoint
-- users.lessons_count: completed sessions, recomputed only for the tutors of sessions that enter or leave
-- `completed` (a booking, which inserts a pending session, costs one empty check).
CREATE FUNCTION tutor_lessons_count(tutor integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM tutoring_sessions s WHERE s.tutor_id = tutor AND s.status = 'completed'
$$;--> statement-breakpoint
CREATE FUNCTION tutoring_sessions_keep_lessons_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET lessons_count = tutor_lessons_count(u.id)
    WHERE u.id IN (SELECT tutor_id FROM changed_new WHERE status = 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET lessons_count = tutor_lessons_count(u.id)
    WHERE u.id IN (SELECT tutor_id FROM changed_old WHERE status = 'completed');
  ELSE
    UPDATE users u SET lessons_count = tutor_lessons_count(u.id)
    WHERE u.id IN (
      SELECT n.tutor_id FROM changed_new n JOIN changed_old o ON o.id = n.id
      WHERE (n.status = 'completed') <> (o.status = 'completed'));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_lessons_count_insert AFTER INSERT ON tutoring_sessions
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION tutoring_sessions_keep_lessons_count();--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_lessons_count_update AFTER UPDATE ON tutoring_sessions
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION tutoring_sessions_keep_lessons_count();--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_lessons_count_delete AFTER DELETE ON tutoring_sessions
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION tutoring_sessions_keep_lessons_count();--> statement-breakpoint
UPDATE users SET min_price_pence = tutor_min_price_pence(id), lessons_count = tutor_lessons_count(id),
  next_free_at = tutor_next_free_at(id)
WHERE role = 'teacher';
