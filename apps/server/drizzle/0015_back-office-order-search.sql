CREATE INDEX "order_fulfilment_booking_reference_idx" ON "order_fulfilment" USING btree ("booking_reference");--> statement-breakpoint
CREATE INDEX "order_fulfilment_tickets_idx" ON "order_fulfilment" USING gin ("tickets" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "orders_contact_phone_idx" ON "orders" USING btree (right(regexp_replace("contact"->>'phoneNumber', '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "orders_contact_email_idx" ON "orders" USING btree (lower("contact"->>'email'));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");