CREATE TABLE "network_bookings" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"offer" jsonb NOT NULL,
	"status" text NOT NULL,
	"ticket_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fulfilment" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"failed_step" text,
	"booking_reference" text,
	"tickets" jsonb,
	"issued_at" timestamp with time zone,
	"refunded_cents" bigint,
	"refunded_at" timestamp with time zone,
	"ticket_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_fulfilment" ADD CONSTRAINT "order_fulfilment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilment_due_idx" ON "order_fulfilment" USING btree ("next_attempt_at") WHERE "order_fulfilment"."next_attempt_at" is not null;