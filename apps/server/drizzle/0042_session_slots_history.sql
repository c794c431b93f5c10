ALTER TABLE "session_slots" DROP CONSTRAINT "session_slots_availability_id_availabilities_id_fk";
--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_availability_id_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."availabilities"("id") ON DELETE cascade ON UPDATE no action;