CREATE TABLE "visa_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"stay" smallint NOT NULL,
	"stay_unit" text NOT NULL,
	"validity_days" smallint NOT NULL,
	"entry" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"quick_price_minor" integer,
	"processing_days" smallint NOT NULL,
	"quick_processing_days" smallint,
	"documents" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_products_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "visa_products" ADD CONSTRAINT "visa_products_country_code_visa_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."visa_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_products_country_idx" ON "visa_products" USING btree ("country_code","sort_order");