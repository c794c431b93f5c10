DROP INDEX "users_tutor_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_tutor_next_free_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text;--> statement-breakpoint
-- The titles of a tutor's priced subjects and of their specialties (English and Thai), one per line: what the
-- tutor search matches besides the name and the bio.
CREATE FUNCTION tutor_subject_titles(tutor integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(t.titles, E'\n' ORDER BY t.price_id, t.specialty_id), '')
  FROM (
    SELECT p.id AS price_id, 0 AS specialty_id, s.title_en || ' ' || s.title_th AS titles
    FROM user_subject_prices p JOIN subjects s ON s.id = p.subject_id
    WHERE p.user_id = tutor
    UNION ALL
    SELECT p.id, sp.id, sp.title_en || ' ' || sp.title_th
    FROM user_subject_prices p
    JOIN user_subject_price_specialties ps ON ps.subject_price_id = p.id
    JOIN subject_specialties sp ON sp.id = ps.specialty_id
    WHERE p.user_id = tutor
  ) t
$$;--> statement-breakpoint
-- users.search_text of a row: the name and bio (as the search matched them before), then the titles, lower-cased
-- (ILIKE compares lower-cased text: a LIKE or strpos of the lower-cased keyword finds the same); null for others.
CREATE FUNCTION tutor_search_text(u users) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN u.role = 'teacher' THEN lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')
    || ' ' || coalesce(u.description, '') || E'\n' || tutor_subject_titles(u.id)) END
$$;--> statement-breakpoint
CREATE FUNCTION users_keep_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := tutor_search_text(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_text_insert BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_keep_search_text();--> statement-breakpoint
CREATE TRIGGER users_search_text_update BEFORE UPDATE ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION users_keep_search_text();--> statement-breakpoint
-- The tutors whose subjects a statement wrote, once per tutor and statement; an unchanged text is not written.
CREATE FUNCTION user_subject_prices_keep_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET search_text = tutor_search_text(u)
    WHERE u.id IN (SELECT user_id FROM changed_new) AND u.search_text IS DISTINCT FROM tutor_search_text(u);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET search_text = tutor_search_text(u)
    WHERE u.id IN (SELECT user_id FROM changed_old) AND u.search_text IS DISTINCT FROM tutor_search_text(u);
  ELSE
    UPDATE users u SET search_text = tutor_search_text(u)
    WHERE u.id IN (SELECT user_id FROM changed_new UNION SELECT user_id FROM changed_old)
      AND u.search_text IS DISTINCT FROM tutor_search_text(u);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_subject_prices_search_text_insert AFTER INSERT ON user_subject_prices
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_search_text();--> statement-breakpoint
CREATE TRIGGER user_subject_prices_search_text_update AFTER UPDATE ON user_subject_prices
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_search_text();--> statement-breakpoint
CREATE TRIGGER user_subject_prices_search_text_delete AFTER DELETE ON user_subject_prices
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_search_text();--> statement-breakpoint
CREATE FUNCTION user_subject_price_specialties_keep_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET search_text = tutor_search_text(u)
    WHERE u.id IN (SELECT p.user_id FROM user_subject_prices p
        WHERE p.id IN (SELECT subject_price_id FROM changed_new))
      AND u.search_text IS DISTINCT FROM tutor_search_text(u);
  ELSE
    -- A price deleted with its specialties (cascade) is gone already: the prices' trigger writes its tutor.
    UPDATE users u SET search_text = tutor_search_text(u)
    WHERE u.id IN (SELECT p.user_id FROM user_subject_prices p
        WHERE p.id IN (SELECT subject_price_id FROM changed_old))
      AND u.search_text IS DISTINCT FROM tutor_search_text(u);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_subject_price_specialties_search_text_insert AFTER INSERT ON user_subject_price_specialties
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_price_specialties_keep_search_text();--> statement-breakpoint
CREATE TRIGGER user_subject_price_specialties_search_text_delete AFTER DELETE ON user_subject_price_specialties
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_price_specialties_keep_search_text();--> statement-breakpoint
-- A subject or specialty renamed: its tutors' texts follow (rare: the admin catalogue).
CREATE FUNCTION subject_titles_keep_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'subjects' THEN
    UPDATE users u SET search_text = tutor_search_text(u)
    WHERE u.id IN (SELECT p.user_id FROM user_subject_prices p WHERE p.subject_id IN (SELECT id FROM changed_new))
      AND u.search_text IS DISTINCT FROM tutor_search_text(u);
  ELSE
    UPDATE users u SET search_text = tutor_search_text(u)
    WHERE u.id IN (SELECT p.user_id FROM user_subject_prices p
        JOIN user_subject_price_specialties ps ON ps.subject_price_id = p.id
        WHERE ps.specialty_id IN (SELECT id FROM changed_new))
      AND u.search_text IS DISTINCT FROM tutor_search_text(u);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subjects_search_text_update AFTER UPDATE ON subjects
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION subject_titles_keep_search_text();--> statement-breakpoint
CREATE TRIGGER subject_specialties_search_text_update AFTER UPDATE ON subject_specialties
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION subject_titles_keep_search_text();--> statement-breakpoint
UPDATE users SET search_text = tutor_search_text(users) WHERE role = 'teacher';--> statement-breakpoint
CREATE INDEX "users_tutor_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';--> statement-breakpoint
CREATE INDEX "users_tutor_next_free_idx" ON "users" USING btree (coalesce("subdomain_id", 0),"next_free_at","id") WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';