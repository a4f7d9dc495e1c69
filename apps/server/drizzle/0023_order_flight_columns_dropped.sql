ALTER TABLE "orders" DROP COLUMN "passengers";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "passenger_counts";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "proposals";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "supplier_offers";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "departure_at";