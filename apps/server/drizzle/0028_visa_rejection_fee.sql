ALTER TABLE "visa_products" ADD COLUMN "rejection_fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The seeded products' fee kept on a refusal (demo terms; an operator's own products keep 0).
UPDATE "visa_products" SET "rejection_fee_minor" = "price_minor" / 2 WHERE "seed_key" LIKE 'ae-tourist-%';--> statement-breakpoint
UPDATE "visa_products" SET "rejection_fee_minor" = 3000 WHERE "seed_key" = 'ae-transit-96h';--> statement-breakpoint
UPDATE "visa_products" SET "rejection_fee_minor" = 2000 WHERE "seed_key" = 'az-evisa-30d';--> statement-breakpoint
UPDATE "visa_products" SET "rejection_fee_minor" = 4000 WHERE "seed_key" = 'th-tourist-60d';--> statement-breakpoint
UPDATE "visa_products" SET "rejection_fee_minor" = 9000 WHERE "seed_key" = 'it-schengen-c';
