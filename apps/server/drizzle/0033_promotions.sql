CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"artwork" text DEFAULT 'none' NOT NULL,
	"link" text NOT NULL,
	"voucher_code" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "promotions_dates_ck" CHECK ("promotions"."end_date" >= "promotions"."start_date"),
	CONSTRAINT "promotions_link_ck" CHECK (left("promotions"."link", 1) = '/' and left("promotions"."link", 2) <> '//')
);
--> statement-breakpoint
CREATE INDEX "promotions_running_idx" ON "promotions" USING btree ("is_active","end_date");