ALTER TABLE "courses" ADD COLUMN "cover_file_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_cover_file_key" ON "courses" USING btree ("cover_file_id");