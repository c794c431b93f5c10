CREATE TABLE "tutor_card_prices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"subject_prices" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_card_prices" ADD CONSTRAINT "tutor_card_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The card's JSON, as GET /tutors built it per card before (modules/tutors/repository.ts).
CREATE FUNCTION tutor_card_subject_prices(tutor integer) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'subject', json_build_object('id', s.id, 'title_en', s.title_en, 'title_th', s.title_th),
      'school_year', json_build_object('id', y.id, 'title_en', y.title_en, 'title_th', y.title_th),
      'price_per_hour_pence', p.price_per_hour_pence,
      'specialties', (SELECT coalesce(json_agg(json_build_object(
            'id', sp.id, 'title_en', sp.title_en, 'title_th', sp.title_th) ORDER BY sp.sort_order, sp.id), '[]')
          FROM user_subject_price_specialties ps JOIN subject_specialties sp ON sp.id = ps.specialty_id
          WHERE ps.subject_price_id = p.id)
    ) ORDER BY p.id), '[]')
  FROM user_subject_prices p
  JOIN subjects s ON s.id = p.subject_id
  JOIN school_years y ON y.id = s.school_year_id
  WHERE p.user_id = tutor
$$;--> statement-breakpoint
-- Writes the cards of these tutors (a deleted tutor's row goes with them: ON DELETE CASCADE).
CREATE FUNCTION refresh_tutor_card_prices(tutors integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO tutor_card_prices (user_id, subject_prices)
  SELECT u.id, tutor_card_subject_prices(u.id) FROM users u WHERE u.id = ANY(tutors)
  ON CONFLICT (user_id) DO UPDATE SET subject_prices = excluded.subject_prices
    WHERE tutor_card_prices.subject_prices::text IS DISTINCT FROM excluded.subject_prices::text
$$;--> statement-breakpoint
CREATE FUNCTION user_subject_prices_keep_card() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT user_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT user_id FROM changed_old));
  ELSE
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT user_id FROM changed_new UNION SELECT user_id FROM changed_old));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_subject_prices_card_insert AFTER INSERT ON user_subject_prices
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_card();--> statement-breakpoint
CREATE TRIGGER user_subject_prices_card_update AFTER UPDATE ON user_subject_prices
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_card();--> statement-breakpoint
CREATE TRIGGER user_subject_prices_card_delete AFTER DELETE ON user_subject_prices
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_prices_keep_card();--> statement-breakpoint
CREATE FUNCTION user_subject_price_specialties_keep_card() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A price deleted with its specialties (cascade) is gone already: the prices' trigger writes its tutor.
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT p.user_id FROM user_subject_prices p
      WHERE p.id IN (SELECT subject_price_id FROM changed_new)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT p.user_id FROM user_subject_prices p
      WHERE p.id IN (SELECT subject_price_id FROM changed_old)));
  ELSE
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT p.user_id FROM user_subject_prices p
      WHERE p.id IN (SELECT subject_price_id FROM changed_new UNION SELECT subject_price_id FROM changed_old)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_subject_price_specialties_card_insert AFTER INSERT ON user_subject_price_specialties
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_price_specialties_keep_card();--> statement-breakpoint
CREATE TRIGGER user_subject_price_specialties_card_update AFTER UPDATE ON user_subject_price_specialties
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_price_specialties_keep_card();--> statement-breakpoint
CREATE TRIGGER user_subject_price_specialties_card_delete AFTER DELETE ON user_subject_price_specialties
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION user_subject_price_specialties_keep_card();--> statement-breakpoint
-- A subject, school year or specialty renamed (or a specialty reordered): its tutors' cards follow (rare: the
-- admin catalogue).
CREATE FUNCTION catalogue_keep_cards() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'subjects' THEN
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT p.user_id FROM user_subject_prices p
      WHERE p.subject_id IN (SELECT id FROM changed_new)));
  ELSIF TG_TABLE_NAME = 'school_years' THEN
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT p.user_id FROM user_subject_prices p
      JOIN subjects s ON s.id = p.subject_id WHERE s.school_year_id IN (SELECT id FROM changed_new)));
  ELSE
    PERFORM refresh_tutor_card_prices(ARRAY(SELECT DISTINCT p.user_id FROM user_subject_prices p
      JOIN user_subject_price_specialties ps ON ps.subject_price_id = p.id
      WHERE ps.specialty_id IN (SELECT id FROM changed_new)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subjects_card_update AFTER UPDATE ON subjects
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_keep_cards();--> statement-breakpoint
CREATE TRIGGER school_years_card_update AFTER UPDATE ON school_years
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_keep_cards();--> statement-breakpoint
CREATE TRIGGER subject_specialties_card_update AFTER UPDATE ON subject_specialties
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_keep_cards();--> statement-breakpoint
SELECT refresh_tutor_card_prices(ARRAY(SELECT DISTINCT user_id FROM user_subject_prices));
