CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_percent" numeric NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	CONSTRAINT "vat_rates_percent" CHECK ("vat_rates"."rate_percent" >= 0 AND "vat_rates"."rate_percent" <= 100)
);
--> statement-breakpoint
CREATE INDEX "vat_rates_effective_idx" ON "vat_rates" USING btree ("effective_from","id");