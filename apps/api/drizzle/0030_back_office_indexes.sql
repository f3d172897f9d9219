-- The back office's reports for a period (issue #35) read one club's vouchers and its orders paid
-- in the period: without these both were whole-table scans (vouchers and orders had no index that
-- starts with the club), and the sales lines' join to order_items scanned every line of every club.
CREATE INDEX "vouchers_club_created_idx" ON "vouchers" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_club_paid_idx" ON "orders" USING btree ("club_id","paid_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");
