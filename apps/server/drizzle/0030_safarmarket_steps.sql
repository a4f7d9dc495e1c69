CREATE TABLE "safarmarket_steps" (
	"key" text PRIMARY KEY NOT NULL,
	"step" smallint NOT NULL,
	"order_id" uuid,
	"safarmarket_id" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reseller" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reseller_ref" text;--> statement-breakpoint
CREATE INDEX "safarmarket_steps_order_idx" ON "safarmarket_steps" USING btree ("order_id");