CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"city_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address_ar" text NOT NULL,
	"address_fa" text NOT NULL,
	"address_en" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"iata_code" text PRIMARY KEY NOT NULL,
	"icao_code" text,
	"name_ar" text,
	"name_fa" text,
	"name_en" text NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"iata_code" text PRIMARY KEY NOT NULL,
	"icao_code" text,
	"city_code" text NOT NULL,
	"name_ar" text,
	"name_fa" text,
	"name_en" text NOT NULL,
	"city_ar" text,
	"city_fa" text,
	"city_en" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text,
	"is_domestic" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso_code" text NOT NULL,
	"iso3" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"dialing_code" text NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"exchange_rate" numeric(20, 6) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
