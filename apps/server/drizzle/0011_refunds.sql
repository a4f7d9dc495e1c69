CREATE TABLE "refund_reasons" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "refund_reasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "refund_request_items" (
	"order_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"request_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 500001 CACHE 1),
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"destination" text NOT NULL,
	"reason_id" smallint NOT NULL,
	"description" text,
	"name" text NOT NULL,
	"account_number" text,
	"iban" text,
	"card_number" text,
	"items" jsonb NOT NULL,
	"whole_order" boolean NOT NULL,
	"paid_cents" bigint NOT NULL,
	"penalty_cents" bigint NOT NULL,
	"refund_cents" bigint NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	"refunded_at" timestamp with time zone,
	"payout_reference" text,
	CONSTRAINT "refund_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "refund_requests_amounts_ck" CHECK ("refund_requests"."paid_cents" >= 0 and "refund_requests"."penalty_cents" >= 0 and "refund_requests"."refund_cents" = "refund_requests"."paid_cents" - "refund_requests"."penalty_cents")
);
--> statement-breakpoint
ALTER TABLE "refund_request_items" ADD CONSTRAINT "refund_request_items_request_id_refund_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_reason_id_refund_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."refund_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_request_items_uq" ON "refund_request_items" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "refund_requests_user_idx" ON "refund_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
INSERT INTO "refund_reasons" ("id", "code", "name_ar", "name_fa", "name_en", "sort") VALUES
  (1, 'ChangeOfPlans', 'تغيّرت خطط السفر', 'برنامه سفر تغییر کرد', 'My travel plans changed', 1),
  (2, 'AirlineChange', 'غيّرت شركة الطيران موعد الرحلة أو ألغتها', 'ایرلاین زمان پرواز را تغییر داد یا آن را لغو کرد', 'The airline changed or cancelled the flight', 2),
  (3, 'IllnessOrEmergency', 'مرض أو ظرف طارئ', 'بیماری یا پیشامد اضطراری', 'Illness or an emergency', 3),
  (4, 'VisaRefused', 'رُفضت التأشيرة', 'ویزا رد شد', 'The visa was refused', 4),
  (5, 'DuplicateBooking', 'حجز مكرّر', 'رزرو تکراری', 'I booked twice by mistake', 5),
  (6, 'Other', 'سبب آخر', 'دلیل دیگر', 'Another reason', 6)
ON CONFLICT ("id") DO NOTHING;
