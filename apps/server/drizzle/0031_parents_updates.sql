CREATE TABLE "parent_digests" (
	"student_id" integer NOT NULL,
	"email" text NOT NULL,
	"week_of" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parent_digests_student_id_email_week_of_pk" PRIMARY KEY("student_id","email","week_of")
);
--> statement-breakpoint
CREATE TABLE "parent_unsubscribes" (
	"student_id" integer NOT NULL,
	"email" text NOT NULL,
	"unsubscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parent_unsubscribes_student_id_email_pk" PRIMARY KEY("student_id","email")
);
--> statement-breakpoint
CREATE TABLE "parent_update_consents" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "parent_digests" ADD CONSTRAINT "parent_digests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_unsubscribes" ADD CONSTRAINT "parent_unsubscribes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_update_consents" ADD CONSTRAINT "parent_update_consents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;