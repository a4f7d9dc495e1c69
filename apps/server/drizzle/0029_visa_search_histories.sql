CREATE TABLE "visa_search_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_key" text NOT NULL,
	"country_code" text NOT NULL,
	"product_id" uuid NOT NULL,
	"processing" text NOT NULL,
	"travellers" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visa_search_histories" ADD CONSTRAINT "visa_search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visa_search_histories_user_key_uq" ON "visa_search_histories" USING btree ("user_id","search_key");--> statement-breakpoint
CREATE INDEX "visa_search_histories_user_idx" ON "visa_search_histories" USING btree ("user_id","searched_at");