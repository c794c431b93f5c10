-- The tutor search's trigram index with a small pending list (64 kB): each booking rewrites its tutor's row
-- (next_free_at), and inserting that row's trigrams one by one was most of a booking's PostgreSQL time.
DROP INDEX "users_tutor_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_tutor_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64) WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';