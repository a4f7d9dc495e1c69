CREATE TABLE "wallet_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_adjustments_status_ck" CHECK ("wallet_adjustments"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "wallet_adjustments_amount_ck" CHECK ("wallet_adjustments"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_requested_by_id_operators_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_adjustments_status_idx" ON "wallet_adjustments" USING btree ("status","created_at");