CREATE TABLE "availability_schedules" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"date_overrides" jsonb NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"min_notice_hours" integer NOT NULL,
	"booking_horizon_days" integer NOT NULL,
	"materialised_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availabilities" DROP CONSTRAINT "availabilities_slot_aligned";--> statement-breakpoint
ALTER TABLE "availabilities" ADD COLUMN "from_schedule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_schedules" ADD CONSTRAINT "availability_schedules_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_slot_aligned" CHECK (extract(epoch from "availabilities"."starting_at") % 900 = 0);