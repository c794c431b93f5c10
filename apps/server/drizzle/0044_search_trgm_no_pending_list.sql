-- The search trigram indexes without a pending list (fastupdate off): a search read every unmerged entry.
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_tutor_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_tutor_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "users"."role" = 'teacher' AND "users"."approval_status" = 'approved'
      AND "users"."suspended_at" IS NULL AND coalesce(trim("users"."first_name"), '') <> ''
      AND coalesce(trim("users"."last_name"), '') <> '';