CREATE TABLE "tour_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"date" text NOT NULL,
	"capacity" smallint NOT NULL,
	"seats_sold" smallint DEFAULT 0 NOT NULL,
	"seats_held" smallint DEFAULT 0 NOT NULL,
	"adult_price_minor" integer NOT NULL,
	"child_price_minor" integer NOT NULL,
	"infant_price_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_departures_tour_date_uq" UNIQUE("tour_id","date"),
	CONSTRAINT "tour_departures_seats_ck" CHECK ("tour_departures"."capacity" > 0 and "tour_departures"."seats_sold" >= 0 and "tour_departures"."seats_held" >= 0 and "tour_departures"."seats_sold" + "tour_departures"."seats_held" <= "tour_departures"."capacity"),
	CONSTRAINT "tour_departures_prices_ck" CHECK ("tour_departures"."adult_price_minor" > 0 and "tour_departures"."child_price_minor" >= 0 and "tour_departures"."infant_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"destination" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"days" smallint NOT NULL,
	"nights" smallint NOT NULL,
	"plan" jsonb NOT NULL,
	"included" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hotel_stars" smallint NOT NULL,
	"currency" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "tours_nights_ck" CHECK ("tours"."nights" in ("tours"."days", "tours"."days" - 1) and "tours"."days" >= 1),
	CONSTRAINT "tours_hotel_stars_ck" CHECK ("tours"."hotel_stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_departures_date_idx" ON "tour_departures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "tours_destination_idx" ON "tours" USING btree ("destination");