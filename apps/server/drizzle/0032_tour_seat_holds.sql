CREATE TABLE "tour_seat_holds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"departure_id" uuid NOT NULL,
	"seats" smallint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_seat_holds_seats_ck" CHECK ("tour_seat_holds"."seats" > 0),
	CONSTRAINT "tour_seat_holds_status_ck" CHECK ("tour_seat_holds"."status" in ('Held', 'Sold', 'Released'))
);
--> statement-breakpoint
ALTER TABLE "tour_seat_holds" ADD CONSTRAINT "tour_seat_holds_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_seat_holds_departure_idx" ON "tour_seat_holds" USING btree ("departure_id");