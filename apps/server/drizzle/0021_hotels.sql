CREATE TABLE "hotel_search_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_key" text NOT NULL,
	"city_code" text NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"rooms" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_cities" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"country" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"pilgrimage" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"first_night" text NOT NULL,
	"nights" smallint NOT NULL,
	"rooms" smallint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_inventory" (
	"room_type_id" uuid NOT NULL,
	"day" text NOT NULL,
	"allotment" smallint NOT NULL,
	"held" smallint DEFAULT 0 NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	"min_stay" smallint DEFAULT 1 NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"cents_by_adults" jsonb NOT NULL,
	CONSTRAINT "hotel_inventory_room_type_id_day_pk" PRIMARY KEY("room_type_id","day"),
	CONSTRAINT "hotel_inventory_rooms_ck" CHECK ("hotel_inventory"."held" >= 0 and "hotel_inventory"."sold" >= 0 and "hotel_inventory"."held" + "hotel_inventory"."sold" <= "hotel_inventory"."allotment")
);
--> statement-breakpoint
CREATE TABLE "hotel_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"stars" smallint NOT NULL,
	"property_type" text NOT NULL,
	"area" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"important_info" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_properties_stars_ck" CHECK ("hotel_properties"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "hotel_rate_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"board" text NOT NULL,
	"refundable" boolean NOT NULL,
	"cancellation_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adjust_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pay_at_hotel" boolean DEFAULT false NOT NULL,
	"city_tax_cents" integer DEFAULT 0 NOT NULL,
	"tax_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"child_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hotel_rate_plans_board_ck" CHECK ("hotel_rate_plans"."board" in ('RoomOnly', 'Breakfast', 'HalfBoard', 'FullBoard', 'AllInclusive'))
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"beds" jsonb NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"max_occupancy" smallint NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_search_histories" ADD CONSTRAINT "hotel_search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_holds" ADD CONSTRAINT "hotel_holds_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_inventory" ADD CONSTRAINT "hotel_inventory_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_properties" ADD CONSTRAINT "hotel_properties_city_code_hotel_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."hotel_cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_plans" ADD CONSTRAINT "hotel_rate_plans_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_property_id_hotel_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hotel_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_search_histories_user_key_uq" ON "hotel_search_histories" USING btree ("user_id","search_key");--> statement-breakpoint
CREATE INDEX "hotel_search_histories_user_idx" ON "hotel_search_histories" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "hotel_holds_status_expiry_idx" ON "hotel_holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "hotel_properties_city_idx" ON "hotel_properties" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "hotel_rate_plans_room_type_idx" ON "hotel_rate_plans" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "hotel_room_types_property_idx" ON "hotel_room_types" USING btree ("property_id");