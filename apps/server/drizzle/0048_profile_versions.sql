CREATE TABLE "profile_catalogue_versions" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_catalogue_versions_one_row" CHECK ("profile_catalogue_versions"."id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "profile_catalogue_versions" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- GET /user serves a cached profile only while its stamp (users.profile_version, the catalogue's version, the wallet
-- balance and a tutor's student count: modules/users/profile-repository.ts) is unchanged. These triggers move the
-- versions in the transaction of the change, so that a change is seen by the next read on any instance. The wallet
-- and the student count are read by the stamp itself: bookings change them, and a trigger there would cost every
-- booking a write (and lock the tutor's row for the length of the booking).

-- Any change to the user's row (cheap: the row is being written anyway; a booking's update of the tutor's
-- next_free_at too, which only makes the tutor's next read rebuild).
CREATE FUNCTION users_move_profile_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.profile_version := OLD.profile_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_move_profile_version BEFORE UPDATE ON users
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION users_move_profile_version();
--> statement-breakpoint
-- The rows of one user the profile reads besides the user's own: the avatar file, the subscription, the priced
-- subjects and their specialties. Each changed row moves its user's version (a user row update, which the
-- trigger above makes + 1 whatever the statement sets).
CREATE FUNCTION profile_rows_move_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owners integer[];
BEGIN
  IF TG_TABLE_NAME = 'files' THEN
    owners := ARRAY[OLD.owner_id, CASE WHEN TG_OP = 'UPDATE' THEN NEW.owner_id END];
  ELSIF TG_TABLE_NAME = 'user_subject_price_specialties' THEN
    SELECT array_agg(p.user_id) INTO owners FROM user_subject_prices p
    WHERE p.id IN (
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.subject_price_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.subject_price_id END
    );
  ELSE
    owners := ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.user_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.user_id END
    ];
  END IF;
  UPDATE users SET profile_version = profile_version + 1 WHERE id = ANY(owners);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER files_move_profile_version AFTER UPDATE OF key, owner_id OR DELETE ON files
FOR EACH ROW EXECUTE FUNCTION profile_rows_move_version();
--> statement-breakpoint
CREATE TRIGGER subscriptions_move_profile_version AFTER INSERT OR UPDATE OR DELETE ON subscriptions
FOR EACH ROW EXECUTE FUNCTION profile_rows_move_version();
--> statement-breakpoint
CREATE TRIGGER user_subject_prices_move_profile_version AFTER INSERT OR UPDATE OR DELETE ON user_subject_prices
FOR EACH ROW EXECUTE FUNCTION profile_rows_move_version();
--> statement-breakpoint
CREATE TRIGGER user_subject_price_specialties_move_profile_version
AFTER INSERT OR UPDATE OR DELETE ON user_subject_price_specialties
FOR EACH ROW EXECUTE FUNCTION profile_rows_move_version();
--> statement-breakpoint
-- The shared rows every profile may show: one version for all (they change rarely, by an admin).
CREATE FUNCTION profile_catalogue_move_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_catalogue_versions (id, version) VALUES (true, 1)
  ON CONFLICT (id) DO UPDATE SET version = profile_catalogue_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  shared text;
BEGIN
  FOREACH shared IN ARRAY ARRAY['school_years', 'educations', 'countries', 'counties', 'subdomains', 'subjects',
    'subject_specialties', 'subscription_plans']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION profile_catalogue_move_version()', shared || '_move_profile_version', shared);
  END LOOP;
END
$$;
