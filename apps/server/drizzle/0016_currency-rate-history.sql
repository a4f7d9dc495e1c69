CREATE TABLE "currency_rate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"exchange_rate" numeric(20, 6) NOT NULL,
	"previous_rate" numeric(20, 6) NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "currency_rate_history_code_idx" ON "currency_rate_history" USING btree ("code","set_at");