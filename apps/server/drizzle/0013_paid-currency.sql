ALTER TABLE "orders" ADD COLUMN "paid_currency_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_exchange_rate" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "display_currency_code" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "display_exchange_rate" numeric(20, 6) DEFAULT '1' NOT NULL;