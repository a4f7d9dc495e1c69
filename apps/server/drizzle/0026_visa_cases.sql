CREATE TABLE "visa_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_cases" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_cases_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
ALTER TABLE "visa_case_events" ADD CONSTRAINT "visa_case_events_order_id_visa_cases_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."visa_cases"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_cases" ADD CONSTRAINT "visa_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_case_events_order_idx" ON "visa_case_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "visa_cases_status_idx" ON "visa_cases" USING btree ("status","updated_at");