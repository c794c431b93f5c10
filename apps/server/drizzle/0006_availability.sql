CREATE TABLE "availabilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"starting_at" timestamp with time zone NOT NULL,
	"ending_at" timestamp with time zone NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_slot_length" CHECK ("availabilities"."ending_at" = "availabilities"."starting_at" + interval '30 minutes'),
	CONSTRAINT "availabilities_slot_aligned" CHECK (extract(epoch from "availabilities"."starting_at") % 1800 = 0)
);
--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availabilities_tutor_start_key" ON "availabilities" USING btree ("tutor_id","starting_at");--> statement-breakpoint
CREATE INDEX "availabilities_free_idx" ON "availabilities" USING btree ("tutor_id","starting_at") WHERE NOT "availabilities"."is_booked";--> statement-breakpoint
CREATE INDEX "user_subject_price_specialties_specialty_idx" ON "user_subject_price_specialties" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "user_subject_prices_subject_idx" ON "user_subject_prices" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "users_tutor_search_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("description", '')) gin_trgm_ops) WHERE "users"."role" = 'teacher';--> statement-breakpoint
CREATE INDEX "subject_specialties_search_trgm_idx" ON "subject_specialties" USING gin (("title_en" || ' ' || "title_th") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_search_trgm_idx" ON "subjects" USING gin (("title_en" || ' ' || "title_th") gin_trgm_ops);