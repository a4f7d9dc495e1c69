CREATE TABLE "payment_gateways" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_gateways_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway_id" smallint,
	"gateway_code" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"wallet_cents" bigint DEFAULT 0 NOT NULL,
	"gateway_cents" bigint DEFAULT 0 NOT NULL,
	"gateway_reference" text,
	"redirect_url" text NOT NULL,
	"is_mobile" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amounts_ck" CHECK ("payments"."wallet_cents" >= 0 and "payments"."gateway_cents" >= 0 and "payments"."amount_cents" = "payments"."wallet_cents" + "payments"."gateway_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_created_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_order_uq" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';