-- Decision 016: an order carries one typed product item. The flight columns move into `item`
-- (kind "flight"), and `departure_at` becomes `starts_at` (the departure, the check-in). The old
-- columns are dropped by the next migration.
ALTER TABLE "orders" ADD COLUMN "item" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET
  "item" = jsonb_build_object(
    'kind', 'flight',
    'proposals', "proposals",
    'supplierOffers', "supplier_offers",
    'passengerCounts', "passenger_counts",
    'passengers', "passengers"
  ),
  "starts_at" = "departure_at";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "item" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "starts_at" SET NOT NULL;
