CREATE TABLE "hotel_markup_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier" text,
	"country_code" text,
	"city_code" text,
	"stars" smallint,
	"percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"fixed_cents_per_room_night" integer DEFAULT 0 NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"note" text
);
