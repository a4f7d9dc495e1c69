ALTER TABLE "payment_gateways" ADD COLUMN "configured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "offered" boolean DEFAULT true NOT NULL;