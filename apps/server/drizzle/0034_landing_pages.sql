CREATE TABLE "landing_pages" (
	"city_code" text PRIMARY KEY NOT NULL,
	"airport_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hero_photo" text,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_seed_key_unique" UNIQUE("seed_key")
);
