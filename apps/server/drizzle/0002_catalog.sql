CREATE TABLE "charter_aircraft" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seat_count" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charter_cancellation_rules" (
	"rule_set" text NOT NULL,
	"from_hours_before_departure" integer NOT NULL,
	"penalty_percent" smallint NOT NULL,
	CONSTRAINT "charter_cancellation_rules_rule_set_from_hours_before_departure_pk" PRIMARY KEY("rule_set","from_hours_before_departure")
);
--> statement-breakpoint
CREATE TABLE "charter_fares" (
	"flight_id" uuid NOT NULL,
	"age_category" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "charter_fares_flight_id_age_category_pk" PRIMARY KEY("flight_id","age_category")
);
--> statement-breakpoint
CREATE TABLE "charter_flight_legs" (
	"flight_id" uuid NOT NULL,
	"sequence" smallint NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"flight_number" text NOT NULL,
	"aircraft_code" text NOT NULL,
	CONSTRAINT "charter_flight_legs_flight_id_sequence_pk" PRIMARY KEY("flight_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "charter_flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"airline_code" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"aircraft_code" text NOT NULL,
	"cabin_class" smallint NOT NULL,
	"fare_class" text NOT NULL,
	"baggage_amount" smallint NOT NULL,
	"baggage_unit" text NOT NULL,
	"seats_total" smallint NOT NULL,
	"seats_held" smallint DEFAULT 0 NOT NULL,
	"seats_sold" smallint DEFAULT 0 NOT NULL,
	"cancellation_rule_set" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charter_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flight_id" uuid NOT NULL,
	"seats" smallint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_search_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_key" text NOT NULL,
	"trip_type" smallint NOT NULL,
	"flight_scope" smallint NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"query" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flight_scope" smallint,
	"origin" text,
	"destination" text,
	"airline_code" text,
	"percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"fixed_cents" integer DEFAULT 0 NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "charter_fares" ADD CONSTRAINT "charter_fares_flight_id_charter_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."charter_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_flight_legs" ADD CONSTRAINT "charter_flight_legs_flight_id_charter_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."charter_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_flights" ADD CONSTRAINT "charter_flights_aircraft_code_charter_aircraft_code_fk" FOREIGN KEY ("aircraft_code") REFERENCES "public"."charter_aircraft"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_holds" ADD CONSTRAINT "charter_holds_flight_id_charter_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."charter_flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_search_histories" ADD CONSTRAINT "flight_search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charter_flights_number_departure_uq" ON "charter_flights" USING btree ("airline_code","flight_number","departure_at");--> statement-breakpoint
CREATE INDEX "charter_flights_route_date_idx" ON "charter_flights" USING btree ("origin","destination","departure_date");--> statement-breakpoint
CREATE INDEX "charter_holds_flight_idx" ON "charter_holds" USING btree ("flight_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_search_histories_user_key_uq" ON "flight_search_histories" USING btree ("user_id","search_key");--> statement-breakpoint
CREATE INDEX "flight_search_histories_user_idx" ON "flight_search_histories" USING btree ("user_id","searched_at");