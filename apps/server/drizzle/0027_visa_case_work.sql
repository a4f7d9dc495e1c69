CREATE TABLE "visa_case_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"traveller" smallint,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"actor_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_ck";--> statement-breakpoint
ALTER TABLE "visa_case_events" ADD COLUMN "traveller" smallint;--> statement-breakpoint
ALTER TABLE "visa_case_events" ADD COLUMN "document_kind" text;--> statement-breakpoint
ALTER TABLE "visa_cases" ADD COLUMN "country_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_cases" ADD COLUMN "visa_name" jsonb DEFAULT '{"ar":"","fa":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_cases" ADD COLUMN "processing" text DEFAULT 'Normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_cases" ADD COLUMN "travel_date" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_cases" ADD COLUMN "travellers" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_cases" ADD COLUMN "lead_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_case_documents" ADD CONSTRAINT "visa_case_documents_order_id_visa_cases_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."visa_cases"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_case_documents_order_idx" ON "visa_case_documents" USING btree ("order_id","uploaded_at");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_ck" CHECK ("operators"."role" in ('admin', 'support', 'finance', 'operations', 'content', 'visa'));